import { useId, useState } from 'react';
import { countText, MAX_LINK_IDS } from '../../app/input-limits';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Role } from '../../data/role-model';
import { clearPicksAtom, pickedIdsAtom, removePickAtom } from './atoms';
import { compareCustomIdsAtom } from '../custom-roles/compare-hash';
import { useCustomRolesHash } from '../custom-roles/share-pack';
import { usePermissionView } from '../../state/view';
import { AppLink } from '../../components/app-link/AppLink';
import { button, card } from '../../styles/shared.css';
import { comparisonPath } from '../compare/comparison-link';
import { QuickStats } from './QuickStats';
import { ShowAllToggle } from '../../components/show-all-toggle/ShowAllToggle';
import * as styles from './SelectionSummary.css';

/**
 * Chips listed until 'Show all': 'Select all' with 1,000 imported roles made 1,143 chips, and leaving the page
 * (Compare Now) then spent a long task taking them down.
 */
const CHIPS_LISTED = 100;

/**
 * 'Selection Summary': the chosen roles as removable chips, Quick Stats, and 'Compare Now' from 2 roles on. Custom roles
 * go to the comparison after the '#', never in its query.
 */
/** What the summary shows of a chosen role. */
export type SelectableRole = Pick<Role, 'templateId' | 'displayName' | 'builtIn'>;

export function SelectionSummary({ rolesById }: { rolesById: ReadonlyMap<string, SelectableRole> | null }) {
  const selection = useAtomValue(pickedIdsAtom);
  const removeRole = useSetAtom(removePickAtom);
  const clearSelection = useSetAtom(clearPicksAtom);
  const rememberCustom = useSetAtom(compareCustomIdsAtom);
  const [view] = usePermissionView();
  const headingId = useId();
  const chipsId = useId();
  const [allChips, setAllChips] = useState(false);
  // Until the roles load, ids stand in for names; ids that match no role are not counted.
  const chosen = rolesById ? selection.flatMap((id) => rolesById.get(id) ?? []) : [];
  const count = rolesById ? chosen.length : selection.length;
  const builtInIds = chosen.filter((role) => role.builtIn).map((role) => role.templateId);
  const customIds = chosen.filter((role) => !role.builtIn).map((role) => role.templateId);
  const canCompare = chosen.length >= 2;
  // A comparison reads at most MAX_LINK_IDS custom ids: the address carries no more.
  const customHash = useCustomRolesHash(customIds.slice(0, MAX_LINK_IDS));

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
        <ul id={chipsId} className={styles.chips} aria-label="Selected roles">
          {(allChips ? chosen : chosen.slice(0, CHIPS_LISTED)).map((role) => (
            <li key={role.templateId}>
              <button
                type="button"
                className={styles.chip}
                onClick={() => removeRole(role.templateId)}
                aria-label={`Remove ${role.displayName}${role.builtIn ? '' : ' (custom)'}`}
              >
                {role.displayName}
                {role.builtIn ? null : <span className={styles.customMark}>(custom)</span>}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen.length > CHIPS_LISTED ? (
        <ShowAllToggle
          className={`${button({ tone: 'ghost', size: 'sm' })} ${styles.showAll}`}
          expanded={allChips}
          onToggle={() => setAllChips((all) => !all)}
          controls={chipsId}
          first={CHIPS_LISTED}
          allLabel={`Show all ${countText(chosen.length)} selected roles`}
        />
      ) : null}
      <QuickStats known={rolesById} />
      {canCompare ? (
        <AppLink
          href={`${comparisonPath(builtInIds, view)}${customHash}`}
          // Custom roles go after the '#' only: their ids, and their packed definitions for a comparison opened in a
          // new tab. In this tab the compare page finds them in memory (remembered here too, for the hash-less path).
          onClick={() => rememberCustom(builtInIds.join(','), customIds)}
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
