import { memo } from 'react';
import type { AnalysisResult } from '@engine/analyze';
import type { ComparedRole } from '../../../workers/compare-page';
import { useListLinks } from './use-list-links';
import { rolePagePath } from '../custom-roles/role-path';
import { usePaintedStages } from './use-painted-stages';
import { usePrintMode } from './print-mode';
import { docsMarkText } from '../../components/role-card/DocsBadge';
import { docsMarkOf, useDocsNotes } from '../../state/docs-notes';
import { visuallyHidden } from '../../styles/shared.css';
import * as styles from './RoleChips.css';

/** Chips added per frame: 143 at once make the frame that shows the result too long (as does 48 with 343 roles). */
const CHIPS_PER_FRAME = 24;

/** One chip per compared role with its permission count in the analysed view, linking to the role's page. */
export const RoleChips = memo(function RoleChips({
  result,
  selected,
}: {
  result: AnalysisResult;
  selected: ComparedRole[];
}) {
  const linkTo = useListLinks();
  const notes = useDocsNotes();
  const shown =
    usePaintedStages(Math.ceil(result.roles.length / CHIPS_PER_FRAME), usePrintMode() !== null) * CHIPS_PER_FRAME;
  return (
    <ul className={styles.chips} aria-label="Compared roles">
      {result.roles.slice(0, shown).map((analysed, index) => {
        const mark = docsMarkText(docsMarkOf(notes, analysed.templateId));
        return (
          <li key={analysed.templateId}>
            <a {...linkTo(rolePagePath(selected[index]))} className={styles.chip}>
              {analysed.name}
              <span className={styles.count}>
                {analysed.permissionCount} {analysed.permissionCount === 1 ? 'permission' : 'permissions'}
              </span>
              {mark ? (
                <span className={styles.docsMark} data-docs-mark="">
                  {/* Read as one phrase: a hidden span of its own is a separate run, and "Docs differ : …" read oddly. */}
                  <span aria-hidden="true">{mark.short}</span>
                  <span className={visuallyHidden}>
                    {mark.short}: {mark.long} See the role page.
                  </span>
                </span>
              ) : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
});
