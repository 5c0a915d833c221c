import { memo, useId } from 'react';
import type { RoleSummary } from '../../data/role-summary';
import { docsMarkText } from '../../components/role-card/DocsBadge';
import { docsMarkOf, useDocsNotes } from '../../state/docs-notes';
import { badge, visuallyHidden } from '../../styles/shared.css';
import * as styles from './RoleOption.css';

interface RoleOptionProps {
  role: RoleSummary;
  checked: boolean;
  /** Filtered out by the search: kept mounted but hidden, so typing only flips attributes. */
  hidden: boolean;
  onToggle: (templateId: string) => void;
}

/** One checkbox row of 'Available Roles': the whole row is the checkbox's label, so a click anywhere toggles it. */
export const RoleOption = memo(function RoleOption({ role, checked, hidden, onToggle }: RoleOptionProps) {
  const descriptionId = useId();
  const docsMarkId = useId();
  const mark = docsMarkText(docsMarkOf(useDocsNotes(), role.templateId));
  return (
    <div role="listitem" hidden={hidden}>
      <label className={styles.row}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          onChange={() => onToggle(role.templateId)}
          aria-label={role.displayName}
          aria-describedby={mark ? `${descriptionId} ${docsMarkId}` : descriptionId}
        />
        <span className={styles.text}>
          <span className={styles.name}>{role.displayName}</span>
          <span id={descriptionId} className={styles.description}>
            {role.description}
          </span>
          {mark ? (
            // The role page's notice says more; here the row says what the mark means to a screen reader.
            <span id={docsMarkId} className={badge({ tone: mark.short === 'Docs differ' ? 'warning' : 'danger' })}>
              {mark.short}
              <span className={visuallyHidden}>: {mark.long} See the role page.</span>
            </span>
          ) : null}
        </span>
        <span className={styles.count}>
          {role.permissionsUnreadable ? 'permissions unreadable' : `${role.permissionCount} listed`}
        </span>
      </label>
    </div>
  );
});
