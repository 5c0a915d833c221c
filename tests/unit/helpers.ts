// Shared fixtures for Node tests: the shipped dataset as client roles and as a loaded engine.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { toRoles, type Role } from '../../src/data/role-model';
import { toEngineRoles } from '../../src/data/engine-input';
import { buildCatalog, type EngineRole, type PermissionView } from '@engine/catalog';
import type { HistoryFile } from '@engine/history-format';

/**
 * The project folder whose data the shipped-data tests read (public/data, data/source): this repository, or
 * ROLEPRISM_DATA_ROOT, a rebuilt copy (scripts/refresh-proof.ts runs those tests on a refreshed dataset, unedited).
 */
export const DATA_ROOT = resolve(process.env.ROLEPRISM_DATA_ROOT || resolve(import.meta.dirname, '../..'));
/** A path inside DATA_ROOT, e.g. dataPath('public/data/history.json'). */
export const dataPath = (relative: string) => resolve(DATA_ROOT, relative);

export const DATASET_PATH = dataPath('public/data/roles_with_permissions.json');

let cached: Role[] | null = null;
export function shippedRoles(): Role[] {
  cached ??= toRoles(JSON.parse(readFileSync(DATASET_PATH, 'utf8')));
  return cached;
}

/** The shipped role with this slug; throws when there is none, so a renamed role fails the test that names it. */
export function shippedRole(slug: string): Role {
  const found = shippedRoles().find((r) => r.slug === slug);
  if (!found) throw new Error(`No shipped role has the slug ${slug}`);
  return found;
}

/** The four views: Listed, + Inherited, + Wildcards, Effective. */
export const EVERY_VIEW: readonly PermissionView[] = [
  { inherit: false, wildcards: false },
  { inherit: true, wildcards: false },
  { inherit: false, wildcards: true },
  { inherit: true, wildcards: true },
];

export function shippedCatalog() {
  return buildCatalog(toEngineRoles(shippedRoles()));
}

/** A tiny role for hand-made catalogs. */
export function role(name: string, actions: string[], inheritsFrom: string[] = []): EngineRole {
  return { templateId: name.toLowerCase(), name, inheritsFrom, grants: actions.map((action) => ({ action })) };
}

/** Runs the analyze CLI as a user does: a real process on the shipped files. */
export function runAnalyze(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/analyze.ts', ...args], {
    cwd: resolve(import.meta.dirname, '../..'),
    encoding: 'utf8',
    env: { ...process.env, ROLEPRISM_DATA_DIR: dataPath('public/data') },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** RFC 4180: fields separated by commas, quoted when they hold a quote, comma or line break; rows end in CRLF. */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) field += c;
    else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  expect(field).toBe('');
  return rows;
}

/** The shipped role history (public/data/history.json of DATA_ROOT), parsed afresh. */
export function shippedHistoryFile(): HistoryFile {
  return JSON.parse(readFileSync(dataPath('public/data/history.json'), 'utf8'));
}

/** The shipped history's first and last snapshot dates and its snapshot count, read from the file. */
export function historyRange(): { first: string; last: string; count: number } {
  const { snapshots } = shippedHistoryFile();
  return { first: snapshots[0].date, last: snapshots[snapshots.length - 1].date, count: snapshots.length };
}

type EmptyRole = Role & { name: string };

/**
 * Two shipped roles that list no permissions, found in the data: `inheriting` inherits another role's permissions
 * (so it is not empty in the + Inherited view), `alone` inherits none. Throws, saying which is missing, when the
 * dataset has no such role: the empty-role tests need one of each.
 */
export function emptyShippedRoles(): { inheriting: EmptyRole; alone: EmptyRole } {
  const empty = shippedRoles()
    .filter((r) => r.permissions.length === 0 && r.builtIn)
    .map((r) => ({ ...r, name: r.displayName }));
  const inheriting = empty.find((r) => r.inheritsFrom.length > 0);
  const alone = empty.find((r) => r.inheritsFrom.length === 0);
  if (!inheriting || !alone)
    throw new Error(
      `The shipped dataset has no empty role that ${inheriting ? 'inherits nothing' : 'inherits a role'}`,
    );
  return { inheriting, alone };
}

/** The shipped dataset's date, as its rows carry it. */
export function shippedDatasetDate(): string {
  return JSON.parse(readFileSync(DATASET_PATH, 'utf8'))[0].dataset_date;
}
