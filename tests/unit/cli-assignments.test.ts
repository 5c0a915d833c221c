// npm run analyze -- --assignments FILE as a user runs it: a real process on the shipped dataset and fixture exports.
import { describe, expect, it } from 'vitest';
import { reviewCsv, reviewJson } from '@engine/assignments/review-export';
import { customRoles, engineWith, fixture } from './engine/assignments/fixtures';
import { runAnalyze as analyze } from './helpers';

const DIR = 'tests/fixtures/assignments';
const RULE_CASES = `${DIR}/graph-pages-rule-cases.json`;
const PLAIN = `${DIR}/plain.csv`;
const ROLES_FILE = 'tests/fixtures/custom-roles/graph-beta.json';

describe('npm run analyze -- --assignments', () => {
  it("prints the engine's review as JSON, in the issue's shape", () => {
    const { status, stdout, stderr } = analyze('--assignments', RULE_CASES, '--json');
    expect(status).toBe(0);
    const expected = reviewJson(engineWith().reviewAssignments([fixture('graph-pages-rule-cases.json')]).review!);
    expect(JSON.parse(stdout)).toEqual(expected);
    const ops = expected.principals.find((p) => p.displayName === 'ops-admin-01')!;
    expect(ops.assignments.map((a) => [a.roleName, a.redundant, a.coveredBy])).toEqual([
      ['Global Administrator', false, []],
      ['User Administrator', true, [ops.assignments[0].id]],
    ]);
    expect(stderr).toBe(
      '1 assignment names a role that is neither built-in nor in a roles file (unknown role definition: 6f3c1e2a-9b8d-4c7e-a1f0-2d4b6e8c0a13); listed, and left out of the analysis.\n',
    );
  });

  it('combines several files with the custom roles of --roles-file, and names former role names', () => {
    const { status, stdout, stderr } = analyze(
      '--json',
      '--assignments',
      RULE_CASES,
      '--assignments',
      PLAIN,
      '--roles-file',
      ROLES_FILE,
    );
    expect(status).toBe(0);
    const report = JSON.parse(stdout);
    const engine = engineWith({ custom: customRoles(), history: true });
    const custom = customRoles().map((r) => ({ templateId: r.templateId, id: r.id, name: r.sourceName }));
    const files = [fixture('graph-pages-rule-cases.json'), fixture('plain.csv')];
    expect(report).toEqual(reviewJson(engine.reviewAssignments(files, { customRoles: custom }).review!));
    const owner = report.principals.find((p: { displayName: string }) => p.displayName === 'apps-owner');
    expect(owner.assignments.map((a: { roleName: string; redundant: boolean }) => [a.roleName, a.redundant])).toEqual([
      ['Global Administrator', false],
      ['Helpdesk Lite', true],
      ['Fabric Administrator', true],
    ]);
    expect(stderr).toContain(
      'plain.csv: Roles named by an earlier name: "Power BI Administrator" is now "Fabric Administrator".\n',
    );
    expect(stderr).toContain('(unknown role definition: 6f3c1e2a-9b8d-4c7e-a1f0-2d4b6e8c0a13, Legacy Reporting Role)');
  });

  it('prints the review as CSV with --csv, and a text report by default', () => {
    const csv = analyze('--csv', '--assignments', `${DIR}/pim-export.csv`);
    expect(csv.status).toBe(0);
    const review = engineWith().reviewAssignments([fixture('pim-export.csv')]).review!;
    expect(csv.stdout).toBe(reviewCsv(review));
    const text = analyze('--assignments', `${DIR}/pim-export.csv`);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain(`  Redundant assignments: ${review.summary.redundantAssignments}\n`);
    expect(text.stdout).toContain(
      '  ops-admin-01: User Administrator (active, /) is covered by Global Administrator (active, /)\n',
    );
    expect(text.stdout).toContain('For one principal, assignment B covers assignment A (B is not A)');
  });

  it("reads Windows PowerShell 5.1's UTF-16LE file, and counts a file given twice once", () => {
    const { status, stdout, stderr } = analyze(
      '--json',
      '--assignments',
      `${DIR}/powershell-5.1-utf16le.json`,
      '--assignments',
      `${DIR}/powershell-5.1-utf16le.json`,
    );
    expect(status).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.summary.assignments).toBe(1);
    expect(report.principals[0]).toMatchObject({ displayName: 'helpdesk-night', type: 'user' });
    expect(stderr).toBe('powershell-5.1-utf16le.json: 1 assignment was already read (same id) and counts once.\n');
  });

  it('stops on a file it cannot read, with its message, and prints nothing', () => {
    const broken = analyze(
      '--assignments',
      `${DIR}/graph-role-assignments.json`,
      '--assignments',
      `${DIR}/broken.json`,
    );
    expect(broken.status).toBe(2);
    expect(broken.stdout).toBe('');
    expect(broken.stderr).toMatch(/^broken\.json: The file is not valid JSON: .+ at line 6, column 7\.\n$/);
    const noRole = analyze('--assignments', `${DIR}/no-role-column.csv`);
    expect([noRole.status, noRole.stdout]).toEqual([2, '']);
    expect(noRole.stderr).toMatch(/^no-role-column\.csv: The CSV has no role column/);
    const missing = analyze('--assignments', `${DIR}/nothing-here.json`);
    expect([missing.status, missing.stderr]).toEqual([
      2,
      `Cannot read the assignments file ${DIR}/nothing-here.json: there is no such file.\n`,
    ]);
  });

  it('refuses options that do not apply', () => {
    for (const args of [
      ['--assignments', RULE_CASES, '--need', 'microsoft.directory/users/password/update'],
      ['--assignments', RULE_CASES, '--inherit'],
      ['--assignments', RULE_CASES, 'global-administrator'],
      ['--assignments'],
    ]) {
      const run = analyze(...args);
      expect([run.status, run.stdout]).toEqual([2, '']);
      expect(run.stderr).toMatch(/--assignments/);
    }
  });
});
