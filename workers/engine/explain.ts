// Why a role holds a permission in a view: listed, inherited from a role, or covered by a wildcard grant.
import { countBits, hasBit, type Bitset } from './bitset';
import { coverageOf, isBuiltIn, viewSets, type Catalog, type PermissionView } from './catalog';
import { explainListed, isListedView } from './explain-listed';

export type Provenance =
  | { kind: 'listed' }
  | { kind: 'inherited'; fromTemplateId: string; fromName: string }
  | { kind: 'wildcard'; via: string; viaInheritedFrom?: string };

export interface ExplainedPermission {
  /** Member key: the action, or "action [$Condition]". */
  key: string;
  action: string;
  condition: string | null;
  how: Provenance;
}

/** Ancestors of role i in inheritance order (breadth first), cycle-safe. */
function ancestors(catalog: Catalog, i: number): number[] {
  const seen = new Set<number>([i]);
  const queue = [i];
  const found: number[] = [];
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const parent of catalog.roles[current].inheritsFrom) {
      const p = catalog.indexByTemplateId.get(parent);
      if (p === undefined || seen.has(p)) continue;
      seen.add(p);
      found.push(p);
      queue.push(p);
    }
  }
  return found;
}

function provenance(catalog: Catalog, role: number, id: number, view: PermissionView, parents: number[]): Provenance {
  if (hasBit(catalog.listed[role], id)) return { kind: 'listed' };
  if (view.inherit) {
    for (const p of parents) {
      if (hasBit(catalog.listed[p], id))
        return { kind: 'inherited', fromTemplateId: catalog.roles[p].templateId, fromName: catalog.roles[p].name };
    }
  }
  const coverage = coverageOf(catalog);
  const coverageSize = catalog.coverageSize!;
  const sources: [number, string | undefined][] = [
    [role, undefined],
    ...(view.inherit ? parents.map((p): [number, string] => [p, catalog.roles[p].name]) : []),
  ];
  for (const [source, inheritedFrom] of sources) {
    // The most specific covering grant is the most useful explanation: pick the one covering the fewest members.
    let best = -1;
    let bestSize = Infinity;
    const listed = catalog.listed[source];
    for (let g = 0; g < catalog.keys.length; g++) {
      if (g !== id && hasBit(listed, g) && hasBit(coverage[g], id)) {
        if (coverageSize[g] < bestSize) {
          best = g;
          bestSize = coverageSize[g];
        }
      }
    }
    if (best >= 0)
      return inheritedFrom
        ? { kind: 'wildcard', via: catalog.keys[best], viaInheritedFrom: inheritedFrom }
        : { kind: 'wildcard', via: catalog.keys[best] };
  }
  return { kind: 'listed' };
}

function explainMember(
  catalog: Catalog,
  role: number,
  id: number,
  view: PermissionView,
  parents: number[],
): ExplainedPermission {
  const grant = catalog.grants[id];
  return {
    key: catalog.keys[id],
    action: grant.action,
    condition: grant.condition ?? null,
    how: provenance(catalog, role, id, view, parents),
  };
}

/** Every permission of a role in a view, sorted by key, each with how the role gets it. */
export function explainRole(catalog: Catalog, templateId: string, view: PermissionView): ExplainedPermission[] | null {
  const role = catalog.indexByTemplateId.get(templateId);
  if (role === undefined) return null;
  // The Listed view is the role's own list: no sets to work out.
  if (isListedView(view)) return explainListed(catalog.roles[role].grants);
  const set = viewSets(catalog, view)[role];
  const parents = ancestors(catalog, role);
  const result: ExplainedPermission[] = [];
  for (let id = 0; id < catalog.keys.length; id++)
    if (hasBit(set, id)) result.push(explainMember(catalog, role, id, view, parents));
  return result;
}

export interface GrantingRole {
  templateId: string;
  name: string;
  /** The role's permission count in this view (least-privileged first means fewest). */
  permissionCount: number;
  how: Provenance;
}

/** Every built-in role holding a member in a view, fewest permissions first; null when the key is not in the dataset. */
export function rolesGranting(catalog: Catalog, key: string, view: PermissionView): GrantingRole[] | null {
  const id = catalog.idByKey.get(key);
  if (id === undefined) return null;
  const sets = viewSets(catalog, view);
  const result: GrantingRole[] = [];
  sets.forEach((set: Bitset, role) => {
    if (!hasBit(set, id) || !isBuiltIn(catalog, role)) return;
    result.push({
      templateId: catalog.roles[role].templateId,
      name: catalog.roles[role].name,
      permissionCount: countBits(set),
      how: provenance(catalog, role, id, view, ancestors(catalog, role)),
    });
  });
  return result.sort((a, b) => a.permissionCount - b.permissionCount || a.name.localeCompare(b.name));
}
