// The CLI's --roles-file: reads a file of custom role definitions with the app's import parser, and marks reports.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import {
  builtInReference,
  parseRoleDefinitions,
  type BuiltInMatch,
  type CustomRole,
} from '../../src/data/custom-roles';
import { importFileText } from '../../src/data/import-text';
import type { Role } from '../../src/data/role-model';

/** A roles file that cannot be read or imported: the CLI prints the message and exits 2, with nothing on stdout. */
export class RolesFileError extends Error {}

/** The file's text (UTF-8, or UTF-16 with a BOM as Windows PowerShell 5.1 writes it). */
function readText(path: string): string {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'there is no such file'
        : code === 'EISDIR'
          ? 'it is a folder'
          : code === 'EACCES'
            ? 'permission denied'
            : (error as Error).message;
    throw new RolesFileError(`Cannot read the roles file ${path}: ${why}.`);
  }
  const decoded = importFileText(bytes);
  if ('error' in decoded)
    throw new RolesFileError(`The roles file ${path} cannot be imported. ${decoded.error.message}`);
  return decoded.text;
}

/** One line on the built-in roles the file holds: they are the dataset's, and some may differ from it. */
function builtInLine(file: string, matches: BuiltInMatch[]): string | null {
  const known = matches.filter((m) => m.builtInName !== null);
  if (known.length === 0) return null;
  const differ = known.filter((m) => m.sameAsDataset === false).map((m) => m.builtInName);
  const count =
    known.length === 1 ? `1 built-in role (${known[0].builtInName}) is` : `${known.length} built-in roles are`;
  const line = `${file}: ${count} taken from the dataset, not added again`;
  return differ.length ? `${line}; the file lists other permissions for ${differ.join(', ')}.` : `${line}.`;
}

/**
 * The custom roles of a file of role definitions (any shape the app imports), checked against the built-in roles.
 * What the import changed or left out is told on `warn` (stderr), one line each; a file that cannot be read or
 * imported throws RolesFileError with the parser's message.
 */
export function loadRolesFile(path: string, builtIns: readonly Role[], warn: (line: string) => void): CustomRole[] {
  const file = basename(path);
  const result = parseRoleDefinitions(readText(path), builtInReference(builtIns));
  if ('error' in result) throw new RolesFileError(`The roles file ${path} cannot be imported. ${result.error.message}`);
  const line = builtInLine(file, result.builtInMatches);
  if (line) warn(line);
  for (const warning of result.warnings) warn(`${file}: ${warning.message}`);
  if (result.roles.length === 0) warn(`${file}: the file holds no custom roles; only built-in roles are compared.`);
  return result.roles;
}

/** A JSON report of a run with --roles-file: `customRoles` (whether the file added any) and, per listed role, `custom`. */
export function markCustomRoles<T extends object>(report: T, custom: readonly Role[]) {
  const ids = new Set(custom.map((r) => r.templateId));
  const listed = (report as { roles?: unknown }).roles;
  const roles = Array.isArray(listed)
    ? { roles: listed.map((r: { templateId: string }) => ({ ...r, custom: ids.has(r.templateId) })) }
    : {};
  return { ...report, ...roles, customRoles: custom.length > 0 };
}

/** The line a text report ends with when custom roles were loaded: which ones are not built-in, or that none is shown. */
export function customRolesLine(custom: readonly Role[], shown: readonly string[], need: boolean): string {
  if (need)
    return `Only built-in roles are recommended: the ${custom.length === 1 ? 'custom role' : `${custom.length} custom roles`} of the roles file ${custom.length === 1 ? 'is' : 'are'} left out of this answer.\n`;
  const names = custom.filter((r) => shown.includes(r.templateId)).map((r) => r.displayName);
  return names.length ? `Custom roles (from the roles file, not built-in): ${names.join(', ')}\n` : '';
}
