// Compares a selection of roles: union, intersection, pairwise overlap, subsets and the minimal role set.
import { andInto, countBits, createBitset, forEachBit, orInto } from './bitset';
import { viewMembers, viewSets, type Catalog, type PermissionView } from './catalog';
import { transposeLists } from './lists';
import { minimalRoleSet } from './minimal-set';
import type { CoverCandidate } from './minimal-set-problem';
import {
  holderLists,
  overlapPercent,
  pairPass,
  sharedCount,
  similarityOrder,
  type Holders,
  type PairCounts,
} from './pairs';

export { overlapPercent } from './pairs';

/**
 * A display order that puts similar roles next to each other (selection positions). Computed with the analysis, in the
 * worker: for 343 roles it took ~36 ms, which on the page was part of the result's first long task.
 */
export function clusterOrder(result: AnalysisResult): Uint32Array {
  return result.similarityOrder;
}

/** A subset relation between two selected roles, by selection position and by name. */
export interface SubsetRelation {
  subset: number;
  superset: number;
  subsetName: string;
  supersetName: string;
  /**
   * True when the subset lists no permissions in the view: an empty set is contained in every role, so the relation
   * is true but says nothing about the roles (word it so: "lists no permissions in this dataset, so it is trivially
   * contained in ..."). A superset is never empty (a subset has strictly fewer permissions).
   */
  trivial: boolean;
}

/**
 * The comparison result: plain data and typed arrays, built to cross the worker boundary by transfer.
 * Pair counts hold the upper triangle only (read them with pairStats); holders are lists, not an n x p grid
 * (read them with holdersOf), so a 1,000-role result stays a few megabytes.
 */
export interface AnalysisResult {
  view: PermissionView;
  /** The selection, in the order given (unknown or repeated template ids are dropped and listed apart). */
  roles: { templateId: string; name: string; permissionCount: number }[];
  unknownIds: string[];
  /**
   * Selection positions of the roles whose permission set in this view is empty, ascending. Every statement about
   * them is vacuous (contained in every role, 0% against any, nothing to the coverage): say that they list no
   * permissions instead. A role can be empty in every view (no grants, nothing inherited) or only in the listed one.
   */
  emptyRoles: number[];
  /** Union members (permission keys), sorted; every per-permission array below is indexed like this. */
  actions: string[];
  unionCount: number;
  intersectionCount: number;
  /** Selection positions holding permission p, ascending: holderList[holderOffsets[p] .. holderOffsets[p + 1]). */
  holderOffsets: Uint32Array;
  holderList: Uint32Array;
  /** 1 when permission p is in every selected role. */
  isCommon: Uint8Array;
  /** The only role holding permission p, or -1. */
  uniqueTo: Int32Array;
  /** Permissions shared by each pair, in two parts (read them with pairStats or sharedCount). Percents follow from them. */
  pairShared: PairCounts;
  /** Selection positions in an order that puts similar roles next to each other (read it with clusterOrder). */
  similarityOrder: Uint32Array;
  /** Subset relations as flat (subset, superset) position pairs, sorted by subset then superset (see subsetRelations). */
  subsetPairs: Uint32Array;
  /** Selection positions of the minimal role set, ascending. */
  minimalSet: number[];
  minimalSetNames: string[];
  minimalSetProven: boolean;
  minimalSetMethod: 'exact' | 'greedy' | 'bounded-search';
  greedySet: number[];
}

export interface AnalyzeOptions {
  /** Work budget of the exact minimal-set search (word operations). */
  exactBudget?: number;
}

/** The numbers of one role pair (any order; a role with itself is its own size, 100%). */
export interface PairStats {
  shared: number;
  union: number;
  percent: number;
  /**
   * How many of the two roles list no permissions in the view (a role with itself counts once). When 1, the
   * percent is 0 by arithmetic; when 2 (or an empty role with itself) the similarity is 0/0, undefined, and
   * `percent` is only the spec's 0 (100 on the diagonal). Either way it is no finding: say "no permissions".
   */
  emptyInPair: 0 | 1 | 2;
}

/** True when the role at a selection position lists no permissions in the result's view. */
export function isEmptyRole(result: AnalysisResult, i: number): boolean {
  return result.roles[i].permissionCount === 0;
}

export function pairStats(result: AnalysisResult, a: number, b: number): PairStats {
  if (a === b) {
    const size = result.roles[a].permissionCount;
    return { shared: size, union: size, percent: 100, emptyInPair: size === 0 ? 2 : 0 };
  }
  const shared = sharedCount(result.pairShared, result.roles.length, a, b);
  const union = result.roles[a].permissionCount + result.roles[b].permissionCount - shared;
  const emptyInPair = ((isEmptyRole(result, a) ? 1 : 0) + (isEmptyRole(result, b) ? 1 : 0)) as 0 | 1 | 2;
  return { shared, union, percent: overlapPercent(shared, union), emptyInPair };
}

/** The similarity percent of one pair, without building an object (the canvas asks for thousands per frame). */
export function pairPercent(result: AnalysisResult, a: number, b: number): number {
  if (a === b) return 100;
  const shared = sharedCount(result.pairShared, result.roles.length, a, b);
  return overlapPercent(shared, result.roles[a].permissionCount + result.roles[b].permissionCount - shared);
}

/** Selection positions holding permission p, ascending (a view on the result, not a copy). */
export function holdersOf(result: AnalysisResult, p: number): Uint32Array {
  return result.holderList.subarray(result.holderOffsets[p], result.holderOffsets[p + 1]);
}

/** The subset relations with role names, in the result's order. */
export function subsetRelations(result: AnalysisResult): SubsetRelation[] {
  const relations: SubsetRelation[] = [];
  const pairs = result.subsetPairs;
  for (let k = 0; k < pairs.length; k += 2) {
    relations.push({
      subset: pairs[k],
      superset: pairs[k + 1],
      subsetName: result.roles[pairs[k]].name,
      supersetName: result.roles[pairs[k + 1]].name,
      trivial: isEmptyRole(result, pairs[k]),
    });
  }
  return relations;
}

/** Resolves template ids to catalog indices, dropping blanks, repeats and unknown ids (reported apart). */
export function resolveSelection(catalog: Catalog, templateIds: string[]): { indices: number[]; unknownIds: string[] } {
  const indices: number[] = [];
  const unknownIds: string[] = [];
  const seen = new Set<number>();
  for (const raw of templateIds) {
    const id = raw.trim();
    if (!id) continue;
    const i = catalog.indexByTemplateId.get(id);
    if (i === undefined) {
      if (!unknownIds.includes(id)) unknownIds.push(id);
    } else if (!seen.has(i)) {
      seen.add(i);
      indices.push(i);
    }
  }
  return { indices, unknownIds };
}

function perPermission(catalog: Catalog, n: number, holders: Holders) {
  const { ids, offsets, list } = holders;
  const isCommon = new Uint8Array(ids.length);
  const uniqueTo = new Int32Array(ids.length).fill(-1);
  const actions: string[] = new Array(ids.length);
  let intersectionCount = 0;
  for (let p = 0; p < ids.length; p++) {
    actions[p] = catalog.keys[ids[p]];
    const count = offsets[p + 1] - offsets[p];
    if (count === n) {
      isCommon[p] = 1;
      intersectionCount++;
    }
    if (count === 1) uniqueTo[p] = list[offsets[p]];
  }
  return { actions, isCommon, uniqueTo, intersectionCount };
}

/** Analyses the selected roles (by template id) in the given view. */
export function analyzeSelection(
  catalog: Catalog,
  templateIds: string[],
  view: PermissionView,
  options: AnalyzeOptions = {},
): AnalysisResult {
  const { indices, unknownIds } = resolveSelection(catalog, templateIds);
  const all = viewSets(catalog, view);
  const members = viewMembers(catalog, view);
  const n = indices.length;
  const sizes = new Uint32Array(n);
  for (let r = 0; r < n; r++) sizes[r] = members.offsets[indices[r] + 1] - members.offsets[indices[r]];
  const names = indices.map((i) => catalog.roles[i].name);

  const holders = holderLists(indices, members, catalog.keys.length);
  const union = createBitset(catalog.keys.length);
  for (const id of holders.ids) union[id >>> 5] |= 1 << (id & 31);
  const { pairShared, subsetPairs } = pairPass(sizes, holders);
  const perMember = perPermission(catalog, n, holders);
  const candidates: CoverCandidate[] = indices.map((i, index) => ({
    index,
    name: names[index],
    set: all[i],
    size: sizes[index],
    order: catalog.nameRank[i],
  }));
  const byRole = transposeLists(holders.offsets, holders.list, n);
  const lists = {
    holderOffsets: holders.offsets,
    holderList: holders.list,
    memberOffsets: byRole.offsets,
    memberList: byRole.list,
  };
  const minimal = minimalRoleSet(candidates, union, options.exactBudget, lists);
  return {
    view: { ...view },
    roles: indices.map((i, k) => ({
      templateId: catalog.roles[i].templateId,
      name: names[k],
      permissionCount: sizes[k],
    })),
    unknownIds,
    emptyRoles: indices.flatMap((_, k) => (sizes[k] === 0 ? [k] : [])),
    ...perMember,
    unionCount: holders.ids.length,
    holderOffsets: holders.offsets,
    holderList: holders.list,
    pairShared,
    similarityOrder: similarityOrder(pairShared, sizes),
    subsetPairs,
    minimalSet: minimal.roles,
    minimalSetNames: minimal.roles.map((i) => names[i]),
    minimalSetProven: minimal.proven,
    minimalSetMethod: minimal.method,
    greedySet: minimal.greedy,
  };
}

/** Shared and one-sided permissions of a role pair (member keys, sorted); A is the first role asked for. */
export interface PairDetail {
  shared: string[];
  onlyA: string[];
  onlyB: string[];
}

/** Shared and one-sided permissions of two roles (the overlap drawer); null when either role is not in the catalog. */
export function pairDetail(catalog: Catalog, a: string, b: string, view: PermissionView): PairDetail | null {
  const { indices } = resolveSelection(catalog, [a, b]);
  if (indices.length !== 2) return null;
  const [sa, sb] = indices.map((i) => viewSets(catalog, view)[i]);
  const shared: string[] = [];
  const onlyA: string[] = [];
  const onlyB: string[] = [];
  const union = sa.slice();
  orInto(union, sb);
  forEachBit(union, (id) => {
    const inA = (sa[id >>> 5] & (1 << (id & 31))) !== 0;
    const inB = (sb[id >>> 5] & (1 << (id & 31))) !== 0;
    (inA && inB ? shared : inA ? onlyA : onlyB).push(catalog.keys[id]);
  });
  return { shared, onlyA, onlyB };
}

/** How many permissions a selection holds in all (union) and in common. */
export interface QuickStats {
  union: number;
  common: number;
}

/** Union and common counts only (the simulator's Quick Stats). */
export function quickStats(catalog: Catalog, templateIds: string[], view: PermissionView): QuickStats {
  const { indices } = resolveSelection(catalog, templateIds);
  const all = viewSets(catalog, view);
  if (indices.length === 0) return { union: 0, common: 0 };
  const union = createBitset(catalog.keys.length);
  const intersection = all[indices[0]].slice();
  for (const i of indices) {
    orInto(union, all[i]);
    andInto(intersection, all[i]);
  }
  return { union: countBits(union), common: countBits(intersection) };
}
