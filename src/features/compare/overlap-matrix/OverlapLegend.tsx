import { memo } from 'react';
import { OVERLAP_BANDS } from './overlap-band';
import { bandTone } from './overlap-band.css';
import * as styles from './OverlapLegend.css';

/** The colour key of the matrix: each band's colour beside its range in words. */
export const OverlapLegend = memo(function OverlapLegend() {
  return (
    <ul className={styles.legend} aria-label="Overlap colour key">
      {OVERLAP_BANDS.map((b) => (
        <li key={b.band} className={styles.item}>
          <span className={`${styles.swatch} ${bandTone[b.band]}`} aria-hidden="true" />
          {b.range}: {b.label}
        </li>
      ))}
    </ul>
  );
});
