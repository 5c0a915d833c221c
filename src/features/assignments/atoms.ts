// The assignment review's state: the files read so far (bytes, in this page's memory; in session storage only while
// 'Keep for this tab' is ticked), their CSV column mappings, and the engine's review of them. Every read and review
// happens in the engine worker; nothing here makes a request or writes the URL.
import { atom, type Getter, type Setter } from 'jotai';
import type {
  AssignmentColumnMapping,
  AssignmentCsvColumns,
  AssignmentFileInput,
  AssignmentFileProblem,
  AssignmentFileSummary,
} from '@engine/assignments/assignment-model';
import type { AssignmentOptions, AssignmentReviewAnswer } from '@engine/engine';
import { customRolesAtom } from '../../state/custom-roles';
import { askEngine, setEngineCustomRoles } from '../../worker-bridge/engine-client';
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

const loadedAtom = atom<LoadedReview | null>(null);
const columnsAtom = atom<Record<string, AssignmentColumnMapping>>({});

/** The review on the page; null before any file was read. */
export const loadedReviewAtom = atom((get) => get(loadedAtom));

const keepFlagAtom = atom<boolean | null>(null);
const keepWorkedAtom = atom(true);

/** 'Keep for this tab' as ticked, and whether the files loaded fit this tab's storage. */
export const keepAssignmentFilesAtom = atom(
  (get) => ({ keep: get(keepFlagAtom) ?? keepsAssignmentFiles(), kept: get(keepWorkedAtom) }),
  (get, set, keep: boolean) => {
    set(keepFlagAtom, keep);
    set(keepWorkedAtom, writeKeptAssignmentFiles(keep, get(loadedAtom)?.files ?? []));
  },
);

/** The tenant's ids and names of the custom roles imported on /simulator: assignments of them are matched to them. */
function customRoleOptions(get: Getter): AssignmentOptions['customRoles'] {
  const custom = get(customRolesAtom);
  setEngineCustomRoles(custom); // the engine reads with them from this question on
  return custom.map((role) => ({ templateId: role.templateId, id: role.id, name: role.sourceName }));
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

/**
 * Reviews the loaded files with `added` (and `columns`): files the engine refuses are left out and reported, and when
 * no added file gives anything, the review shown stays as it was.
 */
async function review(
  get: Getter,
  set: Setter,
  added: AssignmentFileInput[],
  columns: Record<string, AssignmentColumnMapping>,
): Promise<ImportOutcome> {
  const before = get(loadedAtom);
  const files = [...(before?.files ?? []), ...added];
  const options: AssignmentOptions = { columns, customRoles: customRoleOptions(get) };
  let answer: AssignmentReviewAnswer;
  try {
    answer = await askEngine('reviewAssignments', [files, options]);
  } catch (error) {
    console.error('The assignment review failed', error);
    return { failure: messageOf(error) };
  }
  const refused = new Map(answer.read.problems.map((p) => [p.file, p]));
  const outcomes: FileOutcome[] = await Promise.all(
    added.map(async (file): Promise<FileOutcome> => {
      const problem = refused.get(file.name);
      if (!problem) return { file: file.name, summary: answer.read.files.find((f) => f.file === file.name)! };
      if (!problem.headers && problem.code !== 'csv-no-principal-column') return { file: file.name, problem };
      const csv = await askEngine('assignmentCsvColumns', [file]).catch(() => undefined);
      return { file: file.name, problem, columns: csv, bytes: file.bytes };
    }),
  );
  const kept = files.filter((f) => !refused.has(f.name));
  if (kept.length > (before?.files.length ?? 0) || before === null) {
    const next = answer.review === null ? null : { files: kept, options, answer };
    set(loadedAtom, next);
    if (get(keepFlagAtom) ?? keepsAssignmentFiles()) writeKeptAssignmentFiles(true, next?.files ?? []);
  }
  return { files: outcomes };
}

/** Reads picked or dropped files into the review (in the worker); a file that cannot be read changes nothing. */
export const addAssignmentFilesAtom = atom(null, async (get, set, picked: readonly File[]): Promise<ImportOutcome> => {
  const taken = new Set((get(loadedAtom)?.files ?? []).map((f) => f.name));
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
  return review(get, set, added, get(columnsAtom));
});

/** Reads a CSV again with the columns the visitor mapped. */
export const mapAssignmentColumnsAtom = atom(
  null,
  async (get, set, file: AssignmentFileInput, mapping: AssignmentColumnMapping): Promise<ImportOutcome> => {
    const columns = { ...get(columnsAtom), [file.name]: mapping };
    const outcome = await review(get, set, [file], columns);
    if ('files' in outcome && outcome.files.every((f) => 'summary' in f)) set(columnsAtom, columns);
    return outcome;
  },
);

/** Reads the files kept in this tab, once, when the page opens with none loaded. */
export const restoreKeptAssignmentFilesAtom = atom(null, async (get, set): Promise<ImportOutcome | null> => {
  if (get(loadedAtom) !== null) return null;
  const kept = keptAssignmentFiles();
  if (kept.length === 0) return null;
  return review(get, set, kept, get(columnsAtom));
});

/** Removes one file (the review is read again without it) or, with null, every file. */
export const removeAssignmentFileAtom = atom(null, async (get, set, name: string | null): Promise<void> => {
  const before = get(loadedAtom);
  const rest = name === null ? [] : (before?.files ?? []).filter((f) => f.name !== name);
  set(loadedAtom, null);
  if (get(keepFlagAtom) ?? keepsAssignmentFiles()) writeKeptAssignmentFiles(true, rest);
  if (rest.length > 0) await review(get, set, rest, get(columnsAtom));
});
