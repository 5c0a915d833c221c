// The benchmark's reference: the same analysis written the obvious way, with Sets of strings.
import type { EngineRole } from '../../workers/engine/catalog';
import type { SnapshotRole } from '../../workers/engine/history';
import { permissionKey } from '../../workers/engine/permission-grammar';

export interface ReferenceRole {
  name: string;
  permissions: Set<string>;
}

export function referenceRoles(roles: EngineRole[]): ReferenceRole[] {
  return roles.map((r) => ({
    name: r.name,
    permissions: new Set(r.grants.map((g) => permissionKey(g.action, g.condition))),
  }));
}

/** Greedy minimal set of the spec: most uncovered first, then fewer permissions, then name. */
export function referenceGreedy(roles: ReferenceRole[], union: Set<string>): string[] {
  const uncovered = new Set(union);
  const chosen: string[] = [];
  const left = [...roles];
  while (uncovered.size > 0) {
    let best: ReferenceRole | null = null;
    let bestGain = 0;
    for (const role of left) {
      let gain = 0;
      for (const p of role.permissions) if (uncovered.has(p)) gain++;
      if (
        gain > bestGain ||
        (gain === bestGain &&
          best &&
          (role.permissions.size < best.permissions.size ||
            (role.permissions.size === best.permissions.size && role.name < best.name)))
      ) {
        if (gain > 0) {
          best = role;
          bestGain = gain;
        }
      }
    }
    if (!best) break;
    chosen.push(best.name);
    left.splice(left.indexOf(best), 1);
    for (const p of best.permissions) uncovered.delete(p);
  }
  return chosen;
}

/** Union, intersection, pairwise overlap, subsets, greedy minimal set and per-permission holders. */
export function referenceAnalysis(roles: ReferenceRole[]) {
  const union = new Set<string>();
  for (const r of roles) for (const p of r.permissions) union.add(p);
  const intersection = new Set([...union].filter((p) => roles.every((r) => r.permissions.has(p))));
  const overlap: number[][] = roles.map(() => []);
  const subsets: [string, string][] = [];
  for (let i = 0; i < roles.length; i++) {
    for (let j = 0; j < roles.length; j++) {
      const a = roles[i].permissions;
      const b = roles[j].permissions;
      const shared = [...a].filter((p) => b.has(p)).length;
      const total = new Set([...a, ...b]).size;
      overlap[i][j] = total === 0 ? 0 : Math.round((shared / total) * 100);
      if (i !== j && shared === a.size && a.size < b.size) subsets.push([roles[i].name, roles[j].name]);
    }
  }
  const holders = new Map([...union].map((p) => [p, roles.filter((r) => r.permissions.has(p)).map((r) => r.name)]));
  return { union, intersection, overlap, subsets, holders, minimalSet: referenceGreedy(roles, union) };
}

/** The CSV the reference way: one row per permission, holders joined. */
export function referenceCsv(roles: ReferenceRole[]): string {
  const { union, holders } = referenceAnalysis(roles);
  const rows = ['Action,InRoles,IsCommon,UniqueTo'];
  for (const p of [...union].sort()) {
    const h = holders.get(p)!;
    rows.push([p, `"${h.join('; ')}"`, h.length === roles.length ? 'Yes' : 'No', h.length === 1 ? h[0] : ''].join(','));
  }
  return rows.join('\r\n');
}

/** One snapshot the obvious way: template id -> the role's fields and its permission keys as a Set of strings. */
export type ReferenceSnapshot = Map<
  string,
  { name: string; description: string; privileged: boolean; permissions: Set<string> }
>;

export function referenceSnapshot(roles: SnapshotRole[]): ReferenceSnapshot {
  return new Map(
    roles.map((r) => [
      r.templateId,
      {
        name: r.name,
        description: r.description,
        privileged: r.privileged,
        permissions: new Set(r.grants.map((g) => permissionKey(g.action, g.condition))),
      },
    ]),
  );
}

/** The net difference of two snapshots with Sets of strings: roles added / removed, and per changed role its differences. */
export function referenceHistoryDiff(before: ReferenceSnapshot, after: ReferenceSnapshot) {
  const rolesAdded = [...after.keys()].filter((id) => !before.has(id));
  const rolesRemoved = [...before.keys()].filter((id) => !after.has(id));
  const roleChanges: {
    templateId: string;
    renamed: boolean;
    descriptionChanged: boolean;
    privilegedChanged: boolean;
    added: string[];
    removed: string[];
  }[] = [];
  for (const [templateId, b] of after) {
    const a = before.get(templateId);
    if (!a) continue;
    const added = [...b.permissions].filter((p) => !a.permissions.has(p)).sort();
    const removed = [...a.permissions].filter((p) => !b.permissions.has(p)).sort();
    const change = {
      templateId,
      renamed: a.name !== b.name,
      descriptionChanged: a.description !== b.description,
      privilegedChanged: a.privileged !== b.privileged,
      added,
      removed,
    };
    if (
      change.renamed ||
      change.descriptionChanged ||
      change.privilegedChanged ||
      added.length > 0 ||
      removed.length > 0
    )
      roleChanges.push(change);
  }
  return { rolesAdded, rolesRemoved, roleChanges };
}
