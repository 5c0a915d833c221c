// The refresh proof (npm test runs it): a data refresh must not need test edits. On a copy of the project's data it
// fetches a changed Graph v1.0 answer from a local fake Graph (the network edge, mocked) with one role added, one grant
// removed and one role renamed, rebuilds the data with the real build, checks those three changes reached the history,
// then runs the shipped-data tests, unedited, against the copy (ROLEPRISM_DATA_ROOT).
// Usage: npx tsx scripts/refresh-proof.ts [--json FILE]   (FILE: vitest's JSON results; exit 0 when all passed)
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { exportRoles, readSeries } from './lib/history-source';
import type { GraphRole } from './lib/graph-source';

/** The node test files that read the shipped data (through tests/unit/helpers.ts dataPath): they must pass unedited. */
const DATA_TESTS = [
  'tests/unit/dataset.test.ts',
  'tests/unit/history.test.ts',
  'tests/unit/changes-feed.test.ts',
  'tests/unit/engine/catalog.test.ts',
  'tests/unit/engine/engine.test.ts',
  'tests/unit/engine/analyze.test.ts',
  'tests/unit/engine/minimal-set.test.ts',
  'tests/unit/scripts/static-api.test.ts',
  'tests/unit/scripts/lib/docs-reconcile.test.ts',
  'tests/unit/src/features/permissions/permission-index.test.ts',
  'tests/unit/src/features/permissions/permission-filter.test.ts',
  'tests/unit/src/features/compare/overlap-matrix/matrix-model.test.ts',
];

const root = resolve(import.meta.dirname, '..');
const NEW_ROLE = { id: '0d0e1f20-3a4b-4c5d-8e6f-7a8b9c0d1e2f', name: 'Refresh Proof Reader' };

function fail(message: string): never {
  console.error(`refresh-proof: ${message}`);
  process.exit(1);
}

/** The newest export as Graph v1.0 answers it (no isPrivileged), with the three changes. */
function changedAnswer(sourceDir: string) {
  const roles = (
    exportRoles(
      JSON.parse(readFileSync(join(sourceDir, 'roles.graph.json'), 'utf8')),
      'roles.graph.json',
    ) as GraphRole[]
  ).map((r) => {
    const copy: GraphRole = structuredClone(r);
    delete copy.isPrivileged;
    return copy;
  });
  const byGrants = [...roles].sort(
    (a, b) =>
      (b.rolePermissions?.[0]?.allowedResourceActions.length ?? 0) -
        (a.rolePermissions?.[0]?.allowedResourceActions.length ?? 0) || a.id.localeCompare(b.id),
  );
  // One grant removed: the last action of the role listing most, in its first block.
  const trimmed = byGrants[0];
  const removed = trimmed.rolePermissions![0].allowedResourceActions.pop()!;
  // One role renamed: the first by id among roles whose first block lists exactly one action.
  const renamed = [...roles]
    .filter((r) => r !== trimmed && r.rolePermissions?.[0]?.allowedResourceActions.length === 1)
    .sort((a, b) => a.id.localeCompare(b.id))[0];
  const oldName = renamed.displayName;
  renamed.displayName = `${oldName} (renamed)`;
  // One role added: a copy of the second largest role under a new id and name.
  const added: GraphRole = {
    ...structuredClone(byGrants[1]),
    ...NEW_ROLE,
    templateId: NEW_ROLE.id,
    displayName: NEW_ROLE.name,
  };
  delete (added as { name?: string }).name;
  roles.push(added);
  return { roles, removed: { role: trimmed, action: removed }, renamed: { id: renamed.id, from: oldName } };
}

function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawnSync(args[0], args.slice(1), { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: child.status, stdout: child.stdout ?? '', stderr: child.stderr ?? '' };
}

async function main(args: string[]) {
  const jsonAt = args.indexOf('--json');
  const jsonFile = jsonAt >= 0 ? resolve(args[jsonAt + 1]) : null;
  const work = mkdtempSync(join(tmpdir(), 'roleprism-refresh-proof-'));
  try {
    cpSync(join(root, 'data/source'), join(work, 'data/source'), { recursive: true });
    cpSync(join(root, 'public/data'), join(work, 'public/data'), { recursive: true });
    mkdirSync(join(work, 'supabase'));
    const sourceDir = join(work, 'data/source');
    const newest = readSeries(sourceDir).snapshots.at(-1)!.date;
    const date = new Date(Date.parse(`${newest}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    const change = changedAnswer(sourceDir);

    // The fake Graph: one page of GET /v1.0/roleManagement/directory/roleDefinitions, as Graph answers it.
    const server = createServer((req, res) => {
      const ok = req.url === '/v1.0/roleManagement/directory/roleDefinitions';
      res.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' });
      res.end(
        ok
          ? JSON.stringify({
              '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#roleManagement/directory/roleDefinitions',
              value: change.roles,
            })
          : '{}',
      );
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const fetched = join(work, 'fetched.json');
    const fetch = await new Promise<ReturnType<typeof run>>((done) => {
      // Async child: this process's server must answer it.
      {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'scripts/fetch-graph.ts', '--api', 'v1.0', '--out', fetched],
          {
            cwd: root,
            env: { ...process.env, GRAPH_TOKEN: 'fake-token-refresh-proof', GRAPH_BASE_URL: url },
          },
        );
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d: Buffer) => (stdout += d));
        child.stderr.on('data', (d: Buffer) => (stderr += d));
        child.on('close', (status) => done({ status, stdout, stderr }));
      }
    });
    server.close();
    if (fetch.status !== 0) fail(`data:fetch failed: ${fetch.stderr}`);
    const build = run([
      'node',
      '--import',
      'tsx',
      'scripts/build-data.ts',
      '--root',
      work,
      '--graph',
      fetched,
      '--date',
      date,
    ]);
    if (build.status !== 0) fail(`the data build failed: ${build.stderr}`);
    console.log(build.stdout.trim());

    // The three changes are in the rebuilt history.
    const report = run(
      ['node', '--import', 'tsx', 'scripts/analyze.ts', '--changes', '--json', '--from', newest, '--to', date],
      {
        ROLEPRISM_DATA_DIR: join(work, 'public/data'),
      },
    );
    if (report.status !== 0) fail(`analyze --changes failed: ${report.stderr}`);
    const diff = JSON.parse(report.stdout);
    const trimmed = diff.roleChanges.find(
      (c: { templateId: string }) => c.templateId === (change.removed.role.templateId || change.removed.role.id),
    );
    const renamed = diff.roleChanges.find((c: { templateId: string }) => c.templateId === change.renamed.id);
    const problems = [
      diff.rolesAdded.some((r: { templateId: string }) => r.templateId === NEW_ROLE.id)
        ? ''
        : 'the added role is missing',
      trimmed?.removed.some((g: { action: string }) => g.action === change.removed.action)
        ? ''
        : 'the removed grant is missing',
      renamed?.renamedFrom === change.renamed.from ? '' : 'the rename is missing',
    ].filter(Boolean);
    if (problems.length > 0) fail(problems.join('; '));
    console.log(
      `Refreshed to ${date}: added ${NEW_ROLE.name}, removed ${change.removed.action} from ${change.removed.role.displayName}, renamed ${change.renamed.from}.`,
    );

    // The shipped-data tests, unedited, on the refreshed copy.
    const reporters = jsonFile ? ['--reporter=default', '--reporter=json', `--outputFile.json=${jsonFile}`] : [];
    const tests = spawnSync('npx', ['vitest', 'run', '--project', 'node', ...reporters, ...DATA_TESTS], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ROLEPRISM_DATA_ROOT: work },
    });
    process.exitCode = tests.status ?? 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main(process.argv.slice(2)).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
