// Finds an assignment's role in the loaded catalog: built-in roles by template id or name, then imported custom roles.
import { isBuiltIn, type Catalog } from '../catalog';

/** An imported custom role as a tenant's files may name it: its Graph id and its name in the tenant, when they differ. */
export interface CustomRoleRef {
  /** The template id the role has in the engine's catalog. */
  templateId: string;
  /** The role definition's id in the tenant (assignments name it so), when not its template id. */
  id?: string;
  /** The name in the tenant (an import may have shown it under another one, "Name (custom)"). */
  name?: string;
}

/** Catalog indexes by lower-cased id and name; built-in roles win over custom roles of the same id or name. */
export interface RoleDirectory {
  byId: Map<string, number>;
  byName: Map<string, number>;
  /** Names roles had in earlier snapshots of the history (Power BI Administrator, now Fabric Administrator). */
  byFormerName: Map<string, number>;
}

export interface RoleMatch {
  index: number;
  /** The file named the role by a name it no longer has. */
  formerName: string | null;
}

const lower = (s: string) => s.toLowerCase();

function claim(map: Map<string, number>, key: string | undefined, index: number | undefined): void {
  if (key === undefined || index === undefined || key.trim() === '') return;
  if (!map.has(lower(key.trim()))) map.set(lower(key.trim()), index);
}

/**
 * The directory of `catalog`'s roles. `customRoles` adds the tenant's ids and names of custom roles loaded in the
 * catalog; `formerNames` maps earlier names to template ids (from the role history, when it is loaded).
 */
export function roleDirectory(
  catalog: Catalog,
  customRoles: readonly CustomRoleRef[] = [],
  formerNames: Iterable<readonly [string, string]> = [],
): RoleDirectory {
  const directory: RoleDirectory = { byId: new Map(), byName: new Map(), byFormerName: new Map() };
  const { roles } = catalog;
  const order = roles.map((_, i) => i).sort((a, b) => Number(isBuiltIn(catalog, b)) - Number(isBuiltIn(catalog, a)));
  for (const i of order) {
    claim(directory.byId, roles[i].templateId, i);
    claim(directory.byName, roles[i].name, i);
  }
  for (const ref of customRoles) {
    const index = catalog.indexByTemplateId.get(ref.templateId);
    claim(directory.byId, ref.id, index);
    claim(directory.byName, ref.name, index);
  }
  for (const [name, templateId] of formerNames) {
    if (!directory.byName.has(lower(name)))
      claim(directory.byFormerName, name, catalog.indexByTemplateId.get(templateId));
  }
  return directory;
}

/** The catalog role an assignment names, by id first, then by name (current, then former); null: unknown. */
export function matchRole(directory: RoleDirectory, roleId: string | null, roleName: string | null): RoleMatch | null {
  const byId = roleId === null ? undefined : directory.byId.get(lower(roleId));
  if (byId !== undefined) return { index: byId, formerName: null };
  if (roleName === null) return null;
  const byName = directory.byName.get(lower(roleName));
  if (byName !== undefined) return { index: byName, formerName: null };
  const former = directory.byFormerName.get(lower(roleName));
  return former === undefined ? null : { index: former, formerName: roleName };
}
