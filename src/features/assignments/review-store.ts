// The assignment review as the page knows it: the id of the review the worker holds and its overview, and 'Keep for
// this tab'. The files themselves are in the worker (workers/assignment-review.ts): File handles cross once, and only
// 'Keep for this tab' brings their bytes back, to store them in this tab. Nothing here makes a request.
import { atom, useAtomValue, useStore } from 'jotai';
import { transfer } from 'comlink';
import type { AssignmentColumnMapping } from '@engine/assignments/assignment-model';
import type { CustomRoleRef } from '@engine/assignments/role-directory';
import type { FileOutcome, ReviewChange, ReviewOverview } from '../../../workers/assignment-review';
import { askEngine } from '../../worker-bridge/engine-client';
import { errorMessage } from '../../state/roles';
import { customRolesAtom } from '../../state/custom-roles';
import { keepsAssignmentFiles, keptAssignmentFiles, MAX_KEPT_BYTES, writeKeptAssignmentFiles } from './kept-files';

export type { FileOutcome };

/** What an import (or a column mapping) did: each file's outcome, or the engine's failure (then nothing changed). */
export type ImportOutcome = { files: FileOutcome[] } | { failure: string };

export interface ReviewState {
  /** The review the worker holds for this page (null before any file was chosen), and its overview (null: none read). */
  id: string | null;
  review: ReviewOverview | null;
  /** 'Keep for this tab' as ticked (null: as this tab's storage says). */
  keep: boolean | null;
  /** Whether the files fit this tab's storage. */
  kept: boolean;
  /** The files are on their way to this tab's storage (the worker hands their bytes back): a reload now loses them. */
  keeping: boolean;
}

const EMPTY: ReviewState = { id: null, review: null, keep: null, kept: true, keeping: false };

/** The page's review state: the visitor's, so it lives in the app's store (a new page starts empty). */
export const reviewStateAtom = atom<ReviewState>(EMPTY);

type Store = ReturnType<typeof useStore>;

const failureOf = (error: unknown) => ({
  failure: errorMessage(error, 'The analysis engine could not read the files. Try again.'),
});

/** The review's files written to this tab's storage (or removed) as 'Keep for this tab' says; whether they fit. */
async function keepFiles(state: ReviewState, keep: boolean): Promise<boolean> {
  if (!keep || state.id === null || state.review === null) return writeKeptAssignmentFiles(keep, []);
  if (state.review.bytes > MAX_KEPT_BYTES) return writeKeptAssignmentFiles(true, null);
  return writeKeptAssignmentFiles(true, await askEngine('reviewFiles', [state.id]));
}

const keeps = (state: ReviewState) => state.keep ?? keepsAssignmentFiles();

/** Ticks or unticks 'Keep for this tab' and stores the review's files for the tab, or removes them. */
async function setKept(store: Store, keep: boolean): Promise<void> {
  store.set(reviewStateAtom, (s) => ({ ...s, keep, keeping: true }));
  const kept = await keepFiles(store.get(reviewStateAtom), keep).catch(() => false);
  store.set(reviewStateAtom, (s) => ({ ...s, kept, keeping: false }));
}

/** Sets the review the worker answered, and keeps its files for the tab when the visitor asked for that. */
async function settle(store: Store, id: string, review: ReviewOverview | null): Promise<void> {
  const next = { ...store.get(reviewStateAtom), id, review };
  store.set(reviewStateAtom, next);
  if (keeps(next)) await setKept(store, true);
}

/** Runs a change of the files in the worker and shows its outcome; a failure changes nothing. */
async function change(store: Store, ask: () => Promise<ReviewChange>): Promise<ImportOutcome> {
  let answer: ReviewChange;
  try {
    answer = await ask();
  } catch (error) {
    console.error('The assignment review failed', error);
    return failureOf(error);
  }
  await settle(store, answer.id, answer.review);
  return { files: answer.files };
}

/** The review state and what the page does with it. */
export function useAssignmentReview() {
  const store = useStore();
  const state = useAtomValue(reviewStateAtom);
  const id = () => store.get(reviewStateAtom).id;
  // The questions that review files name the imported custom roles: the worker's catalog must hold them.
  const custom = () => store.get(customRolesAtom);
  return {
    ...state,
    /** Reads picked or dropped files into the review (File handles, read in the worker). */
    add: (picked: readonly File[], customRoles: CustomRoleRef[]) =>
      change(store, () => askEngine('addReviewFiles', [id(), [...picked], customRoles], undefined, custom())),
    /** Reads a refused CSV again with the columns the visitor mapped. */
    map: (file: string, mapping: AssignmentColumnMapping) => {
      const current = id();
      if (current === null) return Promise.resolve(failureOf(new Error('Choose the file again.')));
      return change(store, () => askEngine('mapReviewColumns', [current, file, mapping], undefined, custom()));
    },
    /** Removes one file (the rest is reviewed again) or, with null, every file. */
    remove: async (file: string | null): Promise<ImportOutcome | null> => {
      const current = id();
      if (current === null) return null;
      try {
        await settle(store, current, await askEngine('removeReviewFiles', [current, file], undefined, custom()));
        return null;
      } catch (error) {
        return failureOf(error);
      }
    },
    /** Reviews the files again: after the takeover data failed to load, the worker tries it once more. */
    reviewAgain: async (): Promise<void> => {
      const current = id();
      if (current === null) return;
      const review = await askEngine('reviewAgain', [current], undefined, custom()).catch((error: unknown) => {
        console.error('The assignment review failed', error);
        return undefined;
      });
      if (review !== undefined && id() === current) await settle(store, current, review);
    },
    /** Reads the files kept in this tab, once, when the page opens with none loaded. */
    restore: async (customRoles: CustomRoleRef[]): Promise<ImportOutcome | null> => {
      if (id() !== null) return null;
      const kept = keptAssignmentFiles();
      if (kept.length === 0) return null;
      const bytes = transfer(
        kept,
        kept.map((f) => f.bytes.buffer as ArrayBuffer),
      );
      return change(store, () => askEngine('addReviewFiles', [null, bytes, customRoles], undefined, custom()));
    },
    /** Ticks or unticks 'Keep for this tab': stores the files in this tab's storage, or removes them. */
    setKeep: (keep: boolean): Promise<void> => setKept(store, keep),
  };
}
