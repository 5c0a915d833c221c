import { useDeferredValue, useId, useMemo, useState } from 'react';
import { viewLabel, type PermissionView } from '../../../workers/engine/catalog';
import { LoadingState } from '../../components/page-state/PageState';
import { ViewSwitch } from '../../components/view-switch/ViewSwitch';
import { input, scrollList, visuallyHidden } from '../../styles/shared.css';
import { ActionAreaCards } from './ActionAreaCards';
import { ExplainedPermissionItem } from './ExplainedPermissionItem';
import { permissionPath } from '../permissions/permission-index';
import { useInAppLinks } from './in-app-links';
import { filterPermissionRows, groupByArea } from './role-permission-rows';
import type { ExplainedRole } from './use-explained-role';
import * as styles from './RolePermissionsSection.css';

interface RolePermissionsSectionProps {
  roleName: string;
  view: PermissionView;
  explained: ExplainedRole;
  /** False when the page shows the view switch elsewhere. */
  withViewSwitch?: boolean;
}

/** The role's permissions in the current view, with how each is held, area cards and 'Privileged only' / text filters. */
export function RolePermissionsSection({ roleName, view, explained, withViewSwitch = true }: RolePermissionsSectionProps) {
  const headingId = useId();
  const filterId = useId();
  const [query, setQuery] = useState('');
  const [privilegedOnly, setPrivilegedOnly] = useState(false);
  const [area, setArea] = useState('');
  // The box updates at once; the long list follows in an interruptible render.
  const deferredQuery = useDeferredValue(query);
  const links = useInAppLinks();
  // A new view can bring 600+ rows: they render in an interruptible pass, the way typing in the filter does.
  const rows = useDeferredValue(explained.state === 'hasData' ? explained.rows : null);
  const areas = useMemo(() => (rows ? groupByArea(rows) : []), [rows]);
  const activeArea = areas.some((a) => a.area === area) ? area : '';
  const deferredPrivilegedOnly = useDeferredValue(privilegedOnly);
  const deferredArea = useDeferredValue(activeArea);
  const shown = useMemo(
    () => (rows ? filterPermissionRows(rows, { query: deferredQuery, privilegedOnly: deferredPrivilegedOnly, area: deferredArea }) : []),
    [rows, deferredQuery, deferredPrivilegedOnly, deferredArea],
  );
  const privilegedCount = useMemo(() => (rows ? rows.filter((row) => row.privileged).length : 0), [rows]);

  let body;
  if (explained.state === 'hasError') body = <p className={styles.error}>The permissions of {roleName} could not be worked out in this view. Reload the page to try again.</p>;
  else if (rows === null) body = <LoadingState>Loading permissions...</LoadingState>;
  else {
    body = (
      <>
        <ActionAreaCards areas={areas} selected={activeArea} onSelect={setArea} />
        <div className={styles.filters}>
          <div className={styles.filterBox}>
            <label htmlFor={filterId} className={visuallyHidden}>
              Filter permissions
            </label>
            <input
              id={filterId}
              type="search"
              className={input}
              placeholder="Filter permissions..."
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
            />
          </div>
          <label className={styles.checkbox}>
            <input type="checkbox" checked={privilegedOnly} onChange={(event) => setPrivilegedOnly(event.target.checked)} />
            Privileged only ({privilegedCount})
          </label>
        </div>
        <p className={styles.status} role="status">
          Showing {shown.length} of {rows.length} permissions
          {deferredArea ? ` in ${deferredArea}` : ''} · {viewLabel(view)} view
        </p>
        {shown.length === 0 ? (
          <p className={styles.empty}>{rows.length === 0 ? `${roleName} holds no permissions in this view.` : 'No permissions match these filters.'}</p>
        ) : (
          // The list scrolls, so it takes focus: keyboard users can scroll it too.
          <ul className={`${scrollList.permissions} ${styles.list}`} aria-labelledby={headingId} tabIndex={0} onClick={links.onClick}>
            {shown.map((row) => {
              const path = permissionPath(row.action);
              return <ExplainedPermissionItem key={row.key} row={row} path={path} href={links.hrefOf(path)} />;
            })}
          </ul>
        )}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Permissions of {roleName}
      </h2>
      {withViewSwitch ? <ViewSwitch className={styles.viewSwitch} /> : null}
      {body}
    </section>
  );
}
