// Imports a tenant's custom role definitions (Graph or PowerShell JSON) as client roles, checked against the built-ins.
// Pure: no DOM, React or Node APIs, so the page, the worker and the CLI run the same code.
import { countText, MAX_CUSTOM_ROLES } from '../app/input-limits';
import { fail, readImportText, type ImportError } from './import-text';
import { readDefinitions, type RoleDefinitionEntry } from './role-definition-read';
import type { Permission, Role } from './role-model';
import type { TierLevel } from './rows';
import { roleSlug } from './slug';
import { compareText } from './text-order';

/** An imported role: the client model with `builtIn: false`, plus what the import learned about it. */
export interface CustomRole extends Role {
  builtIn: false;
  /** The name in the file; `displayName` differs when it was made unique ("Name (custom)", "Name (2)"). */
  sourceName: string;
  /** Actions of this role that no built-in role lists, sorted: real custom-role permissions, kept and shown apart. */
  actionsNotInAnyBuiltIn: string[];
}

/** A definition in the file that is a built-in role: recognised by template id and not added again. */
export interface BuiltInMatch {
  /** The name in the file. */
  name: string;
  templateId: string;
  /** The dataset's role with that template id; null when the file marks it built-in but the dataset lacks it. */
  builtInName: string | null;
  /** Whether the file lists exactly the dataset's grants; null when the dataset lacks the role. */
  sameAsDataset: boolean | null;
}

export type ImportWarningCode =
  | 'built-in-name'
  | 'duplicate-name'
  | 'id-collision'
  | 'no-permissions'
  | 'excluded-actions'
  | 'inheritance-ignored'
  | 'unreadable-actions'
  | 'unknown-built-in'
  | 'next-page';

/** Something the import did to keep a role (renamed, re-identified) or could not use, in words for the user. */
export interface ImportWarning {
  code: ImportWarningCode;
  message: string;
  /** The file's name of the role concerned; absent for a warning about the whole file. */
  roleName?: string;
}

export type ImportResult =
  { roles: CustomRole[]; builtInMatches: BuiltInMatch[]; warnings: ImportWarning[] } | { error: ImportError };

/** The built-in roles an import is checked against, indexed once (build it with builtInReference and reuse it). */
export interface BuiltInReference {
  byTemplateId: Map<string, Role>;
  byName: Map<string, Role>;
  slugs: Set<string>;
  /** What the dataset says of every action a built-in role lists: description, privileged label, tier. */
  actionFacts: Map<string, Pick<Permission, 'description' | 'privileged' | 'tier'>>;
}

export interface ImportOptions {
  /** Custom roles imported before: the new ones get names, ids and slugs that differ from theirs. */
  alreadyImported?: readonly Role[];
}

/** What the user is told when the file holds something other than role definitions (the spec's words). */
export const EXPECTED_SHAPE =
  'Expected a role definition (an object with displayName and rolePermissions), a list of them, or a Graph response { value: [...] }';

/** Indexes the built-in roles (those with `builtIn`) for imports. */
export function builtInReference(roles: readonly Role[]): BuiltInReference {
  const builtIns = roles.filter((r) => r.builtIn);
  const actionFacts: BuiltInReference['actionFacts'] = new Map();
  for (const role of builtIns) {
    for (const { action, description, privileged, tier } of role.permissions) {
      if (!actionFacts.has(action)) actionFacts.set(action, { description, privileged, tier });
    }
  }
  return {
    byTemplateId: new Map(
      builtIns.flatMap((r) => [[r.templateId.toLowerCase(), r] as const, [r.id.toLowerCase(), r] as const]),
    ),
    byName: new Map(builtIns.map((r) => [r.displayName.toLowerCase(), r])),
    slugs: new Set(builtIns.map((r) => r.slug)),
    actionFacts,
  };
}

/** The entry's grants as permissions (deduplicated, sorted), with what had to be left out. */
function readPermissions(entry: RoleDefinitionEntry, reference: BuiltInReference) {
  const byKey = new Map<string, Permission>();
  const excluded = new Set<string>();
  let unreadable = 0;
  for (const grant of entry.rolePermissions) {
    const out = new Set(grant.excluded.filter((a): a is string => typeof a === 'string'));
    out.forEach((a) => excluded.add(a));
    for (const action of grant.allowed) {
      if (typeof action !== 'string' || action.trim() === '') {
        unreadable++;
        continue;
      }
      if (out.has(action)) continue;
      const key = `${action}\u0000${grant.condition ?? ''}`;
      if (byKey.has(key)) continue;
      const facts = reference.actionFacts.get(action);
      const permission: Permission = {
        action,
        description: facts?.description ?? action,
        privileged: facts?.privileged ?? false,
        tier: facts?.tier ?? null,
      };
      if (grant.condition) permission.condition = grant.condition;
      byKey.set(key, permission);
    }
  }
  const permissions = [...byKey.values()].sort(
    (a, b) => compareText(a.action, b.action) || compareText(a.condition ?? '', b.condition ?? ''),
  );
  return { permissions, excluded: [...excluded].sort(compareText), unreadable };
}

/** The most privileged (lowest) tier of the role's actions; null when none is classified. */
function roleTier(permissions: Permission[]): TierLevel | null {
  const tiers = permissions.map((p) => p.tier).filter((t): t is TierLevel => t !== null);
  return tiers.length ? (Math.min(...tiers) as TierLevel) : null;
}

/** A value not yet in `taken`: the base, else base + "-2", "-3"... (or " (2)"... for names); claimed on return. */
function claim(taken: Set<string>, base: string, suffix: (n: number) => string, fold = (s: string) => s): string {
  let candidate = base;
  for (let n = 2; taken.has(fold(candidate)); n++) candidate = `${base}${suffix(n)}`;
  taken.add(fold(candidate));
  return candidate;
}

function sameGrants(permissions: Permission[], builtIn: Role): boolean {
  const key = (p: Permission) => `${p.action}\u0000${p.condition ?? ''}`;
  const theirs = new Set(builtIn.permissions.map(key));
  return permissions.length === theirs.size && permissions.every((p) => theirs.has(key(p)));
}

const lower = (s: string) => s.toLowerCase();

/** Names, ids and slugs already used: by the built-ins, the earlier imports and the roles read so far. */
interface Taken {
  names: Set<string>;
  ids: Set<string>;
  slugs: Set<string>;
}

function takenBy(reference: BuiltInReference, earlier: readonly Role[]): Taken {
  return {
    names: new Set(earlier.map((r) => lower(r.displayName))),
    ids: new Set([...reference.byTemplateId.keys(), ...earlier.flatMap((r) => [lower(r.id), lower(r.templateId)])]),
    slugs: new Set([...reference.slugs, ...earlier.map((r) => r.slug)]),
  };
}

type Say = (code: ImportWarningCode, message: string) => void;

/** A name, slug and id for the role that no built-in role, earlier import or earlier role of the file has. */
function identify(entry: RoleDefinitionEntry, reference: BuiltInReference, taken: Taken, say: Say) {
  const name = entry.displayName;
  let displayName = name;
  if (reference.byName.has(lower(name))) {
    displayName = `${name} (custom)`;
    say(
      'built-in-name',
      `"${name}" is also the name of a built-in role; the custom role is shown as "${displayName}".`,
    );
  }
  const unique = claim(taken.names, displayName, (n) => ` (${n})`, lower);
  if (unique !== displayName)
    say('duplicate-name', `More than one role is named "${displayName}"; this one is shown as "${unique}".`);
  const slug = claim(taken.slugs, `custom-${roleSlug(unique) || 'role'}`, (n) => `-${n}`);
  const fileId = entry.templateId ?? entry.id;
  if (fileId !== null && !taken.ids.has(lower(fileId))) {
    taken.ids.add(lower(fileId));
    return { displayName: unique, slug, templateId: fileId, id: entry.id ?? fileId };
  }
  const templateId = claim(taken.ids, `custom:${slug.slice('custom-'.length)}`, (n) => `-${n}`, lower);
  if (fileId !== null)
    say(
      'id-collision',
      `"${name}" has the id ${fileId}, which another role already has; it is given the id ${templateId}.`,
    );
  return { displayName: unique, slug, templateId, id: templateId };
}

/** The role's permissions, saying what was left out of them and what they cannot express. */
function permissionsOf(entry: RoleDefinitionEntry, reference: BuiltInReference, say: Say): Permission[] {
  const name = entry.displayName;
  const { permissions, excluded, unreadable } = readPermissions(entry, reference);
  const actions = excluded.length === 1 ? 'an action' : `${excluded.length} actions`;
  if (excluded.length > 0)
    say(
      'excluded-actions',
      `"${name}" excludes ${actions} (excludedResourceActions: ${excluded.join(', ')}); RolePrism compares the allowed actions only, without those listed exactly as excluded.`,
    );
  const them =
    unreadable === 1 ? ['an allowed action that is', 'it is'] : [`${unreadable} allowed actions that are`, 'they are'];
  if (unreadable > 0) say('unreadable-actions', `"${name}" has ${them[0]} not text; ${them[1]} left out.`);
  if (permissions.length === 0)
    say('no-permissions', `"${name}" lists no permissions; it is kept, and is contained in every role.`);
  if (entry.inheritsCount > 0)
    say(
      'inheritance-ignored',
      `"${name}" says it inherits permissions from other roles; custom roles inherit none, so only its own permissions are compared.`,
    );
  return permissions;
}

/** Turns one custom definition into a role, with a unique name, id and slug; warnings go to `warn`. */
function toCustomRole(
  entry: RoleDefinitionEntry,
  reference: BuiltInReference,
  taken: Taken,
  warn: (w: ImportWarning) => void,
): CustomRole {
  const say: Say = (code, message) => warn({ code, message, roleName: entry.displayName });
  const { displayName, slug, templateId, id } = identify(entry, reference, taken, say);
  const permissions = permissionsOf(entry, reference, say);
  const notInBuiltIns = new Set(permissions.map((p) => p.action).filter((a) => !reference.actionFacts.has(a)));
  return {
    id,
    displayName,
    templateId,
    description: entry.description,
    builtIn: false,
    slug,
    permissions,
    privileged: entry.isPrivileged ?? permissions.some((p) => p.privileged),
    tier: roleTier(permissions),
    inheritsFrom: [],
    notes: [],
    datasetDate: null,
    permissionsUnreadable: false,
    dataProblems: [],
    sourceName: entry.displayName,
    actionsNotInAnyBuiltIn: [...notInBuiltIns].sort(compareText),
  };
}

/** The built-in role a definition is, if any: marked isBuiltIn, or carrying a built-in's template id or id. */
function asBuiltIn(entry: RoleDefinitionEntry, reference: BuiltInReference): BuiltInMatch | null {
  const known = [entry.templateId, entry.id]
    .map((id) => (id === null ? undefined : reference.byTemplateId.get(lower(id))))
    .find(Boolean);
  if (!known && entry.isBuiltIn !== true) return null;
  const templateId = known?.templateId ?? entry.templateId ?? entry.id ?? '';
  if (!known) return { name: entry.displayName, templateId, builtInName: null, sameAsDataset: null };
  const { permissions } = readPermissions(entry, reference);
  return {
    name: entry.displayName,
    templateId,
    builtInName: known.displayName,
    sameAsDataset: sameGrants(permissions, known),
  };
}

/** The error for a file whose JSON is fine but whose content is no list of role definitions. */
function shapeError(read: Exclude<ReturnType<typeof readDefinitions>, { entries: unknown }>): { error: ImportError } {
  if (read.problem === 'shallow')
    return fail(
      'shallow-export',
      `The permissions of "${read.roleName}" were written as text, not as a list: export again with ConvertTo-Json -Depth 5.`,
    );
  return fail('not-role-definitions', `${EXPECTED_SHAPE}${read.detail ? `; ${read.detail}` : ''}.`);
}

/**
 * Reads role definitions from the text of a file or paste: a Graph roleDefinitions response (v1.0 or beta, az rest),
 * one unifiedRoleDefinition, a list of them, or PowerShell's ConvertTo-Json output (keys of any case, a UTF-8 BOM).
 * Built-in roles in the file are reported in `builtInMatches`, not imported again. Never throws: a text that cannot be
 * imported gives `{ error }` with a message for the user, and nothing of it is imported.
 */
export function parseRoleDefinitions(
  text: string,
  builtIns: readonly Role[] | BuiltInReference,
  options: ImportOptions = {},
): ImportResult {
  const reference = Array.isArray(builtIns)
    ? builtInReference(builtIns as readonly Role[])
    : (builtIns as BuiltInReference);
  const parsed = readImportText(typeof text === 'string' ? text : '');
  if ('error' in parsed) return parsed;
  const read = readDefinitions(parsed.json);
  if (!('entries' in read)) return shapeError(read);
  if (read.entries.length === 0)
    return fail('no-roles', 'The file holds an empty list: there are no role definitions in it.');
  const builtInMatches: BuiltInMatch[] = [];
  const custom: RoleDefinitionEntry[] = [];
  for (const entry of read.entries) {
    const match = asBuiltIn(entry, reference);
    if (match) builtInMatches.push(match);
    else custom.push(entry);
  }
  if (custom.length > MAX_CUSTOM_ROLES)
    return fail(
      'too-many-roles',
      `The file holds ${countText(custom.length)} custom roles; RolePrism imports at most ${countText(MAX_CUSTOM_ROLES)} at a time.`,
    );
  const warnings: ImportWarning[] = [];
  if (read.nextLink)
    warnings.push({
      code: 'next-page',
      message:
        'The file is one page of a longer Graph answer (it has an @odata.nextLink): roles on the next pages are not in it.',
    });
  for (const match of builtInMatches.filter((m) => m.builtInName === null))
    warnings.push({
      code: 'unknown-built-in',
      roleName: match.name,
      message: `"${match.name}" is marked as a built-in role, but the dataset has no role with its template id (${match.templateId || 'none'}); it is left out.`,
    });
  const taken = takenBy(reference, options.alreadyImported ?? []);
  const roles = custom.map((entry) => toCustomRole(entry, reference, taken, (w) => warnings.push(w)));
  return { roles, builtInMatches, warnings };
}
