// Compares a selection of roles: union, intersection, pairwise overlap, subsets and the minimal role set.
import { andInto, bitsToIds, countBits, createBitset, forEachBit, orInto, type Bitset } from './bitset';
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
 * How many of the most-held permissions to count with bitsets: each 32 of them cost one popcount per
 * pair, while a permission left to the holder lists costs one increment per pair of its holders.
 */
function heavyCount(holdCounts: number[], n: number): number {
  const sorted = holdCounts.slice().sort((a, b) => b - a);
  const pairs = (n * (n - 1)) / 2;
  let listCost = sorted.reduce((sum, h) => sum + (h * (h - 1)) / 2, 0);
  let best = 0;
  let bestCost = listCost;
  for (let k = 0; k < sorted.length; k += 32) {
    for (let q = k; q < Math.min(k + 32, sorted.length); q++) listCost -= (sorted[q] * (sorted[q] - 1)) / 2;
    const cost = pairs * ((k + 32) / 32) + listCost;
    if (cost < bestCost) {
      best = Math.min(k + 32, sorted.length);
      bestCost = cost;
    }
  }
  return best;
}

/**
 * Pairwise shared counts, upper triangle only (the pair pass mirrors them). Permissions held by many roles are counted with compact per-role bitsets
 * (popcount per pair); the rest through holder lists (one increment per pair of holders). The split
 * minimises the work, so dense selections behave like bitsets and sparse ones like an inverted index.
 */
function sharedCounts(sizes: number[], holders: Holders): Uint32Array {
  const n = sizes.length;
  const { offsets, list } = holders;
  const members = offsets.length - 1;
  const shared = new Uint32Array(n * n);
  const holdCounts = Array.from({ length: members }, (_, p) => offsets[p + 1] - offsets[p]);
  const heavy = heavyCount(holdCounts, n);
  const heavyMembers = new Set(
    Array.from({ length: members }, (_, p) => p)
      .sort((a, b) => holdCounts[b] - holdCounts[a])
      .slice(0, heavy),
  );
  if (heavy > 0) {
    const words = Math.ceil(heavy / 32);
    const compact = new Uint32Array(n * words);
    let q = 0;
    for (const p of heavyMembers) {
      for (let a = offsets[p]; a < offsets[p + 1]; a++) compact[list[a] * words + (q >>> 5)] |= 1 << (q & 31);
      q++;
    }
    for (let i = 0; i < n; i++) {
      const row = i * n;
      const a = i * words;
      for (let j = i + 1; j < n; j++) {
        let count = 0;
        const b = j * words;
        for (let w = 0; w < words; w++) {
          let v = compact[a + w] & compact[b + w];
          v -= (v >>> 1) & 0x55555555;
          v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
          count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
        }
        shared[row + j] = count;
      }
    }
  }
  for (let p = 0; p < members; p++) {
    if (heavyMembers.has(p)) continue;
    for (let a = offsets[p]; a < offsets[p + 1]; a++) {
      const row = list[a] * n;
      for (let b = a + 1; b < offsets[p + 1]; b++) shared[row + list[b]]++;
    }
  }
  return shared;
}

/** Tile edge of the pair pass: both triangles of a 64 x 64 tile stay in cache while it is filled. */
const TILE = 64;

/** One pass over the pairs: mirrors shared counts, fills pair unions and percents, and finds subsets. */
function pairwise(sizes: number[], names: string[], holders: Holders) {
  const n = sizes.length;
  const shared = sharedCounts(sizes, holders);
  const pairUnion = new Uint32Array(n * n);
  const percent = new Uint8Array(n * n);
  const subsets: SubsetRelation[] = [];
  for (let i = 0; i < n; i++) {
    shared[i * n + i] = sizes[i];
    pairUnion[i * n + i] = sizes[i];
    percent[i * n + i] = 100;
  }
  for (let ti = 0; ti < n; ti += TILE) {
    for (let tj = ti; tj < n; tj += TILE) {
      const iEnd = Math.min(ti + TILE, n);
      const jEnd = Math.min(tj + TILE, n);
      for (let i = ti; i < iEnd; i++) {
        const si = sizes[i];
        const row = i * n;
        for (let j = Math.max(tj, i + 1); j < jEnd; j++) {
          const sj = sizes[j];
          const both = shared[row + j];
          const u = si + sj - both;
          const pct = overlapPercent(both, u);
          const mirror = j * n + i;
          shared[mirror] = both;
          pairUnion[row + j] = u;
          pairUnion[mirror] = u;
          percent[row + j] = pct;
          percent[mirror] = pct;
          // Spec section 5: all permissions contained (shared = own size) AND strictly fewer permissions.
          if (both === si && si < sj) subsets.push({ subset: i, superset: j, subsetName: names[i], supersetName: names[j] });
          else if (both === sj && sj < si) subsets.push({ subset: j, superset: i, subsetName: names[j], supersetName: names[i] });
        }
      }
    }
  }
  subsets.sort((a, b) => a.subset - b.subset || a.superset - b.superset);
  return { shared, pairUnion, percent, subsets };
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
  const { shared, pairUnion, percent, subsets } = pairwise(sizes, names, holders);
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
    subsets,
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
