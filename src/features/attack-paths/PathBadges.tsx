import type { AttackPath } from '@engine/takeover/takeover-file';
import { badge } from '../../styles/shared.css';
import { severityTone, tierLabel } from './path-labels';
import * as styles from './AttackPaths.css';

/** A path's severity and target tier, as its source grades them. */
export function PathBadges({ path }: { path: Pick<AttackPath, 'severity' | 'targetTier'> }) {
  return (
    <p className={styles.badges}>
      <span className={badge({ tone: severityTone(path.severity) })}>Severity: {path.severity}</span>
      <span className={badge({ tone: 'brand' })}>Target tier: {tierLabel(path.targetTier)}</span>
    </p>
  );
}
