import { useId } from 'react';
import { Dialog, DialogDescription, DialogDismiss, DialogHeading } from '@ariakit/react';
import { useAtomValue } from 'jotai';
import type { Role } from '../../data/role-model';
import type { RoleSummary } from '../../data/role-summary';
import { customRolesAtom } from '../../state/custom-roles';
import { useEngineAnswer } from '../../state/engine-answer';
import { EngineErrorNote } from '../page-state/EngineErrorNote';
import { LoadingState } from '../page-state/PageState';
import { AppLink } from '../app-link/AppLink';
import { PrivilegeBadges } from '../role-card/PrivilegeBadges';
import { badge, button } from '../../styles/shared.css';
import { PermissionList } from './PermissionList';
import * as styles from './RoleDetailsDialog.css';

interface RoleDetailsDialogProps {
  /** The role shown (its permissions are asked of the worker); null keeps the dialog closed. */
  role: RoleSummary | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the control that opened it). */
  returnFocusTo: HTMLElement | null;
}

/** The catalog's details dialog: name, badges, description and the scrollable permission list. Escape closes it. */
export function RoleDetailsDialog({ role, onClose, returnFocusTo }: RoleDetailsDialogProps) {
  const permissionsHeadingId = useId();
  const full = useFullRole(role);
  return (
    <Dialog
      open={role !== null}
      onClose={onClose}
      finalFocus={returnFocusTo}
      className={styles.dialog}
      backdrop={<div className={styles.backdrop} />}
      unmountOnHide
    >
      {role ? (
        <>
          <div className={styles.header}>
            {/* eslint-disable-next-line jsx-a11y/heading-has-content -- Ariakit renders the children into the h2 */}
            <DialogHeading render={<h2 />} className={styles.heading}>
              {role.displayName}
            </DialogHeading>
            <DialogDismiss className={button({ tone: 'secondary', size: 'sm' })}>Close</DialogDismiss>
          </div>
          <p className={styles.badges}>
            {role.builtIn ? <span className={badge({ tone: 'brand' })}>Built-in</span> : null}
            <PrivilegeBadges privileged={role.privileged} tier={role.tier} />
          </p>
          <DialogDescription className={styles.description}>{role.description || 'No description.'}</DialogDescription>
          {full.state === 'hasData' && full.data.notes.length > 0 ? (
            <div className={styles.notes}>
              <p className={styles.notesTitle}>Not visible in the action list:</p>
              <ul className={styles.notesList}>
                {full.data.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <h3 id={permissionsHeadingId} className={styles.subheading}>
            Permissions ({role.permissionsUnreadable ? 'could not be read' : role.permissionCount})
          </h3>
          {role.permissionsUnreadable ? (
            <p className={styles.unreadable}>The permissions of this role could not be read from the dataset.</p>
          ) : full.state === 'hasData' ? (
            <PermissionList permissions={full.data.permissions} labelledBy={permissionsHeadingId} />
          ) : full.state === 'hasError' ? (
            <EngineErrorNote message="The permissions of this role could not be loaded." error={full.error} />
          ) : (
            <LoadingState>Loading permissions...</LoadingState>
          )}
          <p className={styles.footer}>
            <AppLink
              href={`/simulator?add=${encodeURIComponent(role.templateId)}`}
              className={button({ tone: 'primary', size: 'sm' })}
            >
              Compare in Simulator
            </AppLink>
            <AppLink href={`/roles/${role.slug}`} className={button({ tone: 'secondary', size: 'sm' })}>
              Open role page
            </AppLink>
          </p>
        </>
      ) : null}
    </Dialog>
  );
}

type FullRole = { state: 'loading' } | { state: 'hasError'; error: unknown } | { state: 'hasData'; data: Role };

/** The shown role with its permissions: an imported one from this page, a dataset role from the worker. */
function useFullRole(role: RoleSummary | null): FullRole {
  const custom = useAtomValue(customRolesAtom).find((r) => r.templateId === role?.templateId);
  const answer = useEngineAnswer(role && !custom ? ['datasetRole', [role.templateId]] : null);
  if (custom) return { state: 'hasData', data: custom };
  if (answer.state === 'hasError') return answer;
  if (answer.state === 'hasData')
    return answer.data
      ? { state: 'hasData', data: answer.data }
      : { state: 'hasError', error: new Error('The dataset has no such role.') };
  return { state: 'loading' };
}
