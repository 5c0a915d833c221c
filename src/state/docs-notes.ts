// Where Microsoft's docs and the Graph export disagree (public/data/docs-notes.json, written by the data build), and the
// clock the app reads dates against. The notes are extra: when they fail to load, pages work without them.
import { atom, useAtomValue, type createStore } from 'jotai';
import type { DocsNotesFile, RolePermissionNote } from '../../scripts/lib/docs-reconcile';
import { loadableOf } from './loadable';

export type { DocsNotesFile, RolePermissionNote } from '../../scripts/lib/docs-reconcile';

/** The reconciliation file, relative to the deployment's base path (beside the dataset). */
export const DOCS_NOTES_URL = `${import.meta.env.BASE_URL}data/docs-notes.json`;

/** The notes as components read them. */
export interface DocsNotes {
  file: DocsNotesFile;
  /** Roles whose docs table disagrees with the export, by template id. */
  permissionNotes: Map<string, RolePermissionNote>;
  /** Roles the export lists with no permissions. */
  emptyRoles: Set<string>;
  /** Other names Microsoft's docs give a role (beyond letter case), by template id. */
  docsNames: Map<string, string[]>;
}

function indexNotes(file: DocsNotesFile): DocsNotes {
  const docsNames = new Map<string, string[]>();
  for (const d of file.nameDifferences) {
    if (!d.caseOnly) docsNames.set(d.templateId, [...(docsNames.get(d.templateId) ?? []), d.docsName]);
  }
  return {
    file,
    permissionNotes: new Map(file.roles.map((n) => [n.templateId, n])),
    emptyRoles: new Set(file.emptyRoles.map((r) => r.templateId)),
    docsNames,
  };
}

/** The notes file the build-time render reads from disk (provideDocsNotes); null: the page fetches it. */
const providedFileAtom = atom<DocsNotesFile | null>(null);

/** The build-time render's notes: its pages are rendered with them, as the client renders once it has fetched them. */
export function provideDocsNotes(store: ReturnType<typeof createStore>, file: DocsNotesFile): void {
  store.set(providedFileAtom, file);
}

/** Loads the notes once per store; a failure gives null and a console warning, never an error a page must show. */
export const docsNotesAtom = atom(async (get): Promise<DocsNotes | null> => {
  const provided = get(providedFileAtom);
  try {
    const file = provided ?? (await fetchNotesFile());
    if (!Array.isArray(file?.roles) || !Array.isArray(file?.nameDifferences)) throw new Error('unexpected content');
    return indexNotes(file);
  } catch (error) {
    console.warn(`Could not load ${DOCS_NOTES_URL}; notes on where Microsoft's docs differ are not shown.`, error);
    return null;
  }
});

async function fetchNotesFile(): Promise<DocsNotesFile> {
  const response = await fetch(DOCS_NOTES_URL);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as DocsNotesFile;
}

export const docsNotesLoadableAtom = loadableOf(docsNotesAtom);

/**
 * Starts reading the notes into `store` at start (the HTML preloads the file), beside the roles: a page that renders
 * before they arrive renders again when they do, and for a comparison that restarted its result's render.
 */
export function startLoadingDocsNotes(store: ReturnType<typeof createStore>): void {
  void store.get(docsNotesAtom);
}

/** The notes once loaded; null while loading or when they could not be loaded. */
export function useDocsNotes(): DocsNotes | null {
  const notes = useAtomValue(docsNotesLoadableAtom);
  return notes.state === 'hasData' ? notes.data : null;
}

/** Loading, failed or loaded, for the page that explains the data (/data). */
export function useDocsNotesState() {
  return useAtomValue(docsNotesLoadableAtom);
}

/** What a component needs to mark a role: its permission note, whether the export lists nothing, its docs names. */
export interface RoleDocsMark {
  note: RolePermissionNote | null;
  empty: boolean;
  docsNames: string[];
}

const NO_MARK: RoleDocsMark = { note: null, empty: false, docsNames: [] };

export function docsMarkOf(notes: DocsNotes | null, templateId: string): RoleDocsMark {
  if (!notes) return NO_MARK;
  const note = notes.permissionNotes.get(templateId) ?? null;
  const empty = notes.emptyRoles.has(templateId);
  const docsNames = notes.docsNames.get(templateId) ?? [];
  return note || empty || docsNames.length > 0 ? { note, empty, docsNames } : NO_MARK;
}

/** The docs names of every role that has one, for the role searches. */
export function useDocsAliases(): ReadonlyMap<string, string[]> | undefined {
  return useDocsNotes()?.docsNames;
}

/** The clock dates are read against: the real one, or one a test sets (`store.set(clockAtom, { now: () => date })`). */
export const clockAtom = atom<{ now: () => Date }>({ now: () => new Date() });

/** Whole days from `isoDate` (YYYY-MM-DD, UTC) to `now`; null for a malformed date. */
export function daysSince(isoDate: string, now: Date): number | null {
  const then = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(then)) return null;
  return Math.floor((now.getTime() - then) / 86_400_000);
}

/** Today by the store's clock (read once per render). */
export function useNow(): Date {
  return useAtomValue(clockAtom).now();
}
