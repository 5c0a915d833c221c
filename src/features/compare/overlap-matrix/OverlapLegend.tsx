import { memo } from 'react';
import { OVERLAP_BANDS } from './overlap-band';
import { bandTone } from './overlap-band.css';
import { NO_PERMISSIONS, NO_PERMISSIONS_CELL_TEXT } from './matrix-model';
import * as styles from './OverlapLegend.css';

/**
 * The colour key of the matrix: each band's colour beside its range in words, and, when a selected role lists no
 * permissions, what its cells show instead (`large`: the canvas, whose cells are too small for the words).
 */
export const OverlapLegend = memo(function OverlapLegend({
  withNoPermissions = false,
  large = false,
}: {
  withNoPermissions?: boolean;
  large?: boolean;
}) {
  return (
    <ul className={styles.legend} aria-label="Overlap colour key">
      {OVERLAP_BANDS.map((b) => (
        <li key={b.band} className={styles.item}>
          <span className={`${styles.swatch} ${bandTone[b.band]}`} aria-hidden="true" />
          {b.range}: {b.label}
        </li>
      ))}
      {withNoPermissions ? (
        <li className={styles.item}>
          <span className={`${styles.swatch} ${styles.noPermissionsSwatch}`} aria-hidden="true" />
          {large ? `“${NO_PERMISSIONS_CELL_TEXT}”` : `“${NO_PERMISSIONS}”`}: the role lists no permissions in this
          dataset, so there is no overlap to measure
        </li>
      ) : null}
    </ul>
  );
});
