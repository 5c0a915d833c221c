import { holdersOf, type AnalysisResult } from '@engine/analyze';
import type { PermissionEntry } from './overlap-drawer/pair-permissions';
import { visuallyHidden } from '../../styles/shared.css';
import { PermissionLabel } from './PermissionLabel';
import * as panel from './comparison-panel.css';
import * as styles from './PermissionMatrixTable.css';

interface PermissionMatrixTableProps {
  result: AnalysisResult;
  /** The permissions to show, each with its index in result.actions. */
  rows: { entry: PermissionEntry; p: number }[];
}

/** Permission x role table for small selections: a tick where the role holds the permission. */
export function PermissionMatrixTable({ result, rows }: PermissionMatrixTableProps) {
  return (
    // Focusable so keyboard users can scroll the table both ways.
    <div className={panel.tableScroll} role="region" aria-label="Permissions by role" tabIndex={0}>
      <table className={panel.table}>
        <thead>
          <tr>
            <th scope="col" className={`${panel.th} ${styles.permissionColumn}`}>
              Permission
            </th>
            {result.roles.map((role) => (
              <th key={role.templateId} scope="col" className={`${panel.th} ${styles.roleColumn}`}>
                {role.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ entry, p }) => {
            const holders = holdersOf(result, p);
            return (
              <tr key={entry.key}>
                <th scope="row" className={panel.rowHeader}>
                  <PermissionLabel entry={entry} />
                </th>
                {result.roles.map((role, r) =>
                  holders.includes(r) ? (
                    <td key={role.templateId} className={`${panel.td} ${styles.cell}`}>
                      <span aria-hidden="true">✓</span>
                      <span className={visuallyHidden}>Yes</span>
                    </td>
                  ) : (
                    <td key={role.templateId} className={`${panel.td} ${styles.cell} ${styles.absent}`}>
                      <span aria-hidden="true">–</span>
                      <span className={visuallyHidden}>No</span>
                    </td>
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
