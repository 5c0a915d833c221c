import type { AnalysisResult } from '@engine/analyze';
import type { PermissionEntry } from './overlap-drawer/pair-permissions';
import { PermissionHolders } from './PermissionHolders';
import { PermissionLabel } from './PermissionLabel';
import * as panel from './comparison-panel.css';
import * as styles from './PermissionHoldersList.css';

interface PermissionHoldersListProps {
  result: AnalysisResult;
  /** The permissions to show, each with its index in result.actions. */
  rows: { entry: PermissionEntry; p: number }[];
}

/** For large selections: one row per permission with how many roles hold it; names render only when a row is opened. */
export function PermissionHoldersList({ result, rows }: PermissionHoldersListProps) {
  return (
    // Focusable so keyboard users can scroll the list.
    <ul className={panel.permissionList} aria-label="Permissions and the roles that hold them" tabIndex={0}>
      {rows.map(({ entry, p }) => (
        <li key={entry.key} className={styles.item}>
          <PermissionLabel entry={entry} />
          <PermissionHolders result={result} p={p} />
        </li>
      ))}
    </ul>
  );
}
