// The analyze CLI as a user runs it: a real process on the shipped dataset.
import { describe, expect, it } from 'vitest';
import { shippedRoles, runAnalyze as analyze } from './helpers';

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
      });
    }
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
});
