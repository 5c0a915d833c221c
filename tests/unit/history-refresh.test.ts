// `npm run data -- --graph FILE --date D` as a real process on a copy of the project's data: a changed Graph v1.0
// export (a bare array, no isPrivileged) becomes a new snapshot and extends the history; the same export again adds
// nothing. Dates and counts come from the copied data, so the test holds after later refreshes. The repository itself
// is not touched.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import { exportRoles, readSeries } from '../../scripts/lib/history-source';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'roleprism-refresh-'));
cpSync(join(root, 'data/source'), join(work, 'data/source'), { recursive: true });
afterAll(() => rmSync(work, { recursive: true, force: true }));

const GLOBAL_READER = 'f2ef992c-3afb-46b9-b7cf-a126ee74c451';
const PLACES = '78b0ccd1-afc2-4f92-9116-b41aedd09592';
const NEW_ROLE = '00000000-1111-4222-8333-444444444444';
const NEW_ACTION = 'microsoft.directory/testOnly/standard/read';

const before = readSeries(join(work, 'data/source'));
const NEWEST = before.snapshots[before.snapshots.length - 1].date;
const weeksAfter = (weeks: number) =>
  new Date(Date.parse(`${NEWEST}T00:00:00Z`) + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
const [NEXT, AFTER_NEXT] = [weeksAfter(1), weeksAfter(2)];

function buildData(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-data.ts', '--root', work, ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

type Role = {
  id: string;
  templateId: string;
  displayName: string;
  isPrivileged?: boolean;
  rolePermissions: { allowedResourceActions: string[] }[];
};

/** The newest export as Graph v1.0 gives it, with a grant added to Global Reader, Places Administrator gone and a new role. */
function changedV1Export(): { file: string; roles: Role[] } {
  const roles = (
    exportRoles(JSON.parse(readFileSync(join(root, 'data/source/roles.graph.json'), 'utf8')), 'export') as Role[]
  ).map(({ isPrivileged: _, ...r }) => structuredClone(r) as Role);
  const reader = roles.find((r) => r.id === GLOBAL_READER)!;
  reader.rolePermissions[0].allowedResourceActions.push(NEW_ACTION);
  const changed = roles.filter((r) => r.id !== PLACES);
  changed.push({ ...structuredClone(reader), id: NEW_ROLE, templateId: NEW_ROLE, displayName: 'Test Reader' });
  const file = join(work, 'export.json');
  writeFileSync(file, JSON.stringify(changed));
  return { file, roles: changed };
}

const historyIn = (dir: string) => readFileSync(join(dir, 'public/data/history.json'), 'utf8');
const v1IndexIn = (dir: string) => JSON.parse(readFileSync(join(dir, 'data/source/history-v1/index.json'), 'utf8'));

describe('refreshing the data with a new Graph v1.0 export', () => {
  const repoHistory = historyIn(root);
  const repoIndex = readFileSync(join(root, 'data/source/history-v1/index.json'), 'utf8');
  const snapshotsBefore = before.snapshots.length;

  it('appends a snapshot when the export changed, and the history shows the changes, no privileged change among them', () => {
    const { file, roles } = changedV1Export();
    const run = buildData('--graph', file, '--date', NEXT);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`New snapshot ${NEXT}: the export differs from the newest snapshot. (Graph v1.0)`);
    expect(run.stdout).toContain(`Replay check passed: the events reproduce all ${snapshotsBefore + 1} snapshots`);
    const index = v1IndexIn(work);
    expect(index.snapshots.at(-1)).toMatchObject({
      file: `history-v1/roles_graph_raw.v1.0.${NEXT}.json`,
      date: NEXT,
      commit_prefix: null,
      roles: roles.length,
    });
    expect(readFileSync(join(work, `data/source/history-v1/roles_graph_raw.v1.0.${NEXT}.json`), 'utf8')).toBe(
      readFileSync(file, 'utf8'),
    );
    expect(readFileSync(join(work, 'data/source/roles.graph.json'), 'utf8')).toBe(readFileSync(file, 'utf8'));

    const engine = new RoleEngine();
    expect(engine.loadHistory(JSON.parse(historyIn(work))).lastDate).toBe(NEXT);
    const diff = engine.historyDiff(NEWEST, NEXT);
    expect(diff.rolesAdded).toEqual([{ templateId: NEW_ROLE, name: 'Test Reader', firstSeen: NEXT }]);
    expect(diff.rolesRemoved).toEqual([{ templateId: PLACES, name: 'Places Administrator', lastSeen: NEWEST }]);
    // The export has no isPrivileged at all: every role keeps its flag, so no privileged change is reported.
    expect(diff.roleChanges).toEqual([
      {
        templateId: GLOBAL_READER,
        name: 'Global Reader',
        descriptionChanged: false,
        added: [{ action: NEW_ACTION, condition: null }],
        removed: [],
      },
    ]);
    const dataset = JSON.parse(readFileSync(join(work, 'public/data/roles_with_permissions.json'), 'utf8'));
    expect(dataset).toHaveLength(roles.length);
    expect(dataset[0].dataset_date).toBe(NEXT);
    const shipped = JSON.parse(readFileSync(join(root, 'public/data/roles_with_permissions.json'), 'utf8'));
    const flag = (rows: { template_id: string; is_privileged: boolean }[], id: string) =>
      rows.find((r) => r.template_id === id)?.is_privileged;
    expect(flag(dataset, GLOBAL_READER)).toBe(flag(shipped, GLOBAL_READER));
    // A role no beta export and no docs label knows is not privileged, and the notes say so.
    expect(flag(dataset, NEW_ROLE)).toBe(false);
    const notes = JSON.parse(readFileSync(join(work, 'public/data/docs-notes.json'), 'utf8'));
    expect(notes.privilegedFlags.fromDocs).toContainEqual({
      templateId: NEW_ROLE,
      privileged: false,
      docsDate: null,
      where: 'no docs label',
    });
  });

  it('adds no snapshot when the export equals the newest one', () => {
    const history = historyIn(work);
    const run = buildData('--graph', join(work, 'data/source/roles.graph.json'), '--date', AFTER_NEXT);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`No new snapshot: the export equals the newest snapshot (${NEXT})`);
    expect(v1IndexIn(work).snapshots.at(-1).date).toBe(NEXT);
    expect(historyIn(work)).toBe(history);
  });

  it('refuses a changed export dated on or before the newest snapshot', () => {
    const count = v1IndexIn(work).snapshots.length;
    const run = buildData('--graph', join(root, 'data/source/history/roles.graph.2023-06-18.json'), '--date', NEXT);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('give a later --date than that');
    expect(v1IndexIn(work).snapshots).toHaveLength(count);
  });

  it('leaves the repository as it was', () => {
    expect(historyIn(root)).toBe(repoHistory);
    expect(readFileSync(join(root, 'data/source/history-v1/index.json'), 'utf8')).toBe(repoIndex);
  });
});
