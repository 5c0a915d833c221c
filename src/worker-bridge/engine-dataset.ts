// The engine's dataset, owned by the bridge: with the static file the worker reads it itself and the page sends only its
// custom roles; with the hosted backend the page feeds the loaded roles once (again after a reload). Calls wait for a feed.
import type { Role } from '../data/role-model';
import { readSupabaseConfig } from '../data/supabase-config';

// No worker code in this module: the roles atom feeds it from the entry's code without pulling Comlink into the first paint.

/**
 * What the worker is to load: the roles the page sent (`page`), or the file it reads itself plus the page's custom
 * roles (`file`; a new `generation` reads the file again, as a retry of the roles does).
 */
export type EngineFeed =
  { from: 'page'; roles: Role[] } | { from: 'file'; generation: number; custom: readonly Role[] };

let feed: EngineFeed | null = null;
let fileGeneration = 0;
let pageFeedsForTests = false;
let announceFirst: () => void = () => {};
const firstFed = new Promise<void>((resolve) => (announceFirst = resolve));

/**
 * True when the worker reads the dataset file itself: no hosted backend is configured (with one, the page's roles may
 * come from it, so the page feeds them).
 */
export function workerReadsFile(): boolean {
  return !pageFeedsForTests && readSupabaseConfig() === null;
}

/**
 * Tests only: the page feeds the worker even with the static file, for a test that mocks the page's fetch (which the
 * worker does not see) and expects the engine to answer from the mocked roles. False restores the app's behaviour.
 */
export function setPageFeedsEngine(on: boolean): void {
  pageFeedsForTests = on;
}

function setFeed(next: EngineFeed): void {
  feed = next;
  announceFirst();
}

function feedFile(custom: readonly Role[]): void {
  if (feed?.from === 'file' && feed.custom === custom && feed.generation === fileGeneration) return;
  setFeed({ from: 'file', generation: fileGeneration, custom });
}

/** Gives the engine these roles (all of them), sent from the page; the worker loads them before it answers the next call. */
export function feedEngine(roles: Role[]): void {
  setFeed({ from: 'page', roles });
}

/**
 * The page's roles have loaded (`roles`, of which `custom` are the visitor's imports): with the static file only the
 * custom roles go to the worker, which reads the file's roles itself; otherwise the whole list is fed.
 */
export function feedLoadedRoles(roles: Role[], custom: readonly Role[]): void {
  if (workerReadsFile()) feedFile(custom);
  else if (feed?.from !== 'page' || feed.roles !== roles) feedEngine(roles);
}

/** The visitor's custom roles changed: with the static file they go to the worker at once, without waiting for the page's roles. */
export function feedCustomRoles(custom: readonly Role[]): void {
  if (workerReadsFile()) feedFile(custom);
}

/** A retry of the roles: with the static file, the worker reads it again before its next answer. */
export function reloadEngineFile(): void {
  fileGeneration++;
  if (feed?.from === 'file') setFeed({ ...feed, generation: fileGeneration });
}

/** What the worker is to load, waiting for the first feed when none came yet (none needed when the worker reads the file). */
export async function engineFeed(): Promise<EngineFeed> {
  if (!feed && workerReadsFile()) feedFile([]);
  await firstFed;
  return feed!;
}

/** The feed the worker is to load now, or null before the first feed. */
export function currentEngineFeed(): EngineFeed | null {
  return feed;
}

/** The roles the page last sent to the engine, or null when it sent none (before the first feed, or the worker reads the file). */
export function currentEngineDataset(): Role[] | null {
  return feed?.from === 'page' ? feed.roles : null;
}
