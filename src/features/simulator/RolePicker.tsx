import {
  memo,
  startTransition,
  useDeferredValue,
  useId,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useSetAtom } from 'jotai';
import type { RoleSummary } from '../../data/role-summary';
import type { CustomRole } from '../../data/custom-roles';
import { button } from '../../styles/shared.css';
import { addPicksAtom, PICK_ATOMS } from './atoms';
import { useShownSelection } from '../../state/selection';
import { CustomRoleOption } from './CustomRoleOption';
import { RoleOption } from './RoleOption';
import { roleMatchesSearch } from '../roles/role-search';
import { useDocsAliases } from '../../state/docs-notes';
import { NO_CUSTOM_ROLES } from '../../state/custom-roles';
import * as styles from './RolePicker.css';
import { SearchField } from '../../components/search-field/SearchField';
import { HydrateLater } from '../../components/hydrate-later/HydrateLater';
import { usePaintedChunks } from '../compare/use-painted-stages';
import { countText } from '../../app/input-limits';
import { ShowAllToggle } from '../../components/show-all-toggle/ShowAllToggle';

/**
 * Rows mounted per painted frame, built-in and imported alike: the built-in roles (about 145) mount in three, a
 * 5,000-role dataset in 100. At 200 per frame, each of the 25 frames of 5,000 roles was a main-thread task of
 * 52-154 ms here; imported rows (a second line, a link to the role's page) were already 50, so 1,000 of them make no
 * long task.
 */
const ROWS_PER_STAGE = 50;
/**
 * Custom rows listed until 'Show all' (a search lists every match too): with 1,000 rows mounted, leaving the page
 * (Compare Now) unmounted them all in two main-thread tasks of ~200 ms each.
 */
const CUSTOM_ROWS_LISTED = 100;

interface OptionStageProps<R extends RoleSummary | CustomRole> {
  roles: readonly R[];
  /** The row of one role: RoleOption or CustomRoleOption. */
  Option: ComponentType<{ role: R; checked: boolean; hidden: boolean; onToggle: (templateId: string) => void }>;
  selected: ReadonlySet<string>;
  shownIds: ReadonlySet<string>;
  onToggle: (templateId: string) => void;
}

/**
 * One stage's rows. A stage renders again only when the selection or the search changes: mounting the next stage
 * leaves the ones before it alone, so each frame's work is one stage's, not every row mounted so far.
 */
const OptionStage = memo(function OptionStage<R extends RoleSummary | CustomRole>({
  roles,
  Option,
  selected,
  shownIds,
  onToggle,
}: OptionStageProps<R>) {
  return (
    <div role="presentation" className={styles.stage}>
      {roles.map((role) => (
        <Option
          key={role.templateId}
          role={role}
          checked={selected.has(role.templateId)}
          hidden={!shownIds.has(role.templateId)}
          onToggle={onToggle}
        />
      ))}
    </div>
  );
}) as <R extends RoleSummary | CustomRole>(props: OptionStageProps<R>) => ReactNode;

interface StagedOptionsProps<R extends RoleSummary | CustomRole> extends Omit<OptionStageProps<R>, 'roles'> {
  roles: readonly R[];
  searching: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  hidden?: boolean;
}

/**
 * A list of checkbox rows that mount in stages, one per painted frame, and then stay mounted: the search only hides
 * rows, so a keystroke never rebuilds the list. The list is busy until every row is in. A prerendered list's stages
 * hydrate after the rest of the page.
 */
function StagedOptions<R extends RoleSummary | CustomRole>({
  roles,
  Option,
  selected,
  shownIds,
  onToggle,
  searching,
  ...list
}: StagedOptionsProps<R>) {
  const { chunks, busy } = usePaintedChunks(roles, ROWS_PER_STAGE);
  return (
    <div role="list" className={styles.list} aria-busy={busy} data-searching={searching} {...list}>
      {chunks.map((stage, i) => (
        <HydrateLater key={i}>
          <OptionStage roles={stage} Option={Option} selected={selected} shownIds={shownIds} onToggle={onToggle} />
        </HydrateLater>
      ))}
    </div>
  );
}

/**
 * Search over the built-in roles and the imported ones, 'Select all' over what the search shows, and one checkbox row
 * per role: the imported ones in their own group, 'Custom (local)', then the built-in roles.
 */
export function RolePicker({
  roles,
  custom = NO_CUSTOM_ROLES,
  showSelection = true,
}: {
  roles: readonly RoleSummary[];
  custom?: readonly CustomRole[];
  /** False while a prerendered page hydrates: every row unticked, as the build rendered it. */
  showSelection?: boolean;
}) {
  const [query, setQuery] = useState('');
  // Typing stays responsive: the list re-filters at low priority, after the keystroke has painted.
  const deferredQuery = useDeferredValue(query);
  const docsNames = useDocsAliases();
  const shown = useMemo(
    () => roles.filter((role) => roleMatchesSearch(role, deferredQuery, { docsNames, byTemplateId: true })),
    [roles, deferredQuery, docsNames],
  );
  const shownCustom = useMemo(
    () => custom.filter((role) => roleMatchesSearch(role, deferredQuery, { docsNames, byTemplateId: true })),
    [custom, deferredQuery, docsNames],
  );
  const shownIds = useMemo(
    () => new Set([...shown, ...shownCustom].map((role) => role.templateId)),
    [shown, shownCustom],
  );
  // While every row shows unticked (showSelection false), a press picks the role and never unpicks a stored one.
  const { selected, press: toggle } = useShownSelection(PICK_ATOMS, showSelection);
  const addRoles = useSetAtom(addPicksAtom);
  const customHeadingId = useId();
  const customListId = useId();
  const [allCustom, setAllCustom] = useState(false);
  const searching = deferredQuery.trim() !== '';
  const listedCustom = useMemo(() => {
    if (allCustom || custom.length <= CUSTOM_ROWS_LISTED) return custom;
    if (!searching) return custom.slice(0, CUSTOM_ROWS_LISTED);
    // Matches past the first rows are listed too, in their order.
    const matching = new Set(shownCustom);
    return custom.filter((role, i) => i < CUSTOM_ROWS_LISTED || matching.has(role));
  }, [allCustom, custom, shownCustom, searching]);
  const searchId = useId();

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.searchField}>
          <SearchField
            id={searchId}
            label="Search roles"
            labelClassName={styles.searchLabel}
            value={query}
            onValueChange={setQuery}
            placeholder="Name, description or template id"
          />
        </div>
        <button
          type="button"
          className={button({ tone: 'secondary' })}
          // A transition: ticking hundreds of rows renders in slices, so the click's own frame stays short.
          onClick={() => startTransition(() => addRoles([...shown, ...shownCustom].map((role) => role.templateId)))}
          disabled={shownIds.size === 0}
        >
          Select all
        </button>
      </div>
      <p className={styles.count} role="status">
        {deferredQuery.trim()
          ? `${shownIds.size} of ${roles.length + custom.length} roles match`
          : `${roles.length} built-in roles${custom.length > 0 ? ` and ${custom.length} custom (local)` : ''}`}
      </p>
      {roles.length === 0 ? <p className={styles.empty}>No roles available.</p> : null}
      {roles.length > 0 && shownIds.size === 0 ? <p className={styles.empty}>No roles match your search.</p> : null}
      {/* The imported roles come first: the person just brought them in, and a keyboard user reaches them without
          tabbing past every built-in role. */}
      {custom.length > 0 ? (
        <div className={styles.customGroup} hidden={shownCustom.length === 0}>
          <h3 id={customHeadingId} className={styles.groupHeading}>
            Custom (local)
          </h3>
          <p className={styles.count}>Imported in this page; never sent anywhere.</p>
          {/* Up to 1,000 imported roles: their rows mount in stages too. */}
          <StagedOptions
            id={customListId}
            aria-labelledby={customHeadingId}
            roles={listedCustom}
            Option={CustomRoleOption}
            selected={selected}
            shownIds={shownIds}
            onToggle={toggle}
            searching={searching}
          />
          {custom.length > CUSTOM_ROWS_LISTED && !searching ? (
            <ShowAllToggle
              className={`${button({ tone: 'secondary' })} ${styles.showAllCustom}`}
              expanded={allCustom}
              onToggle={() => setAllCustom((all) => !all)}
              controls={customListId}
              first={CUSTOM_ROWS_LISTED}
              allLabel={`Show all ${countText(custom.length)} custom roles`}
            />
          ) : null}
        </div>
      ) : null}
      {custom.length > 0 && shown.length > 0 ? <h3 className={styles.groupHeading}>Built-in roles</h3> : null}
      <StagedOptions
        aria-label="Built-in roles"
        hidden={shown.length === 0}
        roles={roles}
        Option={RoleOption}
        selected={selected}
        shownIds={shownIds}
        onToggle={toggle}
        searching={searching}
      />
    </>
  );
}
