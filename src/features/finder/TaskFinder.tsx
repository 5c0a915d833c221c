import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { ErrorState, LoadingState } from '../../components/page-state/PageState';
import { RolesLoadStatus } from '../roles/RolesLoadStatus';
import { errorMessage } from '../../state/roles';
import { useEngineAnswer, type EngineCall } from '../../state/engine-answer';
import { useRetryTaskTable, useTaskTable } from '../../state/task-table';
import { card, input } from '../../styles/shared.css';
import type { TaskFile } from './task-data';
import { groupBySection, MAX_TASK_QUERY_CHARS, searchTasks } from './task-search';
import { TaskRow, type TaskRoles } from './TaskRow';
import * as ruled from '../permissions/RuledList.css';
import * as styles from './TaskFinder.css';

/** The task query of the URL (`task=`), read up to the cap. */
function useTaskQuery(): [string, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const query = (params.get('task') ?? '').slice(0, MAX_TASK_QUERY_CHARS);
  const setQuery = (next: string) =>
    setParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === '') params.delete('task');
        else params.set('task', next);
        return params;
      },
      { replace: true },
    );
  return [query, setQuery];
}

/** The built-in roles as the rows show them: the worker's answer, for the whole table at once. */
const TASK_ROLES_CALL: EngineCall<'finderTaskRoles'> = ['finderTaskRoles', []];

function TaskResults({ table, byId, query }: { table: TaskFile; byId: TaskRoles; query: string }) {
  const matches = useMemo(() => searchTasks(table.tasks, query), [table, query]);
  const trimmed = query.trim();
  const sections = new Set(table.tasks.map((t) => t.section)).size;
  const status =
    trimmed === ''
      ? `All ${table.tasks.length} tasks in ${sections} areas, in Microsoft's order.`
      : matches.length === 0
        ? `No task matches "${trimmed}".`
        : `${matches.length} ${matches.length === 1 ? 'task matches' : 'tasks match'} "${trimmed}", best first.`;
  return (
    <>
      <p className={styles.status} role="status">
        {status}
      </p>
      {trimmed !== '' && matches.length === 0 ? (
        <p className={styles.hint}>
          Every word must appear in a task, its area or a role name. Try fewer words, or words from the task itself such
          as "password", "license" or "BitLocker". To start from the permissions instead, use the "By permission" tab.
        </p>
      ) : null}
      {trimmed === '' ? (
        groupBySection(matches).map((group) => (
          <section key={group.section} className={styles.group} aria-label={group.section}>
            <h3 className={styles.groupHeading}>{group.section}</h3>
            <ul className={ruled.list}>
              {group.items.map((m) => (
                <TaskRow key={m.index} task={m.task} byId={byId} showSection={false} />
              ))}
            </ul>
          </section>
        ))
      ) : matches.length > 0 ? (
        <ul className={ruled.list} aria-label={`Tasks matching "${trimmed}"`}>
          {matches.map((m) => (
            <TaskRow key={m.index} task={m.task} byId={byId} showSection />
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The finder's task tab: search Microsoft's "least privileged roles by task" and see each role with RolePrism's numbers. */
export function TaskFinder() {
  const [query, setQuery] = useTaskQuery();
  const shownQuery = useDeferredValue(query);
  const table = useTaskTable();
  const retry = useRetryTaskTable();
  const roles = useEngineAnswer(TASK_ROLES_CALL);
  const taskRoles = roles.state === 'hasData' ? roles.data : null;
  const byId = useMemo(() => taskRoles && new Map(taskRoles.map((role) => [role.templateId, role])), [taskRoles]);

  let body;
  if (table.state === 'hasError')
    body = (
      <ErrorState
        heading="Error Loading Tasks"
        message={`${errorMessage(table.error, 'The task table could not be loaded.')} Check your connection and try again.`}
        onRetry={retry}
      />
    );
  else if (!byId)
    body = (
      <RolesLoadStatus
        status={roles.state === 'hasError' ? roles : { state: 'loading' }}
        loading="Loading roles..."
        errorHeading="Error Loading Roles"
      />
    );
  else if (table.state === 'loading') body = <LoadingState>Loading the task table...</LoadingState>;
  else body = <TaskResults table={table.data} byId={byId} query={shownQuery} />;

  const source = table.state === 'hasData' ? table.data.source : null;
  return (
    <section className={`${card} ${styles.finder}`} aria-labelledby="finder-task-heading">
      <h2 id="finder-task-heading" className={styles.heading}>
        Find a role by task
      </h2>
      <p className={styles.intro}>
        Type what the person needs to do, such as "reset password" or "BitLocker". Each task shows Microsoft's least
        privileged role and the additional roles that can also do it, with RolePrism's numbers beside each role: the
        permissions it lists in this dataset, Microsoft's privileged label and its EntraOps tier.
      </p>
      <div className={styles.field}>
        <label htmlFor="finder-task-query" className={styles.label}>
          Task, area or role
        </label>
        <input
          id="finder-task-query"
          type="search"
          className={input}
          value={query}
          maxLength={MAX_TASK_QUERY_CHARS}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {source ? (
        <p className={styles.credit}>
          From Microsoft's <a href={source.url}>'Least privileged roles by task'</a> ({source.msDate}), {source.licence}
          .
        </p>
      ) : null}
      {body}
    </section>
  );
}
