// Compares a selection of roles: union, intersection, pairwise overlap, subsets and the minimal role set.
import { andInto, bitsToIds, countAnd, countBits, createBitset, forEachBit, orInto, type Bitset } from './bitset';
import { viewSets, type Catalog, type PermissionView } from './catalog';
import { minimalRoleSet, type CoverCandidate } from './minimal-set';

/** A subset relation between two selected roles, by selection position and by name. */
export interface SubsetRelation {
  subset: number;
  superset: number;
  subsetName: string;
  supersetName: string;
}

/** The comparison result: plain data and typed arrays, built to cross the worker boundary by transfer. */
export interface AnalysisResult {
  view: PermissionView;
  /** The selection, in the order given (unknown or repeated template ids are dropped and listed apart). */
  roles: { templateId: string; name: string; permissionCount: number }[];
  unknownIds: string[];
  /** Union members (permission keys), sorted; every per-permission array below is indexed like this. */
  actions: string[];
  unionCount: number;
  intersectionCount: number;
  /** membership[p * n + r] = 1 when role r has permission p. */
  membership: Uint8Array;
  /** 1 when permission p is in every selected role. */
  isCommon: Uint8Array;
  /** The only role holding permission p, or -1. */
  uniqueTo: Int32Array;
  /** Row-major n x n: permissions shared by roles i and j. */
  shared: Uint32Array;
  /** Row-major n x n: size of the union of roles i and j. */
  pairUnion: Uint32Array;
  /** Row-major n x n: shared / pairUnion x 100, rounded; 0 when the union is empty. */
  percent: Uint8Array;
  subsets: SubsetRelation[];
  /** Selection positions of the minimal role set, ascending. */
  minimalSet: number[];
  minimalSetNames: string[];
  minimalSetProven: boolean;
  minimalSetMethod: 'exact' | 'greedy' | 'bounded-search';
  greedySet: number[];
  /** A display order that puts similar roles next to each other (selection positions). */
  clusterOrder: Uint32Array;
}

export interface AnalyzeOptions {
  /** Work budget of the exact minimal-set search (word operations). */
  exactBudget?: number;
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

/** Similarity percent of spec section 5: shared / union x 100, rounded; 0 when the union is empty. */
export function overlapPercent(shared: number, union: number): number {
  return union === 0 ? 0 : Math.round((shared / union) * 100);
}

/** Orders roles so that each is followed by the most similar role not yet placed (nearest-neighbour chain). */
export function similarityOrder(n: number, percent: Uint8Array, sizes: ArrayLike<number>): Uint32Array {
  const order = new Uint32Array(n);
  if (n === 0) return order;
  const placed = new Uint8Array(n);
  let current = 0;
  for (let i = 1; i < n; i++) if (sizes[i] > sizes[current]) current = i;
  for (let k = 0; k < n; k++) {
    order[k] = current;
    placed[current] = 1;
    let next = -1;
    let best = -1;
    for (let j = 0; j < n; j++) {
      if (placed[j]) continue;
      const p = percent[current * n + j];
      if (p > best || (p === best && sizes[j] > sizes[next])) {
        best = p;
        next = j;
      }
    }
    if (next < 0) break;
    current = next;
  }
  return order;
}

/** Per-permission holder lists of the selection (CSR): the union in id order, and who holds each member. */
interface Holders {
  /** Catalog ids of the union members, ascending. */
  ids: Uint32Array;
  /** holders of member p: list[offsets[p] .. offsets[p + 1]), selection positions ascending. */
  offsets: Uint32Array;
  list: Uint32Array;
}

function holderLists(sets: Bitset[], width: number): Holders {
  const count = new Uint32Array(width);
  const members = sets.map((set) => {
    const ids = bitsToIds(set);
    for (const id of ids) count[id]++;
    return ids;
  });
  let unionSize = 0;
  for (let id = 0; id < width; id++) if (count[id] > 0) unionSize++;
  const ids = new Uint32Array(unionSize);
  const position = new Int32Array(width).fill(-1);
  const offsets = new Uint32Array(unionSize + 1);
  for (let id = 0, p = 0; id < width; id++) {
    if (count[id] === 0) continue;
    ids[p] = id;
    position[id] = p;
    offsets[p + 1] = offsets[p] + count[id];
    p++;
  }
  const list = new Uint32Array(offsets[unionSize]);
  const fill = offsets.slice(0, unionSize);
  members.forEach((memberIds, r) => {
    for (const id of memberIds) list[fill[position[id]]++] = r;
  });
  return { ids, offsets, list };
}

/**
 * Pairwise shared counts, by whichever is cheaper: the holder lists (sum of holders squared, best for
 * sparse roles) or bitset intersections (pairs x words, best for dense roles).
 */
function sharedCounts(sets: Bitset[], sizes: number[], holders: Holders): Uint32Array {
  const n = sets.length;
  const shared = new Uint32Array(n * n);
  let listCost = 0;
  for (let p = 0; p + 1 < holders.offsets.length; p++) {
    const h = holders.offsets[p + 1] - holders.offsets[p];
    listCost += (h * (h - 1)) / 2;
  }
  const bitsetCost = ((n * (n - 1)) / 2) * (sets[0]?.length ?? 0);
  if (listCost <= bitsetCost) {
    const { offsets, list } = holders;
    for (let p = 0; p + 1 < offsets.length; p++) {
      for (let a = offsets[p]; a < offsets[p + 1]; a++) {
        const row = list[a] * n;
        for (let b = a + 1; b < offsets[p + 1]; b++) shared[row + list[b]]++;
      }
    }
  } else {
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) shared[i * n + j] = countAnd(sets[i], sets[j]);
  }
  for (let i = 0; i < n; i++) {
    shared[i * n + i] = sizes[i];
    for (let j = i + 1; j < n; j++) shared[j * n + i] = shared[i * n + j];
  }
  return shared;
}

function pairwise(sets: Bitset[], sizes: number[], holders: Holders) {
  const n = sets.length;
  const shared = sharedCounts(sets, sizes, holders);
  const pairUnion = new Uint32Array(n * n);
  const percent = new Uint8Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const k = i * n + j;
      const u = i === j ? sizes[i] : sizes[i] + sizes[j] - shared[k];
      pairUnion[k] = u;
      percent[k] = i === j ? 100 : overlapPercent(shared[k], u);
    }
  }
  return { shared, pairUnion, percent };
}

function subsetRelations(shared: Uint32Array, sizes: number[], names: string[]): SubsetRelation[] {
  const n = sizes.length;
  const relations: SubsetRelation[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      // Spec section 5: all permissions contained (shared = own size) AND strictly fewer permissions.
      if (i !== j && sizes[i] < sizes[j] && shared[i * n + j] === sizes[i]) {
        relations.push({ subset: i, superset: j, subsetName: names[i], supersetName: names[j] });
      }
    }
  }
  return relations;
}

function perPermission(catalog: Catalog, n: number, holders: Holders) {
  const { ids, offsets, list } = holders;
  const membership = new Uint8Array(ids.length * n);
  const isCommon = new Uint8Array(ids.length);
  const uniqueTo = new Int32Array(ids.length).fill(-1);
  const actions: string[] = new Array(ids.length);
  for (let p = 0; p < ids.length; p++) {
    actions[p] = catalog.keys[ids[p]];
    const count = offsets[p + 1] - offsets[p];
    for (let a = offsets[p]; a < offsets[p + 1]; a++) membership[p * n + list[a]] = 1;
    if (count === n) isCommon[p] = 1;
    if (count === 1) uniqueTo[p] = list[offsets[p]];
  }
  return { actions, membership, isCommon, uniqueTo };
}

/** Analyses the selected roles (by template id) in the given view. */
export function analyzeSelection(catalog: Catalog, templateIds: string[], view: PermissionView, options: AnalyzeOptions = {}): AnalysisResult {
  const { indices, unknownIds } = resolveSelection(catalog, templateIds);
  const all = viewSets(catalog, view);
  const sets = indices.map((i) => all[i]);
  const sizes = sets.map(countBits);
  const names = indices.map((i) => catalog.roles[i].name);
  const n = sets.length;

  const holders = holderLists(sets, catalog.keys.length);
  const union = createBitset(catalog.keys.length);
  for (const id of holders.ids) union[id >>> 5] |= 1 << (id & 31);
  const { shared, pairUnion, percent } = pairwise(sets, sizes, holders);
  const perMember = perPermission(catalog, n, holders);
  const candidates: CoverCandidate[] = sets.map((set, index) => ({ index, name: names[index], set, size: sizes[index] }));
  const contains = (inner: CoverCandidate, outer: CoverCandidate) => shared[inner.index * n + outer.index] === inner.size;
  const minimal = minimalRoleSet(candidates, union, options.exactBudget, contains);
  let intersectionCount = 0;
  for (let p = 0; p < perMember.isCommon.length; p++) intersectionCount += perMember.isCommon[p];
  return {
    view: { ...view },
    roles: indices.map((i, k) => ({ templateId: catalog.roles[i].templateId, name: names[k], permissionCount: sizes[k] })),
    unknownIds,
    ...perMember,
    unionCount: holders.ids.length,
    intersectionCount,
    shared,
    pairUnion,
    percent,
    subsets: subsetRelations(shared, sizes, names),
    minimalSet: minimal.roles,
    minimalSetNames: minimal.roles.map((i) => names[i]),
    minimalSetProven: minimal.proven,
    minimalSetMethod: minimal.method,
    greedySet: minimal.greedy,
    clusterOrder: similarityOrder(n, percent, sizes),
  };
}

/** The typed-array buffers of a result, for Comlink's transfer list. */
export function transferables(result: AnalysisResult): ArrayBuffer[] {
  return [result.membership, result.isCommon, result.uniqueTo, result.shared, result.pairUnion, result.percent, result.clusterOrder].map(
    (a) => a.buffer as ArrayBuffer,
  );
}

/** Shared and one-sided permissions of two roles (the overlap drawer). */
export function pairDetail(catalog: Catalog, a: string, b: string, view: PermissionView) {
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

/** Union and common counts only (the simulator's Quick Stats). */
export function quickStats(catalog: Catalog, templateIds: string[], view: PermissionView) {
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
