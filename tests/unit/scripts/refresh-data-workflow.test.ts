// .github/workflows/refresh-data.yml read with a real YAML parser: its triggers, its permissions, the steps it runs,
// where the Graph secrets may appear and how its actions are pinned.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '../../..');
const text = readFileSync(resolve(root, '.github/workflows/refresh-data.yml'), 'utf8');

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
  'continue-on-error'?: boolean;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, { permissions?: unknown; steps: Step[] }>;
}

const workflow = parse(text) as Workflow;
const jobs = Object.values(workflow.jobs);
const steps = jobs.flatMap((j) => j.steps);
const stepRunning = (pattern: RegExp) => {
  const found = steps.filter((s) => pattern.test(s.run ?? ''));
  expect(found, `one step runs ${pattern}`).toHaveLength(1);
  return found[0];
};
const SECRET = /\$\{\{\s*secrets\./;

describe('the refresh-data workflow', () => {
  it('runs weekly and on demand', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    const schedule = workflow.on.schedule as { cron: string }[];
    expect(schedule).toHaveLength(1);
    // minute hour * * day-of-week: once a week.
    expect(schedule[0].cron).toMatch(/^\d+ \d+ \* \* [0-6]$/);
  });

  it('asks for contents and pull-requests write only, and no job widens that', () => {
    expect(workflow.permissions).toEqual({ contents: 'write', 'pull-requests': 'write' });
    for (const job of jobs) expect(job.permissions).toBeUndefined();
  });

  it('sets up Node within package.json engines and installs with npm ci', () => {
    const setup = steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
    const major = Number(String(setup?.with?.['node-version']).split('.')[0]);
    const engines = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).engines.node as string;
    expect(engines).toMatch(/^>=20\./);
    expect(major).toBeGreaterThanOrEqual(22);
    stepRunning(/^npm ci\b/);
  });

  it('fetches, builds with the fetched file, tests, summarises and opens the pull request, in that order', () => {
    const fetch = stepRunning(/npm run data:fetch -- --out "\$RUNNER_TEMP\/roles\.graph\.json"/);
    const data = stepRunning(/npm run data -- --graph "\$RUNNER_TEMP\/roles\.graph\.json" --date "\$\(date -u \+%F\)"/);
    const tests = stepRunning(/^npm test$/m);
    const summary = stepRunning(
      /npm run --silent data:summary -- --from "\$PREVIOUS" --to "\$LATEST" --tests "\$TESTS"/,
    );
    const pr = stepRunning(/gh pr create /);
    expect(pr.run).toContain('--body-file "$RUNNER_TEMP/pr-body.md"');
    expect(pr.env?.GH_TOKEN).toBe('${{ github.token }}');
    const order = [fetch, data, tests, summary, pr].map((s) => steps.indexOf(s));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // After the data build, everything waits for a changed export.
    for (const s of [tests, summary, pr]) expect(s.if).toBe("steps.data.outputs.changed == 'true'");
    // A failed test run still opens the pull request, which says so, and then fails the run.
    expect(tests['continue-on-error']).toBe(true);
    expect(steps.at(-1)?.if).toBe("steps.tests.outcome == 'failure'");
    expect(steps.at(-1)?.run).toContain('exit 1');
  });

  it('gives the test command a Chromium, as scripts/test-all.sh expects', () => {
    const chromium = stepRunning(/npx playwright install --with-deps chromium/);
    expect(chromium.run).toContain('CHROMIUM_PATH=');
    expect(steps.indexOf(chromium)).toBeLessThan(steps.indexOf(stepRunning(/^npm test$/m)));
  });

  it('names the Graph secrets only in the fetch step, and only in its env', () => {
    const fetch = stepRunning(/npm run data:fetch -- /);
    expect(fetch.env).toEqual({
      GRAPH_TOKEN: '${{ secrets.GRAPH_TOKEN }}',
      AZURE_TENANT_ID: '${{ secrets.AZURE_TENANT_ID }}',
      AZURE_CLIENT_ID: '${{ secrets.AZURE_CLIENT_ID }}',
      AZURE_CLIENT_SECRET: '${{ secrets.AZURE_CLIENT_SECRET }}',
    });
    expect(fetch.run).not.toMatch(SECRET);
    for (const s of steps.filter((x) => x !== fetch)) expect(JSON.stringify(s), s.name).not.toMatch(SECRET);
    // Nothing at workflow or job level hands secrets to every step.
    const { jobs: _jobs, ...top } = parse(text) as Record<string, unknown>;
    expect(JSON.stringify(top)).not.toMatch(SECRET);
    for (const { steps: _steps, ...job } of jobs) expect(JSON.stringify(job)).not.toMatch(SECRET);
  });

  it('runs shell that bash can parse, with no ${{ }} expressions inside it (values come through env)', () => {
    const runs = steps.filter((s) => s.run);
    expect(runs.length).toBeGreaterThan(5);
    for (const s of runs) {
      expect(s.run, s.name).not.toContain('${{');
      const check = spawnSync('bash', ['-n'], { input: s.run, encoding: 'utf8' });
      expect(check.stderr, s.name).toBe('');
      expect(check.status, s.name).toBe(0);
    }
  });

  it('pins every action to a full commit SHA', () => {
    const uses = steps.filter((s) => s.uses).map((s) => s.uses!);
    expect(uses.length).toBeGreaterThan(0);
    for (const u of uses) expect(u).toMatch(/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@[0-9a-f]{40}$/);
  });
});
