// The role-to-role takeover graph: which roles' holders can take over which, and how many steps each is from Global Administrator.
import type { Catalog } from '../catalog';
import { GLOBAL_ADMINISTRATOR } from '../assignments/review';
import { actingColumns, everyUserBit, roleCapabilities } from './role-capability';
import type { TakeoverFile } from './takeover-file';
import type { TakeoverKind } from './takeover-rule';

/** A role as the takeover answers name it. */
export interface RoleRef {
  templateId: string;
  name: string;
  builtIn: boolean;
}

/** The holder a link needs `to`'s role to have: reset reaches users, app credentials service principals, join groups. */
export type HolderType = 'user' | 'servicePrincipal' | 'group';

/** An edge: a holder of `from` can take over a holder of `to` (`*`: of every role) who is a `holder`. */
export interface RoleGraphEdge {
  from: string;
  kind: Exclude<TakeoverKind, 'holds'>;
  to: string;
  /** Null for assign: it reaches the role itself, whoever holds it. */
  holder: HolderType | null;
}

/** One role: its fewest steps to Global Administrator (0 for itself; null: none) and a shortest chain. */
export interface RoleGraphNode extends RoleRef {
  steps: number | null;
  chain: RoleGraphEdge[];
}

/** takeoverGraph()'s answer. */
export interface TakeoverGraph {
  target: RoleRef;
  /** Every role of the catalog, in its order. */
  roles: RoleGraphNode[];
  /** Matrix resets role to role; `*` edges for kinds that reach every role. */
  edges: RoleGraphEdge[];
}

export const EVERY_ROLE = '*';

const refOf = (catalog: Catalog, i: number): RoleRef => ({
  templateId: catalog.roles[i].templateId,
  name: catalog.roles[i].name,
  builtIn: catalog.roles[i].builtIn !== false,
});

/** Every edge of the graph (reset edges spelled out per target role, from the matrix rows and "all other roles"). */
export function roleGraphEdges(catalog: Catalog, file: TakeoverFile): RoleGraphEdge[] {
  const capabilities = roleCapabilities(catalog, file);
  const edges: RoleGraphEdge[] = [];
  capabilities.forEach((c, a) => {
    const from = catalog.roles[a].templateId;
    const acting = actingColumns(file, c);
    if (acting === everyUserBit(file)) edges.push({ from, kind: 'reset', to: EVERY_ROLE, holder: 'user' });
    else if (acting !== 0)
      capabilities.forEach((target, b) => {
        if (target.resetByColumns & acting)
          edges.push({ from, kind: 'reset', to: catalog.roles[b].templateId, holder: 'user' });
      });
    if (c.assign) edges.push({ from, kind: 'assign', to: EVERY_ROLE, holder: null });
    if (c.appCredentialActions.length > 0)
      edges.push({ from, kind: 'app-credentials', to: EVERY_ROLE, holder: 'servicePrincipal' });
    if (c.joinGroup) edges.push({ from, kind: 'join-group', to: EVERY_ROLE, holder: 'group' });
  });
  return edges;
}

/** The graph and each role's steps to Global Administrator: a BFS back from it over the edges. */
export function takeoverGraph(catalog: Catalog, file: TakeoverFile): TakeoverGraph {
  const edges = roleGraphEdges(catalog, file);
  const target = catalog.indexByTemplateId.get(GLOBAL_ADMINISTRATOR);
  const n = catalog.roles.length;
  const steps = new Int32Array(n).fill(-1);
  const first: (RoleGraphEdge | null)[] = new Array(n).fill(null);
  const into = new Map<string, RoleGraphEdge[]>();
  for (const edge of edges) {
    const list = into.get(edge.to);
    if (list) list.push(edge);
    else into.set(edge.to, [edge]);
  }
  if (target !== undefined) {
    steps[target] = 0;
    let frontier = [target];
    for (let d = 1; frontier.length > 0; d++) {
      const reached: number[] = [];
      for (const b of frontier) {
        const to = catalog.roles[b].templateId;
        for (const edge of [...(into.get(to) ?? []), ...(into.get(EVERY_ROLE) ?? [])]) {
          const a = catalog.indexByTemplateId.get(edge.from)!;
          if (steps[a] !== -1) continue;
          steps[a] = d;
          first[a] = { ...edge, to };
          reached.push(a);
        }
      }
      frontier = reached;
    }
  }
  const chainOf = (a: number): RoleGraphEdge[] => {
    const chain: RoleGraphEdge[] = [];
    for (let at = a; first[at] !== null; at = catalog.indexByTemplateId.get(first[at]!.to)!) chain.push(first[at]!);
    return chain;
  };
  return {
    target:
      target === undefined
        ? { templateId: GLOBAL_ADMINISTRATOR, name: 'Global Administrator', builtIn: true }
        : refOf(catalog, target),
    roles: catalog.roles.map((_, i) => ({
      ...refOf(catalog, i),
      steps: steps[i] < 0 ? null : steps[i],
      chain: steps[i] < 0 ? [] : chainOf(i),
    })),
    edges,
  };
}
