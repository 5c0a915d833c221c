// The assignment files kept in this tab's session storage while the review's 'Keep for this tab' is ticked: names and
// bytes (base64, so a UTF-16 PowerShell file comes back byte for byte). Nothing here makes a request.
import type { AssignmentFileInput } from '@engine/assignments/assignment-model';
import { ASSIGNMENT_FILES_KEY, KEEP_ASSIGNMENT_FILES_KEY, sessionStoreOrMemory } from '../../state/session-store';

/** Files past this many bytes together are not kept: base64 makes them a third larger, and a tab holds about 5 MB. */
export const MAX_KEPT_BYTES = 2_000_000;

const CHUNK = 0x8000;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(i, Math.min(i + CHUNK, bytes.length)));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether the visitor ticked 'Keep for this tab' on /assignments (in this tab). */
export function keepsAssignmentFiles(): boolean {
  try {
    return sessionStoreOrMemory().getItem(KEEP_ASSIGNMENT_FILES_KEY) === '1';
  } catch {
    return false;
  }
}

/** The kept files, or none (not kept, blocked storage, or a value this app did not write). Never throws. */
export function keptAssignmentFiles(): AssignmentFileInput[] {
  try {
    if (!keepsAssignmentFiles()) return [];
    const parsed: unknown = JSON.parse(sessionStoreOrMemory().getItem(ASSIGNMENT_FILES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (f): f is { name: string; base64: string } =>
          typeof f?.name === 'string' && typeof (f as { base64?: unknown }).base64 === 'string',
      )
      .map((f) => ({ name: f.name, bytes: fromBase64(f.base64) }));
  } catch {
    return [];
  }
}

/**
 * Sets 'Keep for this tab' and writes (or removes) the files; null: they are too large to ask for. Answers whether the
 * files are kept: false when they are too large or storage refuses them (they stay in the worker either way).
 */
export function writeKeptAssignmentFiles(keep: boolean, files: readonly AssignmentFileInput[] | null): boolean {
  try {
    const store = sessionStoreOrMemory();
    if (!keep) {
      store.removeItem(KEEP_ASSIGNMENT_FILES_KEY);
      store.removeItem(ASSIGNMENT_FILES_KEY);
      return true;
    }
    store.setItem(KEEP_ASSIGNMENT_FILES_KEY, '1');
    const size = files?.reduce((sum, f) => sum + f.bytes.length, 0) ?? Infinity;
    if (files === null || files.length === 0 || size > MAX_KEPT_BYTES) {
      store.removeItem(ASSIGNMENT_FILES_KEY);
      return files?.length === 0;
    }
    store.setItem(
      ASSIGNMENT_FILES_KEY,
      JSON.stringify(files.map((f) => ({ name: f.name, base64: toBase64(f.bytes) }))),
    );
    return true;
  } catch {
    try {
      sessionStoreOrMemory().removeItem(ASSIGNMENT_FILES_KEY);
    } catch {
      // blocked storage: nothing was kept
    }
    return false;
  }
}
