// The analyze CLI's history commands as a user runs them: --changes and --asOf, real processes on the shipped files.
import { describe, expect, it } from 'vitest';
import { dataPath, historyRange, runAnalyze as analyze } from './helpers';
import { RoleEngine } from '@engine/engine';
import { buildRows, readSourceFiles } from '../../scripts/lib/graph-source';
import { toCliJson } from '../../scripts/lib/cli-report';
import { toNeedJson } from '../../scripts/lib/need-report';
import { toRoles } from '../../src/data/role-model';
import { toEngineRoles } from '../../src/data/engine-input';
import { findRole } from '../../src/data/role-lookup';
import { diffCsv } from '../../src/features/changes/changes-csv';
import { existsSync, readFileSync } from 'node:fs';

const { first: FIRST, last: LAST } = historyRange();

/** The old export analysed directly: built by the data build from its snapshot file, loaded into a fresh engine. */
function directly(snapshotDate: string) {
  const src = readSourceFiles(dataPath('data/source'), `history/roles.graph.${snapshotDate}.json`);
  const roles = toRoles(buildRows(src, { date: snapshotDate, source: 'test' })).filter((r) => r.builtIn);
  const engine = new RoleEngine();
  engine.load(toEngineRoles(roles), snapshotDate);
  return { roles, engine };
}

/** The history's net difference between two dates, from the shipped history file in a fresh engine. */
function historyDiff(from: string, to: string) {
  const engine = new RoleEngine();
  engine.loadHistory(JSON.parse(readFileSync(dataPath('public/data/history.json'), 'utf8')));
  return engine.historyDiff(from, to);
}

describe('npm run analyze -- --changes', () => {
  it('prints one JSON object of the documented shape, first to last snapshot by default', () => {
    const { status, stdout, stderr } = analyze('--changes', '--json');
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const report = JSON.parse(stdout);
    expect(Object.keys(report)).toEqual(['from', 'to', 'rolesAdded', 'rolesRemoved', 'roleChanges']);
    expect([report.from, report.to]).toEqual([FIRST, LAST]);
    expect(report.rolesAdded).toHaveLength(historyDiff(FIRST, LAST).rolesAdded.length);
    expect(report.rolesAdded.length).toBeGreaterThan(0);
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
        `No snapshot on or before 2023-06-17: the history covers ${FIRST} to ${LAST}`,
      ],
      [
        ['--changes', '--json', '--to', '2024-02-30'],
        `Not a date: "2024-02-30". Use YYYY-MM-DD; the history covers ${FIRST} to ${LAST}`,
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

/** The raw export a date stands for, read straight from data/source (either shape), by the rule PROVENANCE states. */
function rawExportOn(date: string): { roles: RawRole[]; hasFlags: boolean } {
  const source = dataPath('data/source');
  const beta: { commit_date: string; file: string }[] = JSON.parse(
    readFileSync(`${source}/history/index.json`, 'utf8'),
  ).history;
  const v1Path = `${source}/history-v1/index.json`;
  const v1: { used_after?: string; snapshots: { date: string; file: string }[] } | null = existsSync(v1Path)
    ? JSON.parse(readFileSync(v1Path, 'utf8'))
    : null;
  const betaDates = new Set(beta.map((e) => e.commit_date.slice(0, 10)));
  const usedAfter = v1?.used_after ?? [...betaDates].sort().at(-1)!;
  const candidates = [
    ...beta.map((e) => ({ date: e.commit_date.slice(0, 10), file: e.file })),
    ...(v1?.snapshots ?? []).filter((e) => e.date > usedAfter && !betaDates.has(e.date)),
  ].filter((e) => e.date <= date);
  const newest = candidates.sort((a, b) => (a.date < b.date ? -1 : 1)).at(-1)!;
  const raw = JSON.parse(readFileSync(`${source}/${newest.file}`, 'utf8'));
  const roles = (Array.isArray(raw) ? raw : raw.value).filter((r: RawRole) => r.isBuiltIn);
  return { roles, hasFlags: roles.every((r: RawRole) => typeof r.isPrivileged === 'boolean') };
}

interface RawRole {
  id: string;
  templateId?: string;
  displayName: string;
  description?: string;
  isBuiltIn: boolean;
  isPrivileged?: boolean;
  rolePermissions?: { allowedResourceActions: string[]; condition?: string | null }[];
}

const grantsOf = (r: RawRole) =>
  new Set((r.rolePermissions ?? []).flatMap((b) => b.allowedResourceActions.map((a) => `${a}|${b.condition || ''}`)));

describe('npm run analyze -- --changes against a direct diff of the raw exports', () => {
  const notes = JSON.parse(readFileSync(dataPath('public/data/docs-notes.json'), 'utf8'));
  const boundaries: string[] = (notes.periods ?? []).slice(0, -1).map((p: { to: string }) => p.to);
  const pairs = [[FIRST, LAST], ...boundaries.map((from) => [from, LAST])];

  it.each(pairs)('from %s to %s: the same roles added and removed, grants, renames and descriptions', (from, to) => {
    const { status, stdout, stderr } = analyze('--changes', '--json', '--from', from, '--to', to);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const report = JSON.parse(stdout);
    const before = rawExportOn(from);
    const after = rawExportOn(to);
    const idOf = (r: RawRole) => r.templateId || r.id;
    const old = new Map(before.roles.map((r) => [idOf(r), r]));
    const now = new Map(after.roles.map((r) => [idOf(r), r]));
    const byId = (a: { templateId: string }, b: { templateId: string }) => (a.templateId < b.templateId ? -1 : 1);
    expect([...report.rolesAdded].sort(byId)).toEqual(
      after.roles
        .filter((r) => !old.has(idOf(r)))
        .map((r) => ({ templateId: idOf(r), name: r.displayName }))
        .sort(byId),
    );
    expect([...report.rolesRemoved].sort(byId)).toEqual(
      before.roles
        .filter((r) => !now.has(idOf(r)))
        .map((r) => ({ templateId: idOf(r), name: r.displayName }))
        .sort(byId),
    );
    const expected = new Map<string, object>();
    for (const [id, r] of now) {
      const o = old.get(id);
      if (!o) continue;
      const [held, holds] = [grantsOf(o), grantsOf(r)];
      const change = {
        renamedFrom: o.displayName !== r.displayName ? o.displayName : undefined,
        descriptionChanged: (o.description ?? '') !== (r.description ?? ''),
        added: [...holds].filter((g) => !held.has(g)).sort(),
        removed: [...held].filter((g) => !holds.has(g)).sort(),
      };
      if (change.renamedFrom || change.descriptionChanged || change.added.length || change.removed.length)
        expected.set(id, change);
    }
    const key = (g: { action: string; condition: string | null }) => `${g.action}|${g.condition ?? ''}`;
    const reported = new Map<string, object>();
    for (const c of report.roleChanges) {
      const change = {
        renamedFrom: c.renamedFrom,
        descriptionChanged: c.descriptionChanged,
        added: c.added.map(key).sort(),
        removed: c.removed.map(key).sort(),
      };
      if (change.renamedFrom || change.descriptionChanged || change.added.length || change.removed.length)
        reported.set(c.templateId, change);
      // A privileged-label change only where both exports carry the flag, or the history derived it the same way.
      else expect(c.privileged).toBeDefined();
      if (c.privileged && before.hasFlags && after.hasFlags)
        expect([old.get(c.templateId)!.isPrivileged, now.get(c.templateId)!.isPrivileged]).toEqual([
          c.privileged.from,
          c.privileged.to,
        ]);
    }
    expect(Object.fromEntries(reported)).toEqual(Object.fromEntries(expected));
  });
});
