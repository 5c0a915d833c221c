// The least-privilege finder: which built-in roles cover a set of needed permissions, at the lowest cost.
import { countAnd, countBits, createBitset, hasBit, isSubsetOf, setBit, andInto, type Bitset } from './bitset';
import { isBuiltIn, viewSets, type Catalog, type PermissionView } from './catalog';
import { minimalRoleSet } from './minimal-set';
import type { CoverCandidate } from './minimal-set-problem';

/**
 * The roles at `roles` (indices into `sets`) as candidates to cover `target`: each one's part of the target, weighted
 * by all it grants (least total power wins ties) and ordered by name. Roles holding none of the target are left out.
 */
export function coverCandidates(
  catalog: Catalog,
  sets: readonly Bitset[],
  roles: Iterable<number>,
  target: Bitset,
): CoverCandidate[] {
  const candidates: CoverCandidate[] = [];
  for (const role of roles) {
    const slice = sets[role].slice();
    andInto(slice, target);
    const size = countBits(slice);
    if (size > 0)
      candidates.push({
        index: role,
        name: catalog.roles[role].name,
        set: slice,
        size,
        weight: countBits(sets[role]),
        order: catalog.nameRank[role],
      });
  }
  return candidates;
}

export interface RoleFit {
  templateId: string;
  name: string;
  permissionCount: number;
  /** Permissions the role grants beyond the need. */
  extra: number;
  privileged: boolean;
  tier: number | null;
}

export interface LeastPrivilegeAnswer {
  view: PermissionView;
  /** Needed members found in the dataset (keys), and the strings that were not. */
  need: string[];
  unknown: string[];
  /** Roles that cover every needed permission alone, best first. */
  singleRoles: RoleFit[];
  /** When no single role covers the need: the smallest combination (empty otherwise). */
  combination: RoleFit[];
  combinationProven: boolean;
  combinationMethod: 'exact' | 'greedy' | 'bounded-search' | null;
  /** Needed permissions that no role grants in this view (only possible for conditioned members). */
  uncoverable: string[];
}

function tierRank(tier: number | null | undefined): number {
  // Less privileged first: Tier 2 before 1 before 0; unclassified sorts with the least privileged.
  return tier === 0 || tier === 1 || tier === 2 ? 2 - tier : -1;
}

/** Ranks by permissions beyond the need, then Microsoft's privileged flag, then tier, then name. */
function compareFits(a: RoleFit, b: RoleFit): number {
  return (
    a.extra - b.extra ||
    Number(a.privileged) - Number(b.privileged) ||
    tierRank(a.tier) - tierRank(b.tier) ||
    a.name.localeCompare(b.name)
  );
}

function fit(catalog: Catalog, role: number, set: Bitset, covered: number): RoleFit {
  const r = catalog.roles[role];
  const permissionCount = countBits(set);
  return {
    templateId: r.templateId,
    name: r.name,
    permissionCount,
    extra: permissionCount - covered,
    privileged: r.privileged === true,
    tier: r.tier ?? null,
  };
}

/** Answers "which roles give me exactly these permissions" in a view. Keys are actions or "action [$Condition]". */
export function leastPrivilege(catalog: Catalog, needed: string[], view: PermissionView): LeastPrivilegeAnswer {
  const need: string[] = [];
  const unknown: string[] = [];
  const needSet = createBitset(catalog.keys.length);
  for (const raw of needed) {
    const key = raw.trim();
    if (!key) continue;
    const id = catalog.idByKey.get(key);
    if (id === undefined) {
      if (!unknown.includes(key)) unknown.push(key);
    } else if (!hasBit(needSet, id)) {
      setBit(needSet, id);
      need.push(key);
    }
  }
  // Custom roles (when the dataset has any) are never recommended: they stand empty here.
  const empty = createBitset(catalog.keys.length);
  const sets = viewSets(catalog, view).map((set, role) => (isBuiltIn(catalog, role) ? set : empty));
  const reachable = createBitset(catalog.keys.length);
  for (const set of sets) for (let w = 0; w < set.length; w++) reachable[w] |= set[w] & needSet[w];
  const uncoverable = need.filter((k) => !hasBit(reachable, catalog.idByKey.get(k)!));
  const answer: LeastPrivilegeAnswer = {
    view: { ...view },
    need,
    unknown,
    singleRoles: [],
    combination: [],
    combinationProven: true,
    combinationMethod: null,
    uncoverable,
  };
  if (need.length === 0) return answer;

  answer.singleRoles = sets
    .map((set, role) => (isSubsetOf(needSet, set) ? fit(catalog, role, set, need.length) : null))
    .filter((f): f is RoleFit => f !== null)
    .sort(compareFits);
  if (answer.singleRoles.length > 0) return answer;

  // No single role: cover the reachable part of the need with the fewest roles, least total power on ties.
  const candidates = coverCandidates(catalog, sets, sets.keys(), needSet);
  const minimal = minimalRoleSet(candidates, reachable);
  answer.combination = minimal.roles.map((role) => fit(catalog, role, sets[role], countAnd(sets[role], needSet)));
  answer.combinationProven = minimal.proven;
  answer.combinationMethod = minimal.method;
  return answer;
}
