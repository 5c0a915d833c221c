// The assignment review's browser tests' shared pieces: the fixtures as files (bytes as on disk, UTF-16 included), the
// engine run in the test as the oracle, and readers of what the page shows.
import { expect } from 'vitest';
import type { AssignmentFileInput } from '@engine/assignments/assignment-model';
import type { AssignmentOptions, RoleEngine } from '@engine/engine';
import type { TakeoverFile } from '@engine/takeover/takeover-file';
import { loadRoles } from '../../src/data/load-roles';
import { engineOf } from './engine-oracle';
import type { RenderedApp } from './harness';

const URLS = import.meta.glob('../fixtures/assignments/*.{json,csv}', {
  query: '?url',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** A fixture's bytes, exactly as on disk (a UTF-16 file stays UTF-16). */
export async function fixtureBytes(name: string): Promise<Uint8Array> {
  const url = URLS[`../fixtures/assignments/${name}`];
  if (!url) throw new Error(`no fixture ${name}`);
  return new Uint8Array(await (await fetch(url)).arrayBuffer());
}

/** A fixture as the File a visitor chooses. */
export async function fixtureFile(name: string): Promise<File> {
  return new File([(await fixtureBytes(name)) as BlobPart], name);
}

/** A fixture as the engine reads it. */
export async function fixtureInput(name: string, as = name): Promise<AssignmentFileInput> {
  return { name: as, bytes: await fixtureBytes(name) };
}

/** The shipped takeover facts (public/data/takeover.json), fetched as the worker fetches them. */
export async function takeoverFile(): Promise<TakeoverFile> {
  return (await (await fetch('/data/takeover.json')).json()) as TakeoverFile;
}

/**
 * An engine loaded with the dataset's roles and the takeover facts, as the worker loads them: what the page must show.
 * `{ takeover: false }`: as the worker is when takeover.json did not load (the review has no reach).
 */
export async function assignmentOracle({ takeover = true } = {}): Promise<RoleEngine> {
  const engine = engineOf(await loadRoles());
  if (takeover) engine.loadTakeover(await takeoverFile());
  return engine;
}

/** One assignment of a test tenant, written into Graph JSON by tenantFile. */
export interface TenantAssignment {
  id: string;
  principal: string;
  name: string;
  type: 'user' | 'group' | 'servicePrincipal';
  role: string;
  scope?: string;
  eligible?: boolean;
}

const GRAPH_CONTEXT = 'https://graph.microsoft.com/v1.0/$metadata#roleManagement/directory/';

/** The assignments as one Graph JSON export: a page of roleAssignments, a page of eligibility instances. */
export function tenantJson(assignments: readonly TenantAssignment[]): string {
  const record = (a: TenantAssignment) => ({
    id: a.id,
    principalId: a.principal,
    roleDefinitionId: a.role,
    directoryScopeId: a.scope ?? '/',
    principal: { '@odata.type': `#microsoft.graph.${a.type}`, id: a.principal, displayName: a.name },
  });
  return JSON.stringify([
    {
      '@odata.context': `${GRAPH_CONTEXT}roleAssignments(principal())`,
      value: assignments.filter((a) => !a.eligible).map(record),
    },
    {
      '@odata.context': `${GRAPH_CONTEXT}roleEligibilityScheduleInstances(principal())`,
      value: assignments.filter((a) => a.eligible).map(record),
    },
  ]);
}

/** The tenant as the engine reads it, and as the File a visitor chooses. */
export function tenantFiles(assignments: readonly TenantAssignment[], name: string) {
  const bytes = new TextEncoder().encode(tenantJson(assignments));
  return { input: { name, bytes } as AssignmentFileInput, file: new File([bytes], name) };
}

/** The review the oracle gives for these files (throws when it gives none, so a test cannot pass on nothing). */
export function oracleReview(engine: RoleEngine, files: AssignmentFileInput[], options: AssignmentOptions = {}) {
  const review = engine.reviewAssignments(files, { customRoles: [], ...options }).review;
  if (!review) throw new Error('the oracle read no assignment');
  return review;
}

export const WAIT = { timeout: 20_000 };

export const fileInput = (app: RenderedApp) => app.screen.getByLabelText('Choose assignment files (or drop them here)');

/** The value of a summary figure, by its label (whole, else its start). */
export function figure(label: string): string {
  const terms = [...document.querySelectorAll('dt')];
  const term = terms.find((dt) => dt.textContent === label) ?? terms.find((dt) => dt.textContent?.startsWith(label));
  if (!term) throw new Error(`no figure ${label}`);
  return term.parentElement!.querySelector('dd')!.textContent ?? '';
}

/** Waits until the summary's Assignments figure reads `count` (the review arrived) and its table shows its rows. */
export async function expectAssignments(count: number): Promise<void> {
  await expect
    .poll(() => {
      try {
        return figure('Assignments');
      } catch {
        return null;
      }
    }, WAIT)
    .toBe(count.toLocaleString('en-US'));
  await expectRowsShown();
}

/** Waits until the principals table shows the page it asked for: no longer busy, its caption counting principals. */
export async function expectRowsShown(): Promise<void> {
  await expect
    .poll(() => {
      const table = principalsTable();
      return table !== undefined && table.parentElement?.getAttribute('aria-busy') !== 'true';
    }, WAIT)
    .toBe(true);
}

const principalsTable = () =>
  [...document.querySelectorAll('table')].find((t) => /\bprincipals\b/.test(t.caption?.textContent ?? ''));

/** The principals table's body rows. */
export function tableRows(): HTMLTableRowElement[] {
  const table = principalsTable();
  return table ? [...table.tBodies[0].rows] : [];
}

/** The principal names in the table, in order. */
export function rowNames(): string[] {
  return tableRows().map((row) => row.cells[0].querySelector('span')!.textContent ?? '');
}
