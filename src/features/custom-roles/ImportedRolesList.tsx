import { useId, useState } from 'react';
import { countText } from '../../app/input-limits';
import { useAtom, useSetAtom } from 'jotai';
import type { CustomRole } from '../../data/custom-roles';
import { keepCustomRolesAtom } from '../../state/custom-roles';
import { button } from '../../styles/shared.css';
import { ShowAllToggle } from '../../components/show-all-toggle/ShowAllToggle';
import { removeAllCustomRolesAtom, removeCustomRoleAtom } from './atoms';
import { usePaintedStages } from '../compare/use-painted-stages';
import * as styles from './ImportCustomRoles.css';

/** Rows mounted per painted frame once every role is listed: 1,000 imported roles take 20 frames, no long task. */
const ROWS_PER_STAGE = 50;

/**
 * Roles listed before 'Show all': a big import (up to 1,000 roles) is listed whole only when asked for, as in the
 * simulator's 'Custom (local)' group below (src/features/simulator/RolePicker.tsx).
 */
const LISTED_AT_FIRST = 20;

/** The imported roles, each removable, 'Remove all', and 'Keep for this tab' (session storage, off by default). */
export function ImportedRolesList({ roles }: { roles: readonly CustomRole[] }) {
  const headingId = useId();
  const keepHintId = useId();
  const remove = useSetAtom(removeCustomRoleAtom);
  const removeAll = useSetAtom(removeAllCustomRolesAtom);
  const [keep, setKeep] = useAtom(keepCustomRolesAtom);
  const [keepFailed, setKeepFailed] = useState(false);
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const listed = showAll || roles.length <= LISTED_AT_FIRST ? roles : roles.slice(0, LISTED_AT_FIRST);
  const mountedRows = usePaintedStages(Math.ceil(listed.length / ROWS_PER_STAGE)) * ROWS_PER_STAGE;
  const mounted = mountedRows < listed.length ? listed.slice(0, mountedRows) : listed;
  return (
    <div>
      <h3 id={headingId} className={styles.heading}>
        Imported ({roles.length} {roles.length === 1 ? 'role' : 'roles'})
      </h3>
      <ul id={listId} className={styles.roles} aria-labelledby={headingId} aria-busy={mounted.length < listed.length}>
        {mounted.map((role) => (
          <li key={role.templateId} className={styles.roleRow}>
            <span>
              {role.displayName} <span className={styles.hint}>({role.permissions.length} permissions)</span>
            </span>
            <button
              type="button"
              className={button({ tone: 'ghost', size: 'sm' })}
              aria-label={`Remove ${role.displayName} from the imported roles`}
              onClick={() => void remove(role.templateId)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {roles.length > LISTED_AT_FIRST ? (
        <ShowAllToggle
          className={button({ tone: 'ghost', size: 'sm' })}
          expanded={showAll}
          onToggle={() => setShowAll((value) => !value)}
          controls={listId}
          first={LISTED_AT_FIRST}
          allLabel={`Show all ${countText(roles.length)} imported roles`}
        />
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={() => void removeAll()}>
          Remove all
        </button>
        <label className={styles.keep}>
          <input
            type="checkbox"
            checked={keep}
            aria-describedby={keepHintId}
            onChange={(event) => setKeepFailed(!setKeep(event.currentTarget.checked))}
          />
          Keep for this tab
        </label>
      </div>
      <p id={keepHintId} className={styles.hint}>
        Ticked, the imported definitions are kept in this tab&apos;s session storage, so a reload finds them; other tabs
        never see them. Unticked, they live in this page&apos;s memory only.
      </p>
      {keepFailed ? (
        <p role="alert" className={styles.hint}>
          The roles are too large for this tab&apos;s session storage: they stay in this page&apos;s memory only.
        </p>
      ) : null}
    </div>
  );
}
