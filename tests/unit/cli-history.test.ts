// The analyze CLI's history commands as a user runs them: --changes and --asOf, real processes on the shipped files.
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAnalyze as analyze } from './helpers';
import { RoleEngine } from '@engine/engine';
import { buildRows, readSourceFiles } from '../../scripts/lib/graph-source';
import { toCliJson } from '../../scripts/lib/cli-report';
import { toNeedJson } from '../../scripts/lib/need-report';
import { toRoles } from '../../src/data/role-model';
import { toEngineRoles } from '../../src/data/engine-input';
import { findRole } from '../../src/data/role-lookup';
import { diffCsv } from '../../src/features/changes/changes-csv';
import { readFileSync } from 'node:fs';

const root = resolve(import.meta.dirname, '../..');

/** The old export analysed directly: built by the data build from its snapshot file, loaded into a fresh engine. */
function directly(snapshotDate: string) {
  const src = readSourceFiles(join(root, 'data/source'), `history/roles.graph.${snapshotDate}.json`);
  const roles = toRoles(buildRows(src, { date: snapshotDate, source: 'test' })).filter((r) => r.builtIn);
  const engine = new RoleEngine();
  engine.load(toEngineRoles(roles), snapshotDate);
  return { roles, engine };
}

/** The history's net difference between two dates, from the shipped history file in a fresh engine. */
function historyDiff(from: string, to: string) {
  const engine = new RoleEngine();
  engine.loadHistory(JSON.parse(readFileSync(join(root, 'public/data/history.json'), 'utf8')));
  return engine.historyDiff(from, to);
}

describe('npm run analyze -- --changes', () => {
  it('prints one JSON object of the documented shape, first to last snapshot by default', () => {
    const { status, stdout, stderr } = analyze('--changes', '--json');
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const report = JSON.parse(stdout);
    expect(Object.keys(report)).toEqual(['from', 'to', 'rolesAdded', 'rolesRemoved', 'roleChanges']);
    expect([report.from, report.to]).toEqual(['2023-06-18', '2026-05-04']);
    expect(report.rolesAdded).toHaveLength(41);
    for (const r of [...report.rolesAdded, ...report.rolesRemoved])
      expect(Object.keys(r)).toEqual(['templateId', 'name']);
    expect(report.rolesAdded).toContainEqual({
      templateId: 'd2562ede-74db-457e-a7b6-544e236ebb61',
      name: 'AI Administrator',
    });
    const added = new Set(report.rolesAdded.map((r: { templateId: string }) => r.templateId));
    const allowed = ['templateId', 'name', 'renamedFrom', 'descriptionChanged', 'privileged', 'added', 'removed'];
    for (const c of report.roleChanges) {
      expect(added.has(c.templateId)).toBe(false);
      expect(Object.keys(c).every((k) => allowed.includes(k))).toBe(true);
      expect(typeof c.descriptionChanged).toBe('boolean');
      for (const g of [...c.added, ...c.removed]) {
        expect(Object.keys(g)).toEqual(['action', 'condition']);
        expect(g.condition === null || g.condition.length > 0).toBe(true);
      }
    }
    const fabric = report.roleChanges.find((c: { name: string }) => c.name === 'Fabric Administrator');
    expect(fabric).toMatchObject({ renamedFrom: 'Power BI Administrator', descriptionChanged: true });
    expect(
      report.roleChanges.some((c: { added: { condition: string | null }[] }) =>
        c.added.some((g) => g.condition !== null),
      ),
    ).toBe(true);
  });

  it('maps dates to the newest snapshot on or before them, and reports a removal and a return', () => {
    const gone = JSON.parse(analyze('--changes', '--json', '--from', '2025-07-20', '--to', '2025-07-21').stdout);
    expect([gone.from, gone.to]).toEqual(['2025-07-14', '2025-07-21']);
    expect(gone.rolesRemoved).toEqual([
      { templateId: '78b0ccd1-afc2-4f92-9116-b41aedd09592', name: 'Places Administrator' },
    ]);
    const back = JSON.parse(analyze('--changes', '--json', '--from', '2025-07-21', '--to', '2025-07-28').stdout);
    expect(back.rolesAdded.map((r: { name: string }) => r.name)).toEqual(['Places Administrator']);
    expect(back.roleChanges).toEqual([]);
  });

  it('writes a readable text report', () => {
    const { status, stdout } = analyze('--changes', '--from', '2024-11-01', '--to', '2024-11-10');
    expect(status).toBe(0);
    expect(stdout).toContain('between 2024-09-09 and 2024-11-04');
    expect(stdout).toContain('--from 2024-11-01 falls on the snapshot of 2024-09-09');
    expect(stdout).toContain('AI Administrator: first seen 2024-11-04 (not in 2024-09-09)');
    const renamed = analyze('--changes', '--to', '2023-09-20').stdout;
    expect(renamed).toContain('Fabric Administrator (renamed from Power BI Administrator)');
    const label = analyze('--changes', '--from', '2026-03-09', '--to', '2026-03-16').stdout;
    expect(label).toMatch(/AI Administrator\n {4}Microsoft's label: not privileged -> privileged/);
  });

  it('writes the CSV the /changes page exports for the same two dates', () => {
    const { status, stdout, stderr } = analyze('--changes', '--csv', '--from', '2023-06-18', '--to', '2023-09-20');
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toBe(diffCsv(historyDiff('2023-06-18', '2023-09-20')));
    expect(stdout).toContain(',Role renamed,,,Power BI Administrator,Fabric Administrator\r\n');
  });

  it('refuses bad dates with a clear message, exit 2 and nothing on stdout', () => {
    const cases: [string[], string][] = [
      [
        ['--changes', '--from', '2023-06-17'],
        'No snapshot on or before 2023-06-17: the history covers 2023-06-18 to 2026-05-04',
      ],
      [
        ['--changes', '--json', '--to', '2024-02-30'],
        'Not a date: "2024-02-30". Use YYYY-MM-DD; the history covers 2023-06-18 to 2026-05-04',
      ],
      [['--changes', '--json', '--from', '2025-01-01', '--to', '2024-01-01'], 'is after the end date'],
      [['--changes', '--from'], '--from needs a date'],
      [['--json', '--asOf', '06/01/2024', 'global-reader', 'user-administrator'], 'Not a date: "06/01/2024"'],
    ];
    for (const [args, message] of cases) {
      const { status, stdout, stderr } = analyze(...args);
      expect({ args, status, stdout }).toEqual({ args, status: 2, stdout: '' });
      expect(stderr).toContain(message);
    }
  });
});

describe('npm run analyze -- --asOf', () => {
  it('compares roles as they were: the same as analysing the old snapshot directly', () => {
    const args = ['Power BI Administrator', 'global-reader', 'user-administrator'];
    const { status, stdout, stderr } = analyze('--json', '--inherit', '--asOf', '2023-07-01', ...args);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const { roles, engine } = directly('2023-06-18');
    const ids = args.map((a) => findRole(roles, a)!.templateId);
    expect(JSON.parse(stdout)).toEqual(
      toCliJson(engine.analyze(ids, { inherit: true, wildcards: false }), roles, '2023-06-18'),
    );
    expect(JSON.parse(stdout).datasetDate).toBe('2023-06-18');
  });

  it('answers --need on the roles of that date', () => {
    const need = ['microsoft.directory/users/password/update', 'microsoft.directory/users/basic/update'];
    const { status, stdout } = analyze('--need', '--json', '--asOf', '2024-01-01', ...need);
    expect(status).toBe(0);
    const { roles, engine } = directly('2024-01-01');
    expect(JSON.parse(stdout)).toEqual(
      toNeedJson(engine.leastPrivilege(need, { inherit: false, wildcards: false }), roles, '2024-01-01'),
    );
  });

  it('explains a role that had another name, or did not exist yet, on that date', () => {
    const renamed = analyze('--asOf', '2023-07-01', 'fabric administrator', 'global-reader');
    expect(renamed.status).toBe(2);
    expect(renamed.stdout).toBe('');
    expect(renamed.stderr).toContain('It was named "Power BI Administrator" then.');
    const later = analyze('--asOf', '2024-01-01', 'AI Administrator', 'global-reader');
    expect(later.stderr).toContain('AI Administrator is not in that snapshot.');
  });
});
