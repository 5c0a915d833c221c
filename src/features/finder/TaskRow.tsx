import { AppLink } from '../../components/app-link/AppLink';
import { PrivilegeBadges } from '../../components/role-card/PrivilegeBadges';
import type { TaskRole } from '../../../workers/finder-page';
import { taskNotes, taskNoteText } from './task-checks';
import type { DelegatedTask, TaskPrincipal } from './task-data';
import { visuallyHidden } from '../../styles/shared.css';
import * as styles from './TaskRow.css';

const TOGETHER = ['', '', 'both', 'all three', 'all four'];

/** The built-in roles by template id, as the worker answers them for the task tab (finderTaskRoles). */
export type TaskRoles = ReadonlyMap<string, TaskRole>;

function Principal({ principal, role }: { principal: TaskPrincipal; role: TaskRole | undefined }) {
  if (principal.kind === 'principal')
    return (
      <li className={styles.principal}>
        <span className={styles.name}>{principal.name}</span>
        <span className={styles.meta}>Not a directory role</span>
      </li>
    );
  if (!role)
    return (
      <li className={styles.principal}>
        <span className={styles.name}>{principal.name}</span>
        <span className={styles.meta}>not in this dataset</span>
      </li>
    );
  const count = role.permissions.length;
  return (
    <li className={styles.principal}>
      <AppLink href={`/roles/${role.slug}`} className={styles.name}>
        {role.displayName}
      </AppLink>
      <span className={styles.meta}>
        {count === 0
          ? 'lists no permissions in this dataset'
          : `${count} ${count === 1 ? 'permission' : 'permissions'}`}
      </span>
      <PrivilegeBadges privileged={role.privileged} tier={role.tier} />
    </li>
  );
}

function PrincipalList({ principals, byId }: { principals: TaskPrincipal[]; byId: TaskRoles }) {
  return (
    <ul className={styles.principals}>
      {principals.map((p) => (
        <Principal
          key={p.name}
          principal={p}
          role={p.kind === 'role' && p.templateId ? byId.get(p.templateId) : undefined}
        />
      ))}
    </ul>
  );
}

/** The roles of a row that are in the dataset, least privileged first, each once. */
function datasetIds(task: DelegatedTask, byId: TaskRoles): string[] {
  const ids = [...task.least, ...task.additional].flatMap((p) =>
    p.kind === 'role' && p.templateId && byId.has(p.templateId) ? [p.templateId] : [],
  );
  return [...new Set(ids)];
}

/** One task of Microsoft's table: its roles with RolePrism's numbers, a link to compare them, and where the data disagrees. */
export function TaskRow({ task, byId, showSection }: { task: DelegatedTask; byId: TaskRoles; showSection: boolean }) {
  const notes = taskNotes(task, (id) => byId.get(id));
  const ids = datasetIds(task, byId);
  const together = task.leastTogether ? ` (${TOGETHER[task.least.length] ?? `all ${task.least.length}`} together)` : '';
  return (
    <li className={styles.row}>
      <p className={styles.task}>
        <span>{task.task}</span>
        {showSection ? <span className={styles.section}> · {task.section}</span> : null}
      </p>
      <dl className={styles.roles}>
        <dt className={styles.term}>Least privileged{together}</dt>
        <dd className={styles.detail}>
          <PrincipalList principals={task.least} byId={byId} />
        </dd>
        {task.additional.length > 0 ? (
          <>
            <dt className={styles.term}>Additional roles</dt>
            <dd className={styles.detail}>
              <PrincipalList principals={task.additional} byId={byId} />
            </dd>
          </>
        ) : null}
      </dl>
      {notes.length > 0 ? (
        <ul className={styles.notes} aria-label="Where this dataset disagrees">
          {notes.map((note) => (
            <li key={`${note.kind}-${note.role}`}>{taskNoteText(note)}</li>
          ))}
        </ul>
      ) : null}
      {ids.length >= 2 ? (
        <AppLink href={`/compare?ids=${ids.join(',')}`} className={styles.compare}>
          Compare {ids.length === 2 ? 'both roles' : `these ${ids.length} roles`}
          <span className={visuallyHidden}> for "{task.task}"</span>
        </AppLink>
      ) : null}
    </li>
  );
}
