import { useId, useMemo, useState } from 'react';
import type { AnalysisResult } from '@engine/analyze';
import { viewLabel } from '@engine/catalog';
import type { ComparedRole } from '../../../workers/compare-page';
import { PrivilegeBadges } from '../../components/role-card/PrivilegeBadges';
import { countText } from '../../app/input-limits';
import { ShowAllToggle } from '../../components/show-all-toggle/ShowAllToggle';
import { button } from '../../styles/shared.css';
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

/**
 * A comparison of more roles than there are built-in ones (more than LISTED_WHOLE_UP_TO: custom roles imported) lists
 * this many rows until 'Show all': with 343 roles, adding the later rows made frames of 50-70 ms, the page's layout
 * growing with the table. The role chips above name every role; printing lists every row.
 */
const SUMMARY_ROWS_LISTED = 100;
/** Every comparison of built-in roles alone (143 today) lists its whole table. */
const LISTED_WHOLE_UP_TO = 150;

/** The 'Summary' tab: one row per role (permissions, unique, contained in, privilege) and the notes the action list does not show. */
export function SummaryPanel({ result, selected }: { result: AnalysisResult; selected: ComparedRole[] }) {
  const { unique, containedIn } = useMemo(() => perRoleFacts(result), [result]);
  const withNotes = selected.filter((role) => role.notes.length > 0);
  const linkTo = useListLinks();
  const printing = usePrintMode() !== null;
  const tableId = useId();
  const [showAll, setShowAll] = useState(false);
  const folds = result.roles.length > LISTED_WHOLE_UP_TO;
  const listed = folds && !showAll && !printing ? SUMMARY_ROWS_LISTED : result.roles.length;
  const shownRows = Math.min(listed, usePaintedStages(Math.ceil(listed / ROWS_PER_FRAME), printing) * ROWS_PER_FRAME);
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
        <div
          id={tableId}
          className={panel.tableScroll}
          role="region"
          aria-label="Table of the selected roles"
          tabIndex={0}
        >
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
        {folds && !printing ? (
          <ShowAllToggle
            className={`${button({ tone: 'ghost', size: 'sm' })} ${styles.showAll}`}
            expanded={showAll}
            onToggle={() => setShowAll((value) => !value)}
            controls={tableId}
            first={SUMMARY_ROWS_LISTED}
            allLabel={`Show all ${countText(result.roles.length)} roles`}
          />
        ) : null}
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
