// Reads an import of custom role definitions in the worker: parsing a 5 MB file takes ~100 ms, off the main thread.
import { parseRoleDefinitions, type ImportResult } from '../src/data/custom-roles';
import type { Role } from '../src/data/role-model';

/** What an earlier import's role must keep to itself: its name, ids and slug (the rest never crosses for this). */
export type ImportedIdentity = Pick<Role, 'displayName' | 'id' | 'templateId' | 'slug'>;

/**
 * Parses `text` (a file or paste of role definitions) against the built-in roles; the new roles get names, ids and
 * slugs no earlier import has. Never throws: a text that cannot be imported answers `{ error }`.
 */
export function importRoleDefinitions(
  text: string,
  builtIns: readonly Role[],
  alreadyImported: readonly ImportedIdentity[],
): ImportResult {
  // The parser reads only these four fields of an earlier import (takenBy), so the slim form stands for the role.
  return parseRoleDefinitions(text, builtIns, { alreadyImported: alreadyImported as readonly Role[] });
}
