// The text of an import as JSON: checked for size (in UTF-8 bytes) before parsing, a BOM dropped, a syntax error placed.
// A file's bytes are decoded by the engine's one decoder (UTF-8, or UTF-16 with a BOM), as assignment exports are.
import { countText, MAX_IMPORT_BYTES } from '../app/input-limits';
import { decodeText, UNREADABLE_TEXT } from '@engine/decode-text';
import { jsonSyntaxProblem, type TextPosition } from '@engine/json-position';

export type ImportErrorCode =
  | 'too-large'
  | 'empty'
  | 'unreadable-encoding'
  | 'invalid-json'
  | 'not-role-definitions'
  | 'no-roles'
  | 'too-many-roles'
  | 'shallow-export';

/** Why nothing was imported; `position` points at the first invalid character of invalid JSON. */
export interface ImportError {
  code: ImportErrorCode;
  message: string;
  position?: TextPosition;
}

/** UTF-8 length of a text, without encoding it. */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** An import that failed, as parseRoleDefinitions returns it. */
export function fail(code: ImportErrorCode, message: string, position?: TextPosition): { error: ImportError } {
  return { error: position ? { code, message, position } : { code, message } };
}

/**
 * The text of an imported file's bytes: UTF-8 (a BOM or none) or UTF-16 with a BOM, as Windows PowerShell 5.1's
 * `ConvertTo-Json > file` writes it; other bytes are an error that says how to save the file.
 */
export function importFileText(bytes: Uint8Array): { text: string } | { error: ImportError } {
  const text = decodeText(bytes);
  return text === null ? fail('unreadable-encoding', UNREADABLE_TEXT) : { text };
}

/** The text parsed as JSON, or why it cannot be: too large, empty or invalid (with the line and column). */
export function readImportText(text: string): { json: unknown } | { error: ImportError } {
  const bytes = text.length * 3 <= MAX_IMPORT_BYTES ? 0 : utf8Bytes(text); // a UTF-16 unit is at most 3 UTF-8 bytes
  if (bytes > MAX_IMPORT_BYTES) {
    return fail(
      'too-large',
      `The file is larger than ${megabytes(MAX_IMPORT_BYTES)} (${countText(bytes)} bytes); RolePrism reads at most ${megabytes(MAX_IMPORT_BYTES)} of role definitions.`,
    );
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text; // PowerShell writes a UTF-8 BOM
  if (body.trim() === '') return fail('empty', 'The file is empty: it holds no role definitions.');
  try {
    return { json: JSON.parse(body) };
  } catch (error) {
    const { reason, position } = jsonSyntaxProblem(body, error);
    return fail(
      'invalid-json',
      `The file is not valid JSON: ${reason} at line ${position.line}, column ${position.column}.`,
      position,
    );
  }
}
