// `npm run data -- --graph FILE --date D` as a real process on a copy of the project's data: a changed export becomes a
// new snapshot and extends the history; the same export again adds nothing. The repository itself is not touched.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'roleprism-refresh-'));
cpSync(join(root, 'data/source'), join(work, 'data/source'), { recursive: true });
afterAll(() => rmSync(work, { recursive: true, force: true }));

const GLOBAL_READER = 'f2ef992c-3afb-46b9-b7cf-a126ee74c451';
const PLACES = '78b0ccd1-afc2-4f92-9116-b41aedd09592';
const NEW_ROLE = '00000000-1111-4222-8333-444444444444';

function buildData(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-data.ts', '--root', work, ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The newest export with a grant added to Global Reader, Places Administrator gone and a new role. */
function changedExport(): string {
  const graph = JSON.parse(readFileSync(join(root, 'data/source/roles.graph.json'), 'utf8'));
  const reader = graph.value.find((r: { id: string }) => r.id === GLOBAL_READER);
  reader.rolePermissions[0].allowedResourceActions.push('microsoft.directory/testOnly/standard/read');
  graph.value = graph.value.filter((r: { id: string }) => r.id !== PLACES);
  graph.value.push({ ...reader, id: NEW_ROLE, templateId: NEW_ROLE, displayName: 'Test Reader', isPrivileged: true });
  const file = join(work, 'export.json');
  writeFileSync(file, JSON.stringify(graph));
  return file;
}

const historyIn = (dir: string) => readFileSync(join(dir, 'public/data/history.json'), 'utf8');
const indexIn = (dir: string) => JSON.parse(readFileSync(join(dir, 'data/source/history/index.json'), 'utf8'));

describe('refreshing the data with a new export', () => {
  const repoHistory = historyIn(root);
  const repoIndex = readFileSync(join(root, 'data/source/history/index.json'), 'utf8');

  it('appends a snapshot when the export changed, and the history shows the changes', () => {
    const exportFile = changedExport();
    const run = buildData('--graph', exportFile, '--date', '2026-05-11');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('New snapshot 2026-05-11');
    expect(run.stdout).toContain('Replay check passed: the events reproduce all 55 snapshots');
    const index = indexIn(work);
    expect(index.history).toHaveLength(55);
    expect(index.history[54]).toMatchObject({ file: 'history/roles.graph.2026-05-11.json', commit: null, roles: 143 });
    expect(readFileSync(join(work, 'data/source/history/roles.graph.2026-05-11.json'), 'utf8')).toBe(
      readFileSync(exportFile, 'utf8'),
    );
    expect(readFileSync(join(work, 'data/source/roles.graph.json'), 'utf8')).toBe(readFileSync(exportFile, 'utf8'));

    const engine = new RoleEngine();
    expect(engine.loadHistory(JSON.parse(historyIn(work))).lastDate).toBe('2026-05-11');
    const diff = engine.historyDiff('2026-05-04', '2026-05-11');
    expect(diff.rolesAdded).toEqual([{ templateId: NEW_ROLE, name: 'Test Reader', firstSeen: '2026-05-11' }]);
    expect(diff.rolesRemoved).toEqual([{ templateId: PLACES, name: 'Places Administrator', lastSeen: '2026-05-04' }]);
    expect(diff.roleChanges).toEqual([
      {
        templateId: GLOBAL_READER,
        name: 'Global Reader',
        descriptionChanged: false,
        added: [{ action: 'microsoft.directory/testOnly/standard/read', condition: null }],
        removed: [],
      },
    ]);
    const dataset = JSON.parse(readFileSync(join(work, 'public/data/roles_with_permissions.json'), 'utf8'));
    expect(dataset).toHaveLength(143);
    expect(dataset[0].dataset_date).toBe('2026-05-11');
  });

  it('adds no snapshot when the export equals the newest one', () => {
    const before = historyIn(work);
    const run = buildData('--graph', join(work, 'data/source/roles.graph.json'), '--date', '2026-05-18');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('No new snapshot: the export equals the newest snapshot (2026-05-11)');
    expect(indexIn(work).history).toHaveLength(55);
    expect(historyIn(work)).toBe(before);
  });

  it('refuses a changed export dated on or before the newest snapshot', () => {
    const run = buildData(
      '--graph',
      join(root, 'data/source/history/roles.graph.2023-06-18.json'),
      '--date',
      '2026-05-11',
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('give a later --date than that');
    expect(indexIn(work).history).toHaveLength(55);
  });

  it('leaves the repository as it was', () => {
    expect(historyIn(root)).toBe(repoHistory);
    expect(readFileSync(join(root, 'data/source/history/index.json'), 'utf8')).toBe(repoIndex);
  });
});
