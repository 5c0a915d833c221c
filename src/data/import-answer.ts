// The custom-role import's answer from the worker (workers/custom-roles-import.ts), and its reading on the page.
import type { CustomRole, ImportResult } from './custom-roles';

/**
 * The answer as JSON, in pieces: `head` is the result with no roles (or the error), each of `pieces` a JSON array of at
 * most ROLES_PER_PIECE of its roles, in order, as UTF-8 bytes. The bytes are transferred, not copied (receiving 1,000
 * roles as strings took one 50 ms task on this machine), and the page decodes and parses one piece per task (the
 * whole answer in one JSON.parse was another 50 ms task).
 */
export interface ImportAnswer {
  head: string;
  pieces: Uint8Array<ArrayBuffer>[];
}

/** Roles per piece of the answer. */
export const ROLES_PER_PIECE = 100;

/** The result an answer stands for, read piece by piece; `between` runs after each piece (the page yields there). */
export async function readImportAnswer(answer: ImportAnswer, between: () => Promise<void>): Promise<ImportResult> {
  const head = JSON.parse(answer.head) as ImportResult;
  if ('error' in head) return head;
  const roles: CustomRole[] = [];
  const decoder = new TextDecoder();
  for (const piece of answer.pieces) {
    roles.push(...(JSON.parse(decoder.decode(piece)) as CustomRole[]));
    await between();
  }
  return { ...head, roles };
}
