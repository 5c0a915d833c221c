// The redundancy rule written plainly with Sets of strings, as the bench's reference: the same file in, the same rule.
import type { EngineRole } from '../../workers/engine/catalog';
import type { RoleEngine } from '../../workers/engine/engine';

interface ReferenceRecord {
  id: string;
  principalId: string;
  roleDefinitionId: string;
  directoryScopeId: string;
  eligible: boolean;
}

/** Each role's effective permissions as strings, its name, and whether it lists none (prepared once, like a catalog). */
export interface ReferenceRoles {
  sets: Map<string, Set<string>>;
  names: Map<string, string>;
  listsNone: Set<string>;
}

const EFFECTIVE = { inherit: true, wildcards: true };

/** The reference's roles, prepared once from `engine` (loaded with `roles`): each role's effective actions as strings. */
export function assignmentReferenceRoles(engine: RoleEngine, roles: readonly EngineRole[]): ReferenceRoles {
  return {
    sets: new Map(roles.map((r) => [r.templateId, new Set(engine.analyze([r.templateId], EFFECTIVE).actions)])),
    names: new Map(roles.map((r) => [r.templateId, r.name])),
    listsNone: new Set(roles.filter((r) => r.grants.length === 0).map((r) => r.templateId)),
  };
}

function covers(roles: ReferenceRoles, b: ReferenceRecord, a: ReferenceRecord): boolean {
  const setA = roles.sets.get(a.roleDefinitionId);
  const setB = roles.sets.get(b.roleDefinitionId);
  if (!setA || !setB || roles.listsNone.has(a.roleDefinitionId)) return false;
  if (b.directoryScopeId !== '/' && b.directoryScopeId !== a.directoryScopeId) return false;
  if (b.eligible && !a.eligible) return false;
  for (const permission of setA) if (!setB.has(permission)) return false;
  return true;
}

/** Parses the Graph pages, groups by principal, and lists what covers each assignment: the ids of redundant ones. */
export function referenceReview(bytes: Uint8Array, roles: ReferenceRoles): Map<string, string[]> {
  const pages = JSON.parse(new TextDecoder().decode(bytes)) as { '@odata.context': string; value: ReferenceRecord[] }[];
  const byPrincipal = new Map<string, ReferenceRecord[]>();
  for (const page of pages) {
    const eligible = page['@odata.context'].includes('roleEligibility');
    for (const r of page.value) {
      const record = { ...r, eligible };
      const list = byPrincipal.get(r.principalId);
      if (list) list.push(record);
      else byPrincipal.set(r.principalId, [record]);
    }
  }
  const key = (r: ReferenceRecord) =>
    `${r.eligible ? 1 : 0}${r.directoryScopeId === '/' ? 0 : 1}${roles.names.get(r.roleDefinitionId) ?? r.roleDefinitionId}\u0000${r.id}`;
  const redundant = new Map<string, string[]>();
  for (const list of byPrincipal.values()) {
    for (const a of list) {
      const by = list.filter((b) => b !== a && covers(roles, b, a) && (!covers(roles, a, b) || key(b) < key(a)));
      if (by.length > 0)
        redundant.set(
          a.id,
          by.map((b) => b.id),
        );
    }
  }
  return redundant;
}
