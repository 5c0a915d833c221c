import { lazy, Suspense, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { viewLabel, type PermissionView } from '@engine/catalog';
import { afterNextPaint } from '../../app/after-paint';
import { LoadingState } from '../../components/page-state/PageState';
import { EngineErrorNote } from '../../components/page-state/EngineErrorNote';
import { ViewSwitch } from '../../components/view-switch/ViewSwitch';
import { ActionAreaCards } from './ActionAreaCards';
import { filterPermissionRows, groupByArea, type RolePermissionRow } from './role-permission-rows';
import type { ExplainedRole } from './use-explained-role';
import { countRow } from '../../styles/shared.css';
import * as styles from './RolePermissionsSection.css';
import { SearchField } from '../../components/search-field/SearchField';
import { DownloadCsvButton } from '../../components/download-csv/DownloadCsvButton';
import type { Role } from '../../data/role-model';
import { rolePermissionsCsv, rolePermissionsCsvName } from './role-permissions-csv';

const loadList = () => import('./RolePermissionList');
/**
 * The list and its rows' code load apart from the page: the role shows without waiting for them, and they are fetched
 * once the page has painted, while the worker works out the rows. The one lazy() under Suspense left beside
 * src/app/loaded-module.ts, on purpose: the build's one render waits for a suspended boundary, so the prerendered role
 * page holds its permissions, and hydration keeps that server markup until the code is in. Without Suspense both the
 * HTML and the first client render would say 'Loading permissions...'.
 */
const RolePermissionList = lazy(() => loadList().then((m) => ({ default: m.RolePermissionList })));

const rowsKeys = new WeakMap<readonly RolePermissionRow[], number>();
let lastRowsKey = 0;

/** A key per set of rows the engine answered with. */
function rowsKey(rows: readonly RolePermissionRow[]): number {
  let key = rowsKeys.get(rows);
  if (key === undefined) {
    key = ++lastRowsKey;
    rowsKeys.set(rows, key);
  }
  return key;
}

interface RolePermissionsSectionProps {
  role: Pick<Role, 'displayName' | 'templateId' | 'slug' | 'datasetDate'>;
  view: PermissionView;
  explained: ExplainedRole;
  /** False when the page shows the view switch elsewhere. */
  withViewSwitch?: boolean;
  /** The dataset's list of the role's permissions could not be read: say so instead of showing none. */
  unreadable?: boolean;
}

/** The role's permissions in the current view, with how each is held, area cards and 'Privileged only' / text filters. */
export function RolePermissionsSection({
  role,
  view,
  explained,
  withViewSwitch = true,
  unreadable = false,
}: RolePermissionsSectionProps) {
  const roleName = role.displayName;
  const headingId = useId();
  const filterId = useId();
  const [query, setQuery] = useState('');
  const [privilegedOnly, setPrivilegedOnly] = useState(false);
  const [area, setArea] = useState('');
  // The box updates at once; the long list follows in an interruptible render.
  const deferredQuery = useDeferredValue(query);
  // A new view can bring 600+ rows: they render in an interruptible pass, the way typing in the filter does.
  const rows = useDeferredValue(explained.state === 'hasData' ? explained.rows : null);
  const areas = useMemo(() => (rows ? groupByArea(rows) : []), [rows]);
  const activeArea = areas.some((a) => a.area === area) ? area : '';
  const deferredPrivilegedOnly = useDeferredValue(privilegedOnly);
  const deferredArea = useDeferredValue(activeArea);
  const shown = useMemo(
    () =>
      rows
        ? filterPermissionRows(rows, {
            query: deferredQuery,
            privilegedOnly: deferredPrivilegedOnly,
            area: deferredArea,
          })
        : [],
    [rows, deferredQuery, deferredPrivilegedOnly, deferredArea],
  );
  const privilegedCount = useMemo(() => (rows ? rows.filter((row) => row.privileged).length : 0), [rows]);

  useEffect(() => afterNextPaint(() => void loadList().catch(() => {})), []);

  let body;
  if (unreadable)
    body = (
      <p className={styles.error}>
        The permissions of {roleName} could not be read from the dataset, so none are shown.
      </p>
    );
  else if (explained.state === 'hasError')
    body = (
      <EngineErrorNote
        className={styles.error}
        message={`The permissions of ${roleName} could not be worked out in this view.`}
        error={explained.error}
      />
    );
  else if (rows === null) body = <LoadingState>Loading permissions...</LoadingState>;
  else {
    body = (
      <>
        <ActionAreaCards areas={areas} selected={activeArea} onSelect={setArea} />
        <div className={styles.filters}>
          <div className={styles.filterBox}>
            <SearchField
              id={filterId}
              label="Filter permissions"
              hideLabel
              placeholder="Filter permissions..."
              value={query}
              onValueChange={setQuery}
            />
          </div>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={privilegedOnly}
              onChange={(event) => setPrivilegedOnly(event.target.checked)}
            />
            Privileged only ({privilegedCount})
          </label>
        </div>
        <div className={countRow}>
          <p className={styles.status} role="status">
            Showing {shown.length} of {rows.length} permissions
            {deferredArea ? ` in ${deferredArea}` : ''} · {viewLabel(view)} view
          </p>
          {shown.length > 0 ? (
            <DownloadCsvButton
              fileName={rolePermissionsCsvName(role, view, shown.length < rows.length)}
              csv={() => rolePermissionsCsv(role, shown, view)}
            />
          ) : null}
        </div>
        {shown.length === 0 ? (
          <p className={styles.empty}>
            {rows.length === 0
              ? `${roleName} holds no permissions in this view.`
              : 'No permissions match these filters.'}
          </p>
        ) : (
          <Suspense fallback={<LoadingState>Loading permissions...</LoadingState>}>
            {/* A new set of rows (another view) mounts a new list, which fills in painted stages again. */}
            <RolePermissionList key={rowsKey(rows)} rows={shown} labelledBy={headingId} />
          </Suspense>
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
