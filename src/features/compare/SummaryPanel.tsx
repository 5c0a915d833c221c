import { useMemo } from 'react';
import type { AnalysisResult } from '@engine/analyze';
import { viewLabel } from '@engine/catalog';
import type { Role } from '../../data/role-model';
import { PrivilegeBadges } from '../../components/role-card/PrivilegeBadges';
import { useListLinks } from './use-list-links';
import { rolePagePath } from '../custom-roles/role-path';
import { usePaintedStages } from './use-painted-stages';
import { usePrintMode } from './print-mode';
import * as panel from './comparison-panel.css';
import * as styles from './SummaryPanel.css';

/** Per selected role: how many permissions only it has, and how many other selected roles contain it entirely. */
function perRoleFacts(result: AnalysisResult) {
  const unique = new Array<number>(result.roles.length).fill(0);
  for (const owner of result.uniqueTo) if (owner >= 0) unique[owner]++;
  const containedIn = new Array<number>(result.roles.length).fill(0);
  for (let k = 0; k < result.subsetPairs.length; k += 2) containedIn[result.subsetPairs[k]]++;
  return { unique, containedIn };
}

/**
 * Table rows added per frame: all 143 roles at once would be one long style, layout and paint. 30 rows (about 700
 * layout objects) made frames of 50-70 ms on the project's machine with 343 roles; 15 keep them near half that.
 */
const ROWS_PER_FRAME = 15;

/** The 'Summary' tab: one row per role (permissions, unique, contained in, privilege) and the notes the action list does not show. */
export function SummaryPanel({ result, selected }: { result: AnalysisResult; selected: Role[] }) {
  const { unique, containedIn } = useMemo(() => perRoleFacts(result), [result]);
  const withNotes = selected.filter((role) => role.notes.length > 0);
  const linkTo = useListLinks();
  const shownRows =
    usePaintedStages(Math.ceil(result.roles.length / ROWS_PER_FRAME), usePrintMode() !== null) * ROWS_PER_FRAME;
  return (
    <div className={panel.panel}>
      <section className={panel.section} aria-labelledby="summary-roles">
        <h2 id="summary-roles" className={panel.heading}>
          Roles at a glance
        </h2>
        <p className={panel.intro}>
          Counts in the {viewLabel(result.view)} view. “Privileged (Microsoft)” is Microsoft’s own label (preview);
          “Tier” is the community EntraOps attack-path tier. The two disagree for some roles.
        </p>
        {/* Focusable so keyboard users can scroll a long table. */}
        <div className={panel.tableScroll} role="region" aria-label="Table of the selected roles" tabIndex={0}>
          <table className={`${panel.table} ${styles.fixedTable}`}>
            <colgroup>
              <col />
              <col className={styles.countColumn} />
              <col className={styles.countColumn} />
              <col className={styles.containedColumn} />
              <col className={styles.privilegeColumn} />
            </colgroup>
            <thead>
              <tr>
                <th scope="col" className={panel.th}>
                  Role
                </th>
                <th scope="col" className={`${panel.th} ${panel.number}`}>
                  Permissions
                </th>
                <th scope="col" className={`${panel.th} ${panel.number}`}>
                  Only in this role
                </th>
                <th scope="col" className={`${panel.th} ${panel.number}`}>
                  Contained in
                </th>
                <th scope="col" className={panel.th}>
                  Privilege
                </th>
              </tr>
            </thead>
            <tbody>
              {result.roles.slice(0, shownRows).map((analysed, i) => (
                <tr key={analysed.templateId}>
                  <th scope="row" className={panel.rowHeader}>
                    <a {...linkTo(rolePagePath(selected[i]))}>{analysed.name}</a>
                  </th>
                  <td className={`${panel.td} ${panel.number}`}>{analysed.permissionCount}</td>
                  <td className={`${panel.td} ${panel.number}`}>{unique[i]}</td>
                  <td className={`${panel.td} ${panel.number}`}>
                    {analysed.permissionCount === 0 && containedIn[i] > 0
                      ? `${containedIn[i]} ${containedIn[i] === 1 ? 'role' : 'roles'}, trivially: lists no permissions`
                      : containedIn[i] === 0
                        ? '—'
                        : `${containedIn[i]} ${containedIn[i] === 1 ? 'role' : 'roles'}`}
                  </td>
                  <td className={panel.td}>
                    <span className={styles.badges}>
                      <PrivilegeBadges privileged={selected[i].privileged} tier={selected[i].tier} />
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {withNotes.length > 0 ? (
        <section className={panel.section} aria-labelledby="summary-notes">
          <h2 id="summary-notes" className={panel.heading}>
            Power the action list does not show
          </h2>
          <ul className={styles.notes}>
            {withNotes.flatMap((role) =>
              role.notes.map((note) => (
                <li key={`${role.templateId}-${note}`}>
                  <span className={styles.noteRole}>{role.displayName}:</span> {note}
                </li>
              )),
            )}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
