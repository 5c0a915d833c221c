// Reads role definitions out of the JSON shapes people export them in: Graph (v1.0, beta, az rest) and PowerShell.

/** One role definition as read from a file, before it is matched to the dataset. Keys of any case are read. */
export interface RoleDefinitionEntry {
  displayName: string;
  id: string | null;
  templateId: string | null;
  description: string;
  /** The file's isBuiltIn; null when absent. */
  isBuiltIn: boolean | null;
  /** The file's isPrivileged (Graph beta); null when absent. */
  isPrivileged: boolean | null;
  rolePermissions: RolePermissionEntry[];
  /** How many roles the file says this one inherits from (custom roles inherit none). */
  inheritsCount: number;
}

/** One rolePermissions item: its actions as found (non-strings included, to be counted), and its condition. */
export interface RolePermissionEntry {
  allowed: unknown[];
  excluded: unknown[];
  condition: string | null;
}

/** The file's list of definitions, or why it holds none; `nextLink` marks one page of a longer Graph answer. */
export type ReadDefinitions =
  | { entries: RoleDefinitionEntry[]; nextLink: boolean }
  | { problem: 'shape'; detail: string | null }
  | { problem: 'shallow'; roleName: string };

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A property by name in any case: Graph writes displayName, PowerShell DisplayName, a hand edit anything. */
export function field(object: Json, name: string): unknown {
  if (Object.hasOwn(object, name)) return object[name];
  const lower = name.toLowerCase();
  for (const key of Object.keys(object)) if (key.toLowerCase() === lower) return object[key];
  return undefined;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function flag(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Why an object is not a role definition, or null when it is one. */
function notADefinition(value: unknown): string | null {
  if (!isObject(value))
    return `it is ${value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`}`;
  if (text(field(value, 'displayName')) === null) return 'it has no displayName';
  if (!Array.isArray(field(value, 'rolePermissions'))) return 'it has no rolePermissions list';
  return null;
}

function readEntry(value: Json): RoleDefinitionEntry | { shallow: string } {
  const displayName = text(field(value, 'displayName'))!;
  const grants = field(value, 'rolePermissions') as unknown[];
  // ConvertTo-Json below -Depth 3 writes each rolePermissions item as its type name, a string.
  if (grants.some((g) => !isObject(g))) return { shallow: displayName };
  return {
    displayName,
    id: text(field(value, 'id')),
    templateId: text(field(value, 'templateId')),
    description: typeof field(value, 'description') === 'string' ? (field(value, 'description') as string) : '',
    isBuiltIn: flag(field(value, 'isBuiltIn')),
    isPrivileged: flag(field(value, 'isPrivileged')),
    rolePermissions: (grants as Json[]).map((g) => ({
      allowed: list(field(g, 'allowedResourceActions')),
      excluded: list(field(g, 'excludedResourceActions')),
      condition: text(field(g, 'condition')),
    })),
    inheritsCount: list(field(value, 'inheritsPermissionsFrom')).length,
  };
}

/** The candidates of a parsed file: a Graph answer's value, a list, or one definition. */
function candidates(json: unknown): { items: unknown[]; nextLink: boolean; wrapped: boolean } | null {
  if (Array.isArray(json)) return { items: json, nextLink: false, wrapped: false };
  if (!isObject(json)) return null;
  const value = field(json, 'value');
  if (Array.isArray(value) && notADefinition(json) !== null) {
    return { items: value, nextLink: typeof field(json, '@odata.nextLink') === 'string', wrapped: true };
  }
  return { items: [json], nextLink: false, wrapped: false };
}

/** Every definition of a parsed file, or why there is none to read (the caller words the message). */
export function readDefinitions(json: unknown): ReadDefinitions {
  const found = candidates(json);
  if (!found) return { problem: 'shape', detail: null };
  const entries: RoleDefinitionEntry[] = [];
  for (const [index, item] of found.items.entries()) {
    const why = notADefinition(item);
    if (why !== null) {
      if (found.wrapped || Array.isArray(json))
        return { problem: 'shape', detail: `item ${index + 1} of the list is not one: ${why}` };
      return { problem: 'shape', detail: isObject(item) ? why.replace(/^it /, 'the object ') : null };
    }
    const entry = readEntry(item as Json);
    if ('shallow' in entry) return { problem: 'shallow', roleName: entry.shallow };
    entries.push(entry);
  }
  return { entries, nextLink: found.nextLink };
}
