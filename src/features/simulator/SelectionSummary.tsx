import { useId } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Role } from '../../data/role-model';
import { clearSelectionAtom, removeRoleAtom, selectionAtom } from '../../state/selection';
import { usePermissionView } from '../../state/view';
import { AppLink } from '../../components/app-link/AppLink';
import { button, card } from '../../styles/shared.css';
import { comparisonPath } from '../compare/comparison-link';
import { QuickStats } from './QuickStats';
import * as styles from './SelectionSummary.css';

/** 'Selection Summary': the chosen roles as removable chips, Quick Stats, and 'Compare Now' from 2 roles on. */
export function SelectionSummary({ builtInById }: { builtInById: ReadonlyMap<string, Role> | null }) {
  const selection = useAtomValue(selectionAtom);
  const removeRole = useSetAtom(removeRoleAtom);
  const clearSelection = useSetAtom(clearSelectionAtom);
  const [view] = usePermissionView();
  const headingId = useId();
  // Until the roles load, ids stand in for names; ids that match no built-in role are not counted.
  const chosen = builtInById ? selection.flatMap((id) => builtInById.get(id) ?? []) : [];
  const count = builtInById ? chosen.length : selection.length;
  const canCompare = chosen.length >= 2;

  return (
    <section className={`${card} ${styles.panel}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Selection Summary
      </h2>
      <div className={styles.countRow}>
        <p className={styles.count} role="status">
          Selected ({count} roles)
        </p>
        <button
          type="button"
          className={button({ tone: 'ghost', size: 'sm' })}
          onClick={clearSelection}
          disabled={count === 0}
        >
          Clear all
        </button>
      </div>
      {chosen.length === 0 ? (
        <p className={styles.empty}>No roles selected. Choose at least 2 roles to compare.</p>
      ) : (
        <ul className={styles.chips} aria-label="Selected roles">
          {chosen.map((role) => (
            <li key={role.templateId}>
              <button
                type="button"
                className={styles.chip}
                onClick={() => removeRole(role.templateId)}
                aria-label={`Remove ${role.displayName}`}
              >
                {role.displayName}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <QuickStats />
      {canCompare ? (
        <AppLink
          href={comparisonPath(
            chosen.map((role) => role.templateId),
            view,
          )}
          stayInEmbed
          className={`${button()} ${styles.compare}`}
        >
          Compare Now
        </AppLink>
      ) : (
        <>
          <button type="button" className={`${button()} ${styles.compare}`} disabled>
            Compare Now
          </button>
          <p className={styles.hint}>Select at least 2 roles to compare.</p>
        </>
      )}
    </section>
  );
}
