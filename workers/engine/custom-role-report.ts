// One role (an imported custom role, or any role) against the built-in roles: likeness, replacements, what none holds.
import { andInto, countAnd, countBits, createBitset, hasBit, isSubsetOf, orInto, type Bitset } from './bitset';
import { isBuiltIn, viewSets, type Catalog, type PermissionView } from './catalog';
import { coverCandidates } from './least-privilege';
import { minimalRoleSet } from './minimal-set';
import { overlapPercent } from './pairs';

/** How many of the most similar built-in roles a report lists. */
export const SIMILAR_ROLE_COUNT = 10;

/** A built-in role that shares permissions with the reported role. */
export interface SimilarBuiltInRole {
  templateId: string;
  name: string;
  /** Shared divided by the pair's union, times 100, rounded: the matrix's figure. */
  percent: number;
  shared: number;
  union: number;
  /** The built-in role's permission count in the view. */
  permissionCount: number;
}

/** A built-in role in a replacement or a combination, with what it grants beyond the reported role. */
export interface BuiltInFit {
  templateId: string;
  name: string;
  permissionCount: number;
  /** Of the reported role's permissions, how many this role holds. */
  covers: number;
  /** Permissions this role grants that the reported role does not. */
  extra: number;
  /** Of `extra`, those whose action the dataset labels privileged. */
  privilegedExtra: number;
  /** Microsoft's isPrivileged flag of the whole role. */
  privileged: boolean;
  tier: number | null;
}

export interface CustomRoleReport {
  view: PermissionView;
  templateId: string;
  name: string;
  builtIn: boolean;
  /** The role's permission keys in the view (action, or "action [$Condition]"), sorted. */
  keys: string[];
  /** Those whose action the dataset labels privileged. */
  privilegedKeys: string[];
  /** Those that no built-in role holds in this view: no built-in role, or combination, can replace the role. */
  notInAnyBuiltIn: string[];
  /** The built-in roles sharing the most with it (at most SIMILAR_ROLE_COUNT, none sharing nothing), most similar first. */
  similar: SimilarBuiltInRole[];
  /** Built-in roles holding every one of its permissions, fewest extra permissions first. */
  replacements: BuiltInFit[];
  /**
   * When no built-in role holds all of it: the fewest built-in roles that together hold all it can get from built-ins
   * (everything but `notInAnyBuiltIn`), least total power on ties. Empty when a replacement exists or nothing is reachable.
   */
  combination: BuiltInFit[];
  combinationProven: boolean;
  combinationMethod: 'exact' | 'greedy' | 'bounded-search' | null;
}

function tierRank(tier: number | null): number {
  // Less privileged first: Tier 2 before 1 before 0; unclassified sorts with the least privileged.
  return tier === 0 || tier === 1 || tier === 2 ? 2 - tier : -1;
}

/**
 * The replacement order: fewest extra permissions, then fewest privileged extras, then Microsoft's privileged flag,
 * then tier, then name (the finder's order, with privileged extras as the first tie-break).
 */
export function compareReplacements(a: BuiltInFit, b: BuiltInFit): number {
  return (
    a.extra - b.extra ||
    a.privilegedExtra - b.privilegedExtra ||
    Number(a.privileged) - Number(b.privileged) ||
    tierRank(a.tier) - tierRank(b.tier) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
}

/** The members whose action is labelled privileged. */
function privilegedMembers(catalog: Catalog, privilegedActions: readonly string[]): Bitset {
  const labelled = new Set(privilegedActions);
  const set = createBitset(catalog.keys.length);
  catalog.grants.forEach((grant, id) => {
    if (labelled.has(grant.action)) set[id >>> 5] |= 1 << (id & 31);
  });
  return set;
}

function keysOf(catalog: Catalog, set: Bitset): string[] {
  return catalog.keys.filter((_, id) => hasBit(set, id));
}

/**
 * Reports how a role compares with the built-in roles in a view (null for an unknown template id). The role itself
 * is never its own replacement or neighbour; custom roles are never recommended. `privilegedActions` are the actions
 * the dataset labels privileged (the engine keeps no per-action labels).
 */
export function customRoleReport(
  catalog: Catalog,
  templateId: string,
  view: PermissionView,
  privilegedActions: readonly string[],
): CustomRoleReport | null {
  const target = catalog.indexByTemplateId.get(templateId);
  if (target === undefined) return null;
  const sets = viewSets(catalog, view);
  const own = sets[target];
  const size = countBits(own);
  const privileged = privilegedMembers(catalog, privilegedActions);
  const builtIns = sets.map((_, i) => i).filter((i) => i !== target && isBuiltIn(catalog, i));

  const reachable = createBitset(catalog.keys.length);
  for (const i of builtIns) orInto(reachable, sets[i]);
  andInto(reachable, own);
  const missing = own.slice();
  for (let w = 0; w < missing.length; w++) missing[w] &= ~reachable[w];
  const ownPrivileged = own.slice();
  andInto(ownPrivileged, privileged);

  const fit = (i: number): BuiltInFit => {
    const role = catalog.roles[i];
    const count = countBits(sets[i]);
    const covers = countAnd(sets[i], own);
    const extraPrivileged = sets[i].slice();
    andInto(extraPrivileged, privileged);
    return {
      templateId: role.templateId,
      name: role.name,
      permissionCount: count,
      covers,
      extra: count - covers,
      privilegedExtra: countBits(extraPrivileged) - countAnd(extraPrivileged, own),
      privileged: role.privileged === true,
      tier: role.tier ?? null,
    };
  };

  const similar = builtIns
    .map((i): SimilarBuiltInRole & { rank: number } => {
      const shared = countAnd(sets[i], own);
      const count = countBits(sets[i]);
      const union = size + count - shared;
      const { templateId: id, name } = catalog.roles[i];
      const percent = overlapPercent(shared, union);
      return { templateId: id, name, percent, shared, union, permissionCount: count, rank: catalog.nameRank[i] };
    })
    .filter((s) => s.shared > 0)
    .sort((a, b) => b.percent - a.percent || b.shared - a.shared || a.rank - b.rank)
    .slice(0, SIMILAR_ROLE_COUNT)
    .map(({ rank: _rank, ...rest }) => rest);

  const replacements =
    size === 0
      ? []
      : builtIns
          .filter((i) => isSubsetOf(own, sets[i]))
          .map(fit)
          .sort(compareReplacements);

  const report: CustomRoleReport = {
    view: { ...view },
    templateId: catalog.roles[target].templateId,
    name: catalog.roles[target].name,
    builtIn: isBuiltIn(catalog, target),
    keys: keysOf(catalog, own),
    privilegedKeys: keysOf(catalog, ownPrivileged),
    notInAnyBuiltIn: keysOf(catalog, missing),
    similar,
    replacements,
    combination: [],
    combinationProven: true,
    combinationMethod: null,
  };
  if (replacements.length > 0 || countBits(reachable) === 0) return report;

  // No single built-in role holds it all: the fewest built-in roles covering what built-ins can cover of it.
  const candidates = coverCandidates(catalog, sets, builtIns, reachable);
  const minimal = minimalRoleSet(candidates, reachable);
  report.combination = minimal.roles.map(fit).sort(compareReplacements);
  report.combinationProven = minimal.proven;
  report.combinationMethod = minimal.method;
  return report;
}
