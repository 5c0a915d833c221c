// Reads an import of custom role definitions in the worker: parsing a 5 MB file takes ~100 ms, off the main thread.
import { parseRoleDefinitions, type ImportResult } from '../src/data/custom-roles';
import type { Role } from '../src/data/role-model';

/** What an earlier import's role must keep to itself: its name, ids and slug (the rest never crosses for this). */
export type ImportedIdentity = Pick<Role, 'displayName' | 'id' | 'templateId' | 'slug'>;

/** The answer as JSON text: what the page reads back with `JSON.parse` and this type. */
export type ImportResultJson = string & { readonly __importResult: ImportResult };

/**
 * Parses `text` (a file or paste of role definitions) against the built-in roles; the new roles get names, ids and
 * slugs no earlier import has. Never throws: a text that cannot be imported answers `{ error }`. The answer travels as
 * JSON text: 1,000 roles are some 60,000 permission objects, which the main thread takes ~10x longer to receive
 * as a structured clone than to JSON.parse (measured in Chromium: 690 ms against 56 ms under load).
 */
export function importRoleDefinitions(
  text: string,
  builtIns: readonly Role[],
  alreadyImported: readonly ImportedIdentity[],
): ImportResultJson {
  // The parser reads only these four fields of an earlier import (takenBy), so the slim form stands for the role.
  const result = parseRoleDefinitions(text, builtIns, { alreadyImported: alreadyImported as readonly Role[] });
  return JSON.stringify(result) as ImportResultJson;
}
