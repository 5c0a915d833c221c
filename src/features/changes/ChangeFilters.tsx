import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { AppLink } from '../../components/app-link/AppLink';
import type { ChangeRoles } from './change-roles';
import { button, input } from '../../styles/shared.css';
import { changesPath, KIND_LABELS, type ChangesQuery } from './changes-query';
import * as styles from './Changes.css';

/** The role select's value for "the roles the link names" (a link can name several; the select picks one). */
const LINKED_ROLES = '__linked';

/** The timeline's filters, applied to the URL on submit (so a reload or a shared link shows the same list). */
export function ChangeFilters({ query, lookup }: { query: ChangesQuery; lookup: ChangeRoles | null }) {
  const [, navigate] = useLocation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const role = text('role');
    navigate(
      changesPath({
        ...(role === LINKED_ROLES ? { roles: query.roles } : { role }),
        since: text('since'),
        q: text('q'),
        kind: text('kind') as ChangesQuery['kind'],
        privileged: form.get('privileged') === '1',
      }),
    );
  };
  const filtered = query.role || query.q || query.kind || query.privileged || query.since;
  const several = query.roles.length > 1;
  const roleName = (id: string) => lookup?.byTemplateId.get(id)?.displayName ?? `Role ${id}`;
  return (
    // Keyed by the query: after a navigation the fields show the URL's values again.
    <form key={changesPath(query)} className={styles.filters} onSubmit={onSubmit} aria-label="Filter the changes">
      <label className={styles.field}>
        Role
        <select name="role" defaultValue={several ? LINKED_ROLES : query.role} className={`${input} ${styles.select}`}>
          {several ? (
            <option value={LINKED_ROLES}>
              {query.roles.length} roles: {query.roles.map(roleName).join(', ')}
            </option>
          ) : null}
          <option value="">All roles</option>
          {lookup?.all.map((role) => (
            <option key={role.templateId} value={role.templateId}>
              {role.displayName}
            </option>
          ))}
          {!several && query.role && lookup && !lookup.byTemplateId.has(query.role) ? (
            <option value={query.role}>Role {query.role}</option>
          ) : null}
        </select>
      </label>
      <label className={styles.field}>
        Permission or role name contains
        <input
          name="q"
          type="search"
          defaultValue={query.q}
          className={input}
          placeholder="e.g. microsoft.directory/users"
        />
      </label>
      <label className={styles.field}>
        Kind of change
        <select name="kind" defaultValue={query.kind} className={`${input} ${styles.select}`}>
          <option value="">All kinds</option>
          {Object.entries(KIND_LABELS).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.checkbox}>
        <input name="privileged" type="checkbox" value="1" defaultChecked={query.privileged} />
        Privileged roles only
      </label>
      {query.since ? (
        <label className={styles.checkbox}>
          <input name="since" type="checkbox" value={query.since} defaultChecked />
          Only after the snapshot of {query.since}
        </label>
      ) : null}
      <button type="submit" className={button({ tone: 'primary' })}>
        Apply filters
      </button>
      {filtered ? <AppLink href="/changes">Clear filters</AppLink> : null}
    </form>
  );
}

/** The two dates to compare; the pickers offer the snapshot dates. */
export function DatePickers({ dates, from, to }: { dates: readonly string[]; from: string; to: string }) {
  const [, navigate] = useLocation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    navigate(changesPath({ from: String(form.get('from')), to: String(form.get('to')) }));
  };
  const options = [...dates].reverse().map((date) => (
    <option key={date} value={date}>
      {date}
    </option>
  ));
  return (
    <form key={`${from}|${to}`} className={styles.filters} onSubmit={onSubmit} aria-label="Compare two dates">
      <label className={styles.field}>
        From
        <select
          name="from"
          defaultValue={dates.includes(from) ? from : dates[0]}
          className={`${input} ${styles.select}`}
        >
          {options}
        </select>
      </label>
      <label className={styles.field}>
        To
        <select
          name="to"
          defaultValue={dates.includes(to) ? to : dates[dates.length - 1]}
          className={`${input} ${styles.select}`}
        >
          {options}
        </select>
      </label>
      <button type="submit" className={button({ tone: 'primary' })}>
        Compare dates
      </button>
    </form>
  );
}
