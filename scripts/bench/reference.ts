// The benchmark's reference: the same analysis written the obvious way, with Sets of strings.
import type { EngineRole } from '../../workers/engine/catalog';
import { permissionKey } from '../../workers/engine/permission-grammar';

export interface ReferenceRole {
  name: string;
  permissions: Set<string>;
}

export function referenceRoles(roles: EngineRole[]): ReferenceRole[] {
  return roles.map((r) => ({ name: r.name, permissions: new Set(r.grants.map((g) => permissionKey(g.action, g.condition))) }));
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
      if (gain > bestGain || (gain === bestGain && best && (role.permissions.size < best.permissions.size || (role.permissions.size === best.permissions.size && role.name < best.name)))) {
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
