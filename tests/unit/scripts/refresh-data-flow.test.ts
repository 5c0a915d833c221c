// The refresh end to end, as the workflow runs it, on a copy of the project's data: npm run data:fetch against a local
// fake Graph (the network edge, mocked) serving the real export with changes, then the real data build appends a
// snapshot, then npm run data:summary reports those changes. The repository itself is not touched.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { childEnv, pagesOf, startFakeServer, type GraphExport } from './fake-graph';
import { readDatasetSources } from '../../../scripts/lib/dataset-source';

const root = resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'roleprism-refresh-flow-'));
cpSync(join(root, 'data/source'), join(work, 'data/source'), { recursive: true });
mkdirSync(join(work, 'fetched'));
const fetched = join(work, 'fetched/roles.graph.json');

const GLOBAL_READER = 'f2ef992c-3afb-46b9-b7cf-a126ee74c451';
const IDENTITY_GOVERNANCE_ADMIN = '45d8d3c5-c802-45c6-b32a-1d70b5e1e86e';
const NEW_ACTION = 'microsoft.directory/testOnly/standard/read';

/** The project's newest export as Graph beta answers it: every role with its privileged flag (settled as the build does). */
const project = readDatasetSources(join(root, 'data/source'));
function realExport(): GraphExport {
  return structuredClone({
    '@odata.context': 'https://graph.microsoft.com/beta/$metadata#roleManagement/directory/roleDefinitions',
    value: project.src.graph.value as GraphExport['value'],
  });
}

/** The newest snapshot's date, and dates one and two weeks after it: the test holds after later real refreshes. */
const newest = project.date;
const weeksAfter = (weeks: number) =>
  new Date(Date.parse(`${newest}T00:00:00Z`) + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
const [NEXT, AFTER_NEXT] = [weeksAfter(1), weeksAfter(2)];

/** The real export with one permission added to Global Reader and Identity Governance Administrator's label flipped. */
function changedExport() {
  const graph = realExport();
  const reader = graph.value.find((r) => r.id === GLOBAL_READER)!;
  reader.rolePermissions[0].allowedResourceActions.push(NEW_ACTION);
  const governance = graph.value.find((r) => r.id === IDENTITY_GOVERNANCE_ADMIN)!;
  governance.isPrivileged = !wasPrivileged;
  return graph;
}

const wasPrivileged = realExport().value.some((r) => r.id === IDENTITY_GOVERNANCE_ADMIN && r.isPrivileged === true);
const label = (privileged: boolean) => (privileged ? 'privileged' : 'not privileged');
const serving = { graph: changedExport() };
const server = await startFakeServer((r) => {
  const page = pagesOf(serving.graph.value, 3, server).get(r.url);
  return page ? { body: { ...page } } : { status: 404 };
});
afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

function run(script: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env: childEnv(env) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

const fetchGraph = () =>
  run('scripts/fetch-graph.ts', ['--out', fetched], { GRAPH_TOKEN: 'fake-token-flow', GRAPH_BASE_URL: server.url });
const buildData = (date: string) =>
  run('scripts/build-data.ts', ['--root', work, '--graph', fetched, '--date', date, '--source', 'refresh test']);

describe('fetch, build and summary against a local fake Graph (network edge mocked)', () => {
  it('a changed export becomes a new snapshot, and the summary names the changes', async () => {
    const fetch = await fetchGraph();
    expect(fetch.stderr).not.toContain('data:fetch');
    expect(fetch.status).toBe(0);

    const build = await buildData(NEXT);
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
    expect(build.stdout).toContain(`New snapshot ${NEXT}: the export differs from the newest snapshot.`);
    // A beta export (it carries isPrivileged) joins data/source/history, after any v1.0 snapshots.
    const index = JSON.parse(readFileSync(join(work, 'data/source/history/index.json'), 'utf8'));
    expect(index.history.at(-1).file).toBe(`history/roles.graph.${NEXT}.json`);

    const summary = await run('scripts/refresh-summary.ts', ['--root', work, '--tests', 'success']);
    expect(summary.stderr).toBe('');
    expect(summary.status).toBe(0);
    const body = summary.stdout;
    expect(body).toContain(`## Built-in role definitions: ${newest} → ${NEXT}`);
    expect(body).toContain(
      '**0 roles added, 0 removed, 2 changed**: 1 permission gained and 0 lost by existing roles, 1 privileged-label change.',
    );
    expect(body).toContain('The test command (`npm test`) passed on the new data.');
    expect(body).toContain(`#### Global Reader\n\n- gained \`${NEW_ACTION}\`\n`);
    expect(body).toContain(
      `### Microsoft's privileged label changed (1)\n\n- Identity Governance Administrator: ${label(wasPrivileged)} → **${label(!wasPrivileged)}**`,
    );
    expect(body).toContain(`    + ${NEW_ACTION}`);
  });

  it('the same export fetched again adds no snapshot', async () => {
    const fetch = await fetchGraph();
    expect(fetch.status).toBe(0);
    const build = await buildData(AFTER_NEXT);
    expect(build.status).toBe(0);
    expect(build.stdout).toContain(`No new snapshot: the export equals the newest snapshot (${NEXT})`);
  });
});
