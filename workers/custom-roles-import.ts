// Reads an import of custom role definitions in the worker: parsing a 5 MB file takes ~100 ms, off the main thread.
import { parseRoleDefinitions } from '../src/data/custom-roles';
import { ROLES_PER_PIECE, type ImportAnswer } from '../src/data/import-answer';
import { importFileText } from '../src/data/import-text';
import type { Role } from '../src/data/role-model';

/** What an earlier import's role must keep to itself: its name, ids and slug (the rest never crosses for this). */
export type ImportedIdentity = Pick<Role, 'displayName' | 'id' | 'templateId' | 'slug'>;

/**
 * Parses `source` (a file or a paste of role definitions) against the built-in roles; the new roles get names, ids and
 * slugs no earlier import has. Never throws: a text that cannot be imported answers `{ error }`. The answer travels as
 * JSON text: 1,000 roles are some 60,000 permission objects, which the main thread takes ~10x longer to receive
 * as a structured clone than to JSON.parse (measured in Chromium: 690 ms against 56 ms under load).
 */
export async function importRoleDefinitions(
  source: string | Blob,
  builtIns: readonly Role[],
  alreadyImported: readonly ImportedIdentity[],
): Promise<ImportAnswer> {
  // A file comes as itself (a handle, not a copy of its text): it is decoded here, off the page's main thread, UTF-16
  // included (Windows PowerShell 5.1's `> file`), where Blob.text() reads UTF-8 only.
  const decoded =
    typeof source === 'string' ? { text: source } : importFileText(new Uint8Array(await source.arrayBuffer()));
  if ('error' in decoded) return { head: JSON.stringify(decoded), pieces: [] };
  const text = decoded.text;
  // The parser reads only these four fields of an earlier import (takenBy), so the slim form stands for the role.
  const result = parseRoleDefinitions(text, builtIns, { alreadyImported: alreadyImported as readonly Role[] });
  if ('error' in result) return { head: JSON.stringify(result), pieces: [] };
  const encoder = new TextEncoder();
  const pieces: Uint8Array<ArrayBuffer>[] = [];
  for (let at = 0; at < result.roles.length; at += ROLES_PER_PIECE) {
    pieces.push(encoder.encode(JSON.stringify(result.roles.slice(at, at + ROLES_PER_PIECE))));
  }
  return { head: JSON.stringify({ ...result, roles: [] }), pieces };
}
