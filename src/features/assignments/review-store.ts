// The assignment review's state: the files read so far (bytes, in this page's memory; in session storage only while
// 'Keep for this tab' is ticked), their CSV column mappings, and the engine's review of them. Every read and review
// happens in the engine worker; nothing here makes a request or writes the URL.
//
// A small store of its own rather than jotai atoms: the bundler (rolldown 1.2, rolldown/rolldown#10731) moved the
// entry's shared code, the worker's start included, out of the entry file as soon as this page imported jotai beside
// the engine bridge (tests/e2e/budgets.test.ts). The page reads it with useSyncExternalStore.
import { useSyncExternalStore } from 'react';
import type {
  AssignmentColumnMapping,
  AssignmentCsvColumns,
  AssignmentFileInput,
  AssignmentFileProblem,
  AssignmentFileSummary,
} from '@engine/assignments/assignment-model';
import type { CustomRoleRef } from '@engine/assignments/role-directory';
import type { AssignmentOptions, AssignmentReviewAnswer } from '@engine/engine';
import { askEngine } from '../../worker-bridge/engine-client';
import { keepsAssignmentFiles, keptAssignmentFiles, writeKeptAssignmentFiles } from './kept-files';

/** The review the page shows: the files it was read from, the options they were read with, and the engine's answer. */
export interface LoadedReview {
  files: AssignmentFileInput[];
  options: AssignmentOptions;
  answer: AssignmentReviewAnswer;
}

/** One file's outcome in the last import: read (with its figures) or refused (with the engine's message). */
export type FileOutcome =
  | { file: string; summary: AssignmentFileSummary }
  | { file: string; problem: AssignmentFileProblem; columns?: AssignmentCsvColumns; bytes?: Uint8Array };

/** What an import (or a column mapping) did: each file's outcome, or the engine's failure (then nothing changed). */
export type ImportOutcome = { files: FileOutcome[] } | { failure: string };

export interface ReviewState {
  /** The review on the page; null before any file was read. */
  loaded: LoadedReview | null;
  /** 'Keep for this tab' as ticked (null: as this tab's storage says). */
  keep: boolean | null;
  /** Whether the loaded files fit this tab's storage. */
  kept: boolean;
}

const EMPTY: ReviewState = { loaded: null, keep: null, kept: true };
let state = EMPTY;
let columns: Record<string, AssignmentColumnMapping> = {};
const listeners = new Set<() => void>();

function update(next: Partial<ReviewState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The review state; a prerendered page sees the empty state (no file is ever read on the server). */
export function useReviewState(): ReviewState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );
}

const keeps = () => state.keep ?? keepsAssignmentFiles();

/** Ticks or unticks 'Keep for this tab': writes the loaded files to this tab's storage, or removes them. */
export function setKeepAssignmentFiles(keep: boolean): void {
  update({ keep, kept: writeKeptAssignmentFiles(keep, state.loaded?.files ?? []) });
}

/** `name`, or `name (2)`, `name (3)`… when a file of that name is already in `taken`. */
function freeName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = `${name} (${n})`;
  taken.add(candidate);
  return candidate;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'The analysis engine could not read the files. Try again.';

/** The outcome of each added file; a CSV whose columns could not be recognised comes with its headers, to map. */
function outcomesOf(added: AssignmentFileInput[], answer: AssignmentReviewAnswer): Promise<FileOutcome[]> {
  const refused = new Map(answer.read.problems.map((p) => [p.file, p]));
  return Promise.all(
    added.map(async (file): Promise<FileOutcome> => {
      const problem = refused.get(file.name);
      if (!problem) return { file: file.name, summary: answer.read.files.find((f) => f.file === file.name)! };
      if (!problem.headers && problem.code !== 'csv-no-principal-column') return { file: file.name, problem };
      const csv = await askEngine('assignmentCsvColumns', [file]).catch(() => undefined);
      return { file: file.name, problem, columns: csv, bytes: file.bytes };
    }),
  );
}

/**
 * Reviews the loaded files with `added`: files the engine refuses are left out and reported, and when no added file
 * gives anything, the review shown stays as it was.
 */
async function review(
  added: AssignmentFileInput[],
  mappings: Record<string, AssignmentColumnMapping>,
  customRoles: CustomRoleRef[],
): Promise<ImportOutcome> {
  const before = state.loaded;
  const files = [...(before?.files ?? []), ...added];
  const options: AssignmentOptions = { columns: mappings, customRoles };
  let answer: AssignmentReviewAnswer;
  try {
    answer = await askEngine('reviewAssignments', [files, options]);
  } catch (error) {
    console.error('The assignment review failed', error);
    return { failure: messageOf(error) };
  }
  const outcomes = await outcomesOf(added, answer);
  const refused = new Set(answer.read.problems.map((p) => p.file));
  const accepted = files.filter((f) => !refused.has(f.name));
  if (before === null || accepted.length > before.files.length) {
    const loaded = answer.review === null ? null : { files: accepted, options, answer };
    update({ loaded, kept: keeps() ? writeKeptAssignmentFiles(true, loaded?.files ?? []) : state.kept });
  }
  return { files: outcomes };
}

/** Reads picked or dropped files into the review (in the worker); a file that cannot be read changes nothing. */
export async function addAssignmentFiles(
  picked: readonly File[],
  customRoles: CustomRoleRef[],
): Promise<ImportOutcome> {
  const taken = new Set((state.loaded?.files ?? []).map((f) => f.name));
  let added: AssignmentFileInput[];
  try {
    added = await Promise.all(
      picked.map(async (file) => ({
        name: freeName(file.name, taken),
        bytes: new Uint8Array(await file.arrayBuffer()),
      })),
    );
  } catch (error) {
    return { failure: `The file could not be read: ${messageOf(error)}` };
  }
  return review(added, columns, customRoles);
}

/** Reads a CSV again with the columns the visitor mapped. */
export async function mapAssignmentColumns(
  file: AssignmentFileInput,
  mapping: AssignmentColumnMapping,
  customRoles: CustomRoleRef[],
): Promise<ImportOutcome> {
  const mapped = { ...columns, [file.name]: mapping };
  const outcome = await review([file], mapped, customRoles);
  if ('files' in outcome && outcome.files.every((f) => 'summary' in f)) columns = mapped;
  return outcome;
}

/** Reads the files kept in this tab, once, when the page opens with none loaded. */
export async function restoreKeptAssignmentFiles(customRoles: CustomRoleRef[]): Promise<ImportOutcome | null> {
  if (state.loaded !== null) return null;
  const kept = keptAssignmentFiles();
  if (kept.length === 0) return null;
  return review(kept, columns, customRoles);
}

/**
 * Reviews the loaded files again with the same options: after the takeover data failed to load, the worker tries it
 * once more. The review shown stays until the new one arrives; an engine failure leaves it as it was.
 */
export async function reviewLoadedAgain(): Promise<void> {
  const before = state.loaded;
  if (before === null) return;
  let answer: AssignmentReviewAnswer;
  try {
    answer = await askEngine('reviewAssignments', [before.files, before.options]);
  } catch (error) {
    console.error('The assignment review failed', error);
    return;
  }
  if (state.loaded === before && answer.review !== null) update({ loaded: { ...before, answer } });
}

/** Removes one file (the review is read again without it) or, with null, every file. */
export async function removeAssignmentFile(name: string | null, customRoles: CustomRoleRef[]): Promise<void> {
  const rest = name === null ? [] : (state.loaded?.files ?? []).filter((f) => f.name !== name);
  update({ loaded: null });
  if (keeps()) writeKeptAssignmentFiles(true, rest);
  if (rest.length > 0) await review(rest, columns, customRoles);
}

/** Forgets what this page holds in memory, as a reload does (files kept for the tab stay kept). */
export function forgetAssignmentReview(): void {
  columns = {};
  update(EMPTY);
}
