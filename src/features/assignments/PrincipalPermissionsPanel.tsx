import { useId } from 'react';
import { countText } from '../../app/input-limits';
import { useEngineAnswer } from '../../state/engine-answer';
import { usePermissionView } from '../../state/view';
import { scrollList } from '../../styles/shared.css';
import * as styles from './PrincipalDetailDialog.css';

/** The union of a principal's known roles in the chosen view, and the proven-minimal set of them that keeps it. */
export function PrincipalPermissionsPanel({ templateIds }: { templateIds: string[] }) {
  const [view] = usePermissionView();
  const listId = useId();
  const distinct = [...new Set(templateIds)].sort();
  const answer = useEngineAnswer(distinct.length > 0 ? ['principalPermissions', [distinct, view]] : null);
  if (distinct.length === 0) return <p>None of these roles is a known definition: there are no permissions to show.</p>;
  if (answer.state === 'hasError') return <p role="alert">The permissions could not be worked out. Try again.</p>;
  if (answer.state !== 'hasData') return <p role="status">Working out the permissions...</p>;
  const p = answer.data;
  const dropped = p.roles.filter((r) => p.droppedRoles.includes(r.templateId)).map((r) => r.name);
  return (
    <>
      <h3 id={listId} className={styles.subheading}>
        Permissions held ({countText(p.union.length)}, {p.viewLabel} view)
      </h3>
      <ul className={scrollList.drawer} aria-labelledby={listId} tabIndex={0}>
        {p.union.map((key) => (
          <li key={key} className={styles.permission}>
            {key}
          </li>
        ))}
      </ul>
      <h3 className={styles.subheading}>Smallest set of these roles that keeps them</h3>
      <p>
        {p.minimalSetNames.join(', ')} ({p.minimalSet.length} of {p.roles.length} roles;{' '}
        {p.minimalSetProven ? 'proven minimal' : 'the smallest found, not proven minimal'}).
      </p>
      <p>
        {dropped.length === 0
          ? p.minimalSetProven
            ? 'Every one of these roles is needed: dropping any of them loses permissions.'
            : 'No smaller set of these roles was found that keeps every permission.'
          : p.removedByDropping.length === 0
            ? `Dropping the rest (${dropped.join(', ')}) removes nothing: every permission above is still held.`
            : `Dropping the rest (${dropped.join(', ')}) would remove ${countText(p.removedByDropping.length)} permissions.`}
      </p>
    </>
  );
}
