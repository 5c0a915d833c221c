import { memo, useRef, type MouseEvent } from 'react';
import type { RoleSummary } from '../../data/role-summary';
import { AppLink } from '../app-link/AppLink';
import { badge, button, visuallyHidden } from '../../styles/shared.css';
import { DocsBadge } from './DocsBadge';
import { PrivilegeBadges } from './PrivilegeBadges';
import * as styles from './RoleCard.css';

interface RoleCardProps {
  role: RoleSummary;
  selected: boolean;
  /** Opens the details; focus goes back to `returnFocusTo` when they close. */
  onOpenDetails: (role: RoleSummary, returnFocusTo: HTMLElement | null) => void;
  onToggleSelected: (templateId: string) => void;
}

/**
 * A catalog card. The name is a button (Enter/Space open the details); a click anywhere else on the card
 * does the same for mouse users, so no interactive element is nested in another.
 */
export const RoleCard = memo(function RoleCard({ role, selected, onOpenDetails, onToggleSelected }: RoleCardProps) {
  const titleRef = useRef<HTMLButtonElement>(null);
  const headingId = `role-card-${role.id}`;

  const openFromCard = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('button, a')) return;
    onOpenDetails(role, titleRef.current);
  };
  const count = role.permissionCount;

  return (
    // A click anywhere on the card is a pointer shortcut; keyboard users open the details with the title's own button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <article className={styles.card} aria-labelledby={headingId} onClick={openFromCard}>
      <h2 id={headingId} className={styles.heading}>
        <button
          ref={titleRef}
          type="button"
          className={styles.titleButton}
          onClick={(e) => onOpenDetails(role, e.currentTarget)}
        >
          {role.displayName}
        </button>
      </h2>
      <p className={styles.badges}>
        {role.permissionsUnreadable ? (
          <span className={badge({ tone: 'danger' })}>Permissions could not be read</span>
        ) : (
          <span className={badge({ tone: 'neutral' })}>
            {count} {count === 1 ? 'permission' : 'permissions'}
          </span>
        )}
        {role.builtIn ? <span className={badge({ tone: 'brand' })}>Built-in</span> : null}
        <PrivilegeBadges privileged={role.privileged} tier={role.tier} />
        <DocsBadge role={role} />
      </p>
      <p className={styles.description}>{role.description || 'No description.'}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={button({ tone: selected ? 'secondary' : 'primary', size: 'sm' })}
          data-selected={selected ? 'true' : 'false'}
          onClick={() => onToggleSelected(role.templateId)}
        >
          {selected ? (
            <>
              <span aria-hidden="true">✓</span> Selected
            </>
          ) : (
            'Add to Simulator'
          )}
          <span className={visuallyHidden}> ({role.displayName})</span>
        </button>
        <button
          type="button"
          className={button({ tone: 'secondary', size: 'sm' })}
          onClick={(e) => onOpenDetails(role, e.currentTarget)}
        >
          View details<span className={visuallyHidden}> ({role.displayName})</span>
        </button>
        <AppLink
          href={`/simulator?add=${encodeURIComponent(role.templateId)}`}
          className={button({ tone: 'ghost', size: 'sm' })}
        >
          Compare in Simulator<span className={visuallyHidden}> ({role.displayName})</span>
        </AppLink>
      </div>
    </article>
  );
});
