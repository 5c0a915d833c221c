import { memo, useId } from 'react';
import type { MatrixOrder } from './matrix-model';
import * as styles from './MatrixOrderToggle.css';

const ORDERS: { value: MatrixOrder; label: string }[] = [
  { value: 'similarity', label: 'Similarity' },
  { value: 'selection', label: 'Selection' },
];

/** "Order: Similarity / Selection": similar roles side by side, or the order they were picked in. */
export const MatrixOrderToggle = memo(function MatrixOrderToggle({
  order,
  onChange,
}: {
  order: MatrixOrder;
  onChange: (order: MatrixOrder) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Order:</legend>
      <span className={styles.options}>
        {ORDERS.map((o) => (
          <label key={o.value} className={styles.option}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              value={o.value}
              checked={order === o.value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </span>
    </fieldset>
  );
});
