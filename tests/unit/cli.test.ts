// The analyze CLI as a user runs it: a real process on the shipped dataset.
import { describe, expect, it } from 'vitest';
import { emptyShippedRoles, shippedDatasetDate, shippedRoles, runAnalyze as analyze } from './helpers';

describe('npm run analyze', () => {
  it('prints one JSON object with the documented fields', () => {
    const { status, stdout } = analyze(
      '--json',
      '62e90394-69f5-4237-9190-012177145e10',
      'global-reader',
      'user administrator',
    );
    expect(status).toBe(0);
    const report = JSON.parse(stdout);
    expect(Object.keys(report)).toEqual(
      expect.arrayContaining([
        'roles',
        'union',
        'intersection',
        'overlap',
        'subsets',
        'minimalSet',
        'minimalSetProven',
      ]),
    );
    expect(report.roles.map((r: { slug: string }) => r.slug)).toEqual([
      'global-administrator',
      'global-reader',
      'user-administrator',
    ]);
    const roles = shippedRoles();
    for (const r of report.roles) {
      expect(r.permissionCount).toBe(roles.find((x) => x.templateId === r.templateId)!.permissions.length);
    }
    expect(report.overlap).toHaveLength(3);
    for (const o of report.overlap) {
      expect(o.percent).toBe(Math.round((o.shared / o.total) * 100));
      expect(o).toEqual({
        a: expect.any(String),
        b: expect.any(String),
        shared: expect.any(Number),
        total: expect.any(Number),
        percent: expect.any(Number),
        noPermissions: false,
      });
    }
    expect(report.subsets.every((s: { trivial: boolean }) => s.trivial === false)).toBe(true);
    expect(report.emptyRoles).toEqual([]);
    expect(report.intersection.every((a: string) => report.union.includes(a))).toBe(true);
    expect(report.minimalSetProven).toBe(true);
    expect(report.view).toBe('Listed');
  });

  it('prints the CSV with the spec columns', () => {
    const { status, stdout } = analyze('--csv', 'Global Reader', 'Security Reader');
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Action,InRoles,IsCommon,UniqueTo,View,DatasetDate');
    expect(lines.length).toBeGreaterThan(10);
  });

  it('states the view, and the wildcard view never shrinks a role', () => {
    const listed = JSON.parse(analyze('--json', 'global-administrator', 'user-administrator').stdout);
    const effective = JSON.parse(
      analyze('--json', '--inherit', '--wildcards', 'global-administrator', 'user-administrator').stdout,
    );
    expect(effective.view).toBe('Effective (Listed + Inherited + Wildcards)');
    for (let i = 0; i < 2; i++)
      expect(effective.roles[i].permissionCount).toBeGreaterThanOrEqual(listed.roles[i].permissionCount);
  });

  it('names an unknown role, suggests close names and prints nothing on stdout', () => {
    const { status, stdout, stderr } = analyze('--json', 'global readr', 'user-administrator');
    expect(status).not.toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toContain('Unknown role "global readr"');
    expect(stderr).toContain('Global Reader');
  });

  it('refuses fewer than 2 distinct roles with the spec message', () => {
    for (const args of [['global-reader'], ['global-reader', 'Global Reader'], []]) {
      const { status, stdout, stderr } = analyze('--json', ...args);
      expect(status).not.toBe(0);
      expect(stdout).toBe('');
      expect(stderr.trim()).toBe('Please select at least 2 roles to compare.');
    }
  });

  describe('roles that list no permissions (two found in the shipped data: one inheriting a role, one not)', () => {
    const { inheriting, alone } = emptyShippedRoles();
    const [E, A, A_SLUG, DATE] = [inheriting.name, alone.name, alone.slug, shippedDatasetDate()];
    it('text: the subset line, the overlap line and the minimal-set explanation say so', () => {
      const { status, stdout, stderr } = analyze(`${E}`, 'global-reader', `${A_SLUG}`);
      expect(stderr).toBe('');
      expect(status).toBe(0);
      const lines = stdout.split('\n');
      expect(lines).toContain(`  ${E} (lists no permissions in this dataset)`);
      expect(lines).toContain(
        `  ${E} lists no permissions in this dataset, so it is trivially contained in Global Reader`,
      );
      expect(lines).toContain(
        `  ${A} lists no permissions in this dataset, so it is trivially contained in Global Reader`,
      );
      expect(stdout).not.toMatch(new RegExp(`${E} is completely contained`));
      expect(lines).toContain(`  ${E} × Global Reader: no permissions (${E} lists none in this dataset)`);
      expect(lines).toContain(`  ${E} × ${A}: no permissions (neither role lists any in this dataset)`);
      expect(stdout).not.toMatch(new RegExp(`${E} × [^:]+: \\d+%`));
      expect(lines).toContain('Minimal role set (proven minimal): Global Reader');
      expect(lines).toContain(`  ${E} lists no permissions in this dataset, so it adds nothing to the coverage`);
      expect(lines).toContain(`  ${A} lists no permissions in this dataset, so it adds nothing to the coverage`);
    });

    it('--json: emptyRoles, subsets[].trivial and overlap[].noPermissions, the documented fields kept', () => {
      const { status, stdout } = analyze('--json', `${E}`, 'global-reader', `${A_SLUG}`);
      expect(status).toBe(0);
      const report = JSON.parse(stdout);
      expect(report.emptyRoles).toEqual([`${E}`, `${A}`]);
      expect(report.subsets).toEqual([
        { subset: `${E}`, superset: 'Global Reader', trivial: true },
        { subset: `${A}`, superset: 'Global Reader', trivial: true },
      ]);
      expect(report.minimalSet).toEqual(['Global Reader']);
      const [tgr, gr, dj] = report.roles.map((r: { templateId: string }) => r.templateId);
      const pair = (a: string, b: string) =>
        report.overlap.find((o: { a: string; b: string }) => o.a === a && o.b === b);
      expect(pair(tgr, gr)).toMatchObject({ shared: 0, percent: 0, noPermissions: true });
      expect(pair(tgr, dj)).toMatchObject({ shared: 0, total: 0, percent: 0, noPermissions: true });
      expect(pair(gr, dj)).toMatchObject({ noPermissions: true });
    });

    it('--csv: one "(no permissions)" row names the empty role, in the spec columns', () => {
      const { status, stdout } = analyze('--csv', `${E}`, 'global-reader');
      expect(status).toBe(0);
      const lines = stdout.trimEnd().split('\r\n');
      expect(lines[0]).toBe('Action,InRoles,IsCommon,UniqueTo,View,DatasetDate');
      expect(lines.filter((line) => line.includes(`${E}`))).toEqual([`(no permissions),${E},No,,Listed,${DATE}`]);
      const globalReader = shippedRoles().find((r) => r.slug === 'global-reader')!;
      expect(lines).toHaveLength(1 + globalReader.permissions.length + 1);
    });

    it('--inherit: the empty role that inherits a role is not empty there', () => {
      const report = JSON.parse(analyze('--json', '--inherit', `${E}`, `${A_SLUG}`).stdout);
      expect(report.view).toBe('Listed + Inherited');
      expect(report.emptyRoles).toEqual([`${A}`]);
      expect(report.roles[0].permissionCount).toBeGreaterThan(0);
    });
  });
});
