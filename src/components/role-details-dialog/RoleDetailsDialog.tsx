import { useId } from 'react';
import { Dialog, DialogDescription, DialogDismiss, DialogHeading } from '@ariakit/react';
import type { Role } from '../../data/role-model';
import { AppLink } from '../app-link/AppLink';
import { PrivilegeBadges } from '../role-card/PrivilegeBadges';
import { badge, button } from '../../styles/shared.css';
import { PermissionList } from './PermissionList';
import * as styles from './RoleDetailsDialog.css';

interface RoleDetailsDialogProps {
  /** The role shown; null keeps the dialog closed. */
  role: Role | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the control that opened it). */
  returnFocusTo: HTMLElement | null;
}

/** The catalog's details dialog: name, badges, description and the scrollable permission list. Escape closes it. */
export function RoleDetailsDialog({ role, onClose, returnFocusTo }: RoleDetailsDialogProps) {
  const permissionsHeadingId = useId();
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
          {role.notes.length > 0 ? (
            <div className={styles.notes}>
              <p className={styles.notesTitle}>Not visible in the action list:</p>
              <ul className={styles.notesList}>
                {role.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <h3 id={permissionsHeadingId} className={styles.subheading}>
            Permissions ({role.permissionsUnreadable ? 'could not be read' : role.permissions.length})
          </h3>
          {role.permissionsUnreadable ? (
            <p className={styles.unreadable}>The permissions of this role could not be read from the dataset.</p>
          ) : (
            <PermissionList permissions={role.permissions} labelledBy={permissionsHeadingId} />
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
