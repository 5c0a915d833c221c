import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { loadModule, prefetchModule, useLoadedModule } from '../../app/loaded-module';
import { useDocumentMeta } from '../../app/use-document-meta';
import { useHydrated, useMountedByHydration } from '../../app/use-hydrated';
import { AppLink } from '../../components/app-link/AppLink';
import { ErrorState, LoadingState } from '../../components/page-state/PageState';
import { RoleCard } from '../../components/role-card/RoleCard';
import type { RoleSummary } from '../../data/role-summary';
import type { PageLoader } from '../../app/page-loader';
import { RoleDataProblemsNotice } from '../../features/roles/RoleDataProblemsNotice';
import { errorMessage } from '../../state/roles';
import { useRetryEngine } from '../../state/engine-retry';
import { roleIndexQuestion, useRoleIndex } from '../../state/role-index';
import type { Loadable } from '../../state/loadable';
import { SELECTION_ATOMS, useShownSelection } from '../../state/selection';
import { badge, button, page } from '../../styles/shared.css';
import * as styles from './CatalogPage.css';
import { SearchField } from '../../components/search-field/SearchField';
import { HydrateLater } from '../../components/hydrate-later/HydrateLater';
import { usePaintedChunks } from '../../features/compare/use-painted-stages';

/** Case-insensitive substring match on display name or description (spec sections 2 and 5). */
function matchesSearch(role: RoleSummary, needle: string): boolean {
  return role.displayName.toLowerCase().includes(needle) || role.description.toLowerCase().includes(needle);
}

/** The details dialog (Ariakit's dialog: more code than the rest of the page) loads apart, so the cards do not wait for it. */
const loadDetailsDialog = () => import('../../components/role-details-dialog/RoleDetailsDialog');

/** Starts loading the dialog when the pointer or the focus reaches the cards, usually well before a click. */
function prefetchDetailsDialog(): void {
  prefetchModule(loadDetailsDialog); // a failed load is tried again, and shown, on the click
}

/** What the page shows first, even when the dataset is already loaded: the cards then render at low priority. */
const NOT_YET_RENDERED: Loadable<RoleSummary[]> = { state: 'loading' };
const NO_ROLES: RoleSummary[] = [];
/**
 * Cards mounted per painted frame once the page is running (a prerendered catalog has them all): the built-in roles in
 * three frames, a 5,000-role dataset in 100. Mounted at once, 5,000 cards were main-thread tasks of up to 348 ms here.
 */
const CARDS_PER_STAGE = 60;

/** One stage's cards: rendered again only when the search or the selection changes, not when the next stage mounts. */
const CardStage = memo(function CardStage({
  roles,
  shownIds,
  selected,
  onOpenDetails,
  onToggleSelected,
}: {
  roles: readonly RoleSummary[];
  shownIds: ReadonlySet<string>;
  selected: ReadonlySet<string>;
  onOpenDetails: (role: RoleSummary, returnFocusTo: HTMLElement | null) => void;
  onToggleSelected: (templateId: string) => void;
}) {
  return (
    <div role="presentation" className={styles.gridStage}>
      {roles.map((role) => (
        <div key={role.id} role="listitem" className={styles.gridItem} hidden={!shownIds.has(role.id)}>
          <RoleCard
            role={role}
            selected={selected.has(role.templateId)}
            onOpenDetails={onOpenDetails}
            onToggleSelected={onToggleSelected}
          />
        </div>
      ))}
    </div>
  );
});

interface OpenDetails {
  role: RoleSummary;
  returnFocusTo: HTMLElement | null;
}

/** The prerendered catalog lists every role from the worker's index. */
export const loader: PageLoader = () => [roleIndexQuestion()];

export function CatalogPage() {
  useDocumentMeta(
    'Role Catalog',
    'Browse every Microsoft Entra ID built-in directory role with its permissions, Microsoft privileged flag and EntraOps tier, and add roles to the simulator.',
  );
  // The arrival of the dataset (or opening the page with it loaded) renders 143 cards: at low priority, in slices that keep the main thread free.
  // A prerendered catalog (server render and hydration) shows its cards at once.
  const byHydration = useMountedByHydration();
  const hydrated = useHydrated();
  const loaded = useRoleIndex();
  const roles = useDeferredValue(loaded, byHydration ? loaded : NOT_YET_RENDERED);
  const retry = useRetryEngine();
  const [query, setQuery] = useState('');
  // Typing updates the box at once; the grid follows in an interruptible render.
  const deferredQuery = useDeferredValue(query);
  const [details, setDetails] = useState<OpenDetails | null>(null);
  // The selection is kept in session storage, which the server does not have: it shows once the page is hydrated.
  const { picked: selection, selected, press: toggleSelected } = useShownSelection(SELECTION_ATOMS, hydrated);
  // Mounted on the first opening and kept, so closing returns the focus the way it always does.
  const [dialogMounted, setDialogMounted] = useState(false);
  const RoleDetailsDialog = useLoadedModule(loadDetailsDialog)?.RoleDetailsDialog;
  const openDetails = useCallback((role: RoleSummary, returnFocusTo: HTMLElement | null) => {
    void loadModule(loadDetailsDialog);
    setDialogMounted(true);
    setDetails({ role, returnFocusTo });
  }, []);
  const closeDetails = useCallback(() => setDetails(null), []);

  const all = roles.state === 'hasData' ? roles.data : null;
  const shownIds = useMemo(() => {
    const needle = deferredQuery.trim().toLowerCase();
    return new Set((all ?? []).filter((role) => !needle || matchesSearch(role, needle)).map((role) => role.id));
  }, [all, deferredQuery]);
  const { chunks, busy } = usePaintedChunks(all ?? NO_ROLES, CARDS_PER_STAGE);
  const shownPermissions = useMemo(
    () => (all ?? []).reduce((sum, role) => (shownIds.has(role.id) ? sum + role.permissionCount : sum), 0),
    [all, shownIds],
  );

  let body;
  if (roles.state === 'loading') body = <LoadingState>Loading role catalog...</LoadingState>;
  else if (roles.state === 'hasError') {
    body = (
      <ErrorState
        heading="Error Loading Catalog"
        message={errorMessage(roles.error)}
        action={
          <button type="button" className={button({ tone: 'secondary' })} onClick={retry}>
            Try again
          </button>
        }
      />
    );
  } else {
    body = (
      <>
        <RoleDataProblemsNotice />
        <div className={styles.toolbar}>
          <SearchField
            id="catalog-search"
            label="Search roles"
            hideLabel
            inputClassName={styles.search}
            placeholder="Search roles..."
            value={query}
            onValueChange={setQuery}
          />
          <p className={styles.counts} role="status">
            <span className={badge({ tone: 'brand' })}>
              {shownIds.size} of {roles.data.length} roles
            </span>
            <span className={badge({ tone: 'neutral' })}>{shownPermissions} total permissions</span>
          </p>
        </div>
        <p className={styles.selectionBar}>
          <span>
            {selection.length} {selection.length === 1 ? 'role' : 'roles'} selected for the simulator
          </span>
          <AppLink href="/simulator" className={button({ tone: 'secondary', size: 'sm' })}>
            Open Simulator
          </AppLink>
        </p>
        {shownIds.size === 0 ? <p className={styles.empty}>No roles found matching your search criteria.</p> : null}
        {/* The cards mount in stages, one per painted frame, and then stay mounted: a search only hides the others,
            so typing never rebuilds the grid. The grid is busy until every card is in. A prerendered grid's stages
            hydrate after the rest of the page. */}
        <div
          role="list"
          className={styles.grid}
          aria-label="Roles"
          aria-busy={busy}
          data-searching={deferredQuery.trim() !== ''}
          hidden={shownIds.size === 0}
          onPointerOver={prefetchDetailsDialog}
          onFocus={prefetchDetailsDialog}
        >
          {chunks.map((chunk, i) => (
            <HydrateLater key={i}>
              <CardStage
                roles={chunk}
                shownIds={shownIds}
                selected={selected}
                onOpenDetails={openDetails}
                onToggleSelected={toggleSelected}
              />
            </HydrateLater>
          ))}
        </div>
        {dialogMounted && RoleDetailsDialog ? (
          <RoleDetailsDialog
            role={details?.role ?? null}
            returnFocusTo={details?.returnFocusTo ?? null}
            onClose={closeDetails}
          />
        ) : null}
      </>
    );
  }

  return (
    <div className={page}>
      <h1 className={styles.title}>Role Catalog</h1>
      <p className={styles.intro}>
        Every Microsoft Entra ID built-in directory role with its permissions, Microsoft's privileged flag (preview) and
        its EntraOps tier. Add roles to the simulator to compare them.
      </p>
      {body}
    </div>
  );
}
