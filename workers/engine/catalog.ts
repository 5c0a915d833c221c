// Interns a role dataset into bitsets, and derives each role's permission set once per view.
import { createBitset, forEachBit, orInto, setBit, countBits, type Bitset } from './bitset';
import { parseAction, parsedGrantCovers, permissionKey, type Grant } from './permission-grammar';

/** A role as the engine sees it: plain data, cloneable across the worker boundary. */
export interface EngineRole {
  templateId: string;
  name: string;
  /** Template ids this role inherits permissions from (Graph inheritsPermissionsFrom). */
  inheritsFrom: string[];
  grants: Grant[];
  /** Microsoft's isPrivileged flag (preview), used to rank least-privileged answers. */
  privileged?: boolean;
  /** EntraOps tier 0 (control plane) to 2 (user access); null when unclassified. */
  tier?: number | null;
  /** False for a custom role: it is compared and explained, but never recommended or listed as granting (absent: built-in). */
  builtIn?: boolean;
}

/** Whether catalog role i is a built-in role (what the finder recommends and the permission pages list). */
export function isBuiltIn(catalog: Catalog, i: number): boolean {
  return catalog.roles[i].builtIn !== false;
}

/** Which reading of "a role has a permission" to use (semantics.md, "Views"). */
export interface PermissionView {
  inherit: boolean;
  wildcards: boolean;
}

export const LISTED_VIEW: PermissionView = { inherit: false, wildcards: false };

/** The name a view is shown under, on screen, in CSV and in the CLI. */
export function viewLabel(view: PermissionView): string {
  if (view.inherit && view.wildcards) return 'Effective (Listed + Inherited + Wildcards)';
  if (view.inherit) return 'Listed + Inherited';
  if (view.wildcards) return 'Listed + Wildcards';
  return 'Listed';
}

/** The view in one lower-case word, for file names: listed, inherited, wildcards or effective. */
export function viewFileWord(view: PermissionView): string {
  if (view.inherit && view.wildcards) return 'effective';
  if (view.inherit) return 'inherited';
  if (view.wildcards) return 'wildcards';
  return 'listed';
}

function viewKey(view: PermissionView): string {
  return `${view.inherit ? 1 : 0}${view.wildcards ? 1 : 0}`;
}

export interface Catalog {
  roles: EngineRole[];
  /** templateId -> role index. */
  indexByTemplateId: Map<string, number>;
  /** The action universe: every distinct member key, sorted; a member's id is its index here. */
  keys: string[];
  grants: Grant[];
  idByKey: Map<string, number>;
  /** Each role's Listed set. */
  listed: Bitset[];
  views: Map<string, Bitset[]>;
  /** coverage[id]: the members that member id covers under the wildcard rules (built on first use). */
  coverage: Bitset[] | null;
  /** coverageSize[id]: how many members coverage[id] holds (built with coverage). */
  coverageSize: Uint32Array | null;
  /** Each view's sets as id lists (built on first use): what the analysis walks instead of bits. */
  memberLists: Map<string, MemberLists>;
  /** nameRank[i]: role i's place in name order (code-unit order, then index); tie-breaks compare these numbers. */
  nameRank: Int32Array;
}

/** Every role's members as ascending ids (CSR): role r holds ids[offsets[r] .. offsets[r + 1]). */
export interface MemberLists {
  offsets: Uint32Array;
  ids: Uint32Array;
}

/** Interns every member key of the dataset and builds each role's Listed set. */
export function buildCatalog(roles: EngineRole[]): Catalog {
  const byKey = new Map<string, Grant>();
  for (const role of roles) {
    for (const g of role.grants) {
      const key = permissionKey(g.action, g.condition);
      if (!byKey.has(key)) byKey.set(key, { action: g.action, condition: g.condition || null });
    }
  }
  const keys = [...byKey.keys()].sort();
  const idByKey = new Map(keys.map((k, i) => [k, i]));
  const listed = roles.map((role) => {
    const set = createBitset(keys.length);
    for (const g of role.grants) setBit(set, idByKey.get(permissionKey(g.action, g.condition))!);
    return set;
  });
  const catalog: Catalog = {
    roles,
    indexByTemplateId: new Map(roles.map((r, i) => [r.templateId, i])),
    keys,
    grants: keys.map((k) => byKey.get(k)!),
    idByKey,
    listed,
    views: new Map([[viewKey(LISTED_VIEW), listed]]),
    coverage: null,
    coverageSize: null,
    memberLists: new Map(),
    nameRank: new Int32Array(roles.length),
  };
  roles
    .map((_, i) => i)
    .sort((a, b) => (roles[a].name < roles[b].name ? -1 : roles[a].name > roles[b].name ? 1 : a - b))
    .forEach((i, rank) => (catalog.nameRank[i] = rank));
  return catalog;
}

function inheritedSets(catalog: Catalog): Bitset[] {
  const result: (Bitset | undefined)[] = new Array(catalog.roles.length);
  const visiting = new Set<number>();
  const resolve = (i: number): Bitset => {
    const done = result[i];
    if (done) return done;
    const set = catalog.listed[i].slice();
    visiting.add(i); // guards against a cycle in inheritsFrom
    for (const parent of catalog.roles[i].inheritsFrom) {
      const p = catalog.indexByTemplateId.get(parent);
      if (p !== undefined && !visiting.has(p)) orInto(set, resolve(p));
    }
    visiting.delete(i);
    result[i] = set;
    return set;
  };
  return catalog.roles.map((_, i) => resolve(i));
}

/** coverage[id]: every member that member id covers under the wildcard rules (built once). */
export function coverageOf(catalog: Catalog): Bitset[] {
  if (catalog.coverage) return catalog.coverage;
  const { grants, keys } = catalog;
  const parsed = grants.map((g) => parseAction(g.action));
  catalog.coverage = grants.map((g, gi) => {
    const set = createBitset(keys.length);
    for (let a = 0; a < grants.length; a++) {
      if (a === gi || parsedGrantCovers(g, parsed[gi], grants[a], parsed[a])) setBit(set, a);
    }
    return set;
  });
  catalog.coverageSize = Uint32Array.from(catalog.coverage, countBits);
  return catalog.coverage;
}

function withWildcards(catalog: Catalog, base: Bitset[]): Bitset[] {
  const coverage = coverageOf(catalog);
  return base.map((set) => {
    const expanded = set.slice();
    for (let w = 0; w < set.length; w++) {
      let word = set[w];
      while (word !== 0) {
        const low = word & -word;
        orInto(expanded, coverage[(w << 5) + (31 - Math.clz32(low))]);
        word ^= low;
      }
    }
    return expanded;
  });
}

/** Every role's permission set in the given view; computed once per view, then reused. */
export function viewSets(catalog: Catalog, view: PermissionView): Bitset[] {
  const key = viewKey(view);
  let sets = catalog.views.get(key);
  if (!sets) {
    const base = view.inherit ? inheritedSets(catalog) : catalog.listed;
    sets = view.wildcards ? withWildcards(catalog, base) : base;
    catalog.views.set(key, sets);
  }
  return sets;
}

/** Number of permissions of every role in a view (the "n permissions" figure), in load order. */
export function permissionCounts(catalog: Catalog, view: PermissionView): Uint32Array {
  return Uint32Array.from(viewSets(catalog, view), countBits);
}

/** Every role's permission count in a view, with the template ids they belong to (counts[i] is templateIds[i]'s). */
export interface ViewPermissionCounts {
  templateIds: string[];
  counts: Uint32Array;
}

/**
 * Every role's members in a view as id lists; built once per view from the bitsets, then reused. Walking sparse
 * bits costs a mispredicted branch per word, so the analysis reads these lists instead.
 */
export function viewMembers(catalog: Catalog, view: PermissionView): MemberLists {
  const key = viewKey(view);
  const cached = catalog.memberLists.get(key);
  if (cached) return cached;
  const sets = viewSets(catalog, view);
  const offsets = new Uint32Array(sets.length + 1);
  sets.forEach((set, r) => (offsets[r + 1] = offsets[r] + countBits(set)));
  const ids = new Uint32Array(offsets[sets.length]);
  sets.forEach((set, r) => {
    let at = offsets[r];
    forEachBit(set, (id) => (ids[at++] = id));
  });
  const lists = { offsets, ids };
  catalog.memberLists.set(key, lists);
  return lists;
}
