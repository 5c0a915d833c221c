import { memo, useId } from 'react';
import type { CustomRole } from '../../data/custom-roles';
import { AppLink } from '../../components/app-link/AppLink';
import { visuallyHidden } from '../../styles/shared.css';
import { customRolePath } from '../custom-roles/role-path';
import * as optionStyles from './RoleOption.css';
import * as styles from './CustomRoleOption.css';

interface CustomRoleOptionProps {
  role: CustomRole;
  checked: boolean;
  hidden: boolean;
  onToggle: (templateId: string) => void;
}

/** One row of the 'Custom (local)' group: a checkbox row like a built-in role's, and a link to the role's local page. */
export const CustomRoleOption = memo(function CustomRoleOption({
  role,
  checked,
  hidden,
  onToggle,
}: CustomRoleOptionProps) {
  const descriptionId = useId();
  return (
    <div role="listitem" hidden={hidden} className={styles.item}>
      <label className={optionStyles.row}>
        <input
          type="checkbox"
          className={optionStyles.checkbox}
          checked={checked}
          onChange={() => onToggle(role.templateId)}
          aria-label={`${role.displayName} (custom, local)`}
          aria-describedby={descriptionId}
        />
        <span className={optionStyles.text}>
          <span className={optionStyles.name}>{role.displayName}</span>
          <span id={descriptionId} className={optionStyles.description}>
            {role.description || 'Imported custom role (no description)'}
          </span>
        </span>
        <span className={optionStyles.count}>{role.permissions.length} listed</span>
      </label>
      <AppLink href={customRolePath(role.templateId)} className={styles.localLink}>
        Local page<span className={visuallyHidden}> of {role.displayName}</span>
      </AppLink>
    </div>
  );
});
