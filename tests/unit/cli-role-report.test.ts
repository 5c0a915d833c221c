// npm run analyze -- --roles-file FILE --report ROLE as a user runs it: a real process, checked against the engine here.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import { builtInReference, parseRoleDefinitions, type CustomRole } from '../../src/data/custom-roles';
import { toEngineRoles } from '../../src/data/engine-input';
import { privilegedActions } from '../../scripts/lib/role-report';
import { runAnalyze as analyze, shippedRole, shippedRoles } from './helpers';

const FILE = 'tests/fixtures/custom-roles/graph-v1.json';
const HELPDESK = shippedRole('helpdesk-administrator');

const custom: CustomRole[] = (() => {
  const text = readFileSync(resolve(import.meta.dirname, '../..', FILE), 'utf8');
  const result = parseRoleDefinitions(text, builtInReference(shippedRoles()));
  if ('error' in result) throw new Error(result.error.message);
  return result.roles;
})();
const lite = custom.find((r) => r.displayName === 'Helpdesk Lite')!;
const owner = custom.find((r) => r.displayName === 'App Owner Helper')!;
const roles = [...shippedRoles(), ...custom];
const engine = new RoleEngine();
engine.load(toEngineRoles(roles), HELPDESK.datasetDate ?? '');
const PRIVILEGED = privilegedActions(roles);

describe('npm run analyze -- --report', () => {
  it.each([
    ['Listed', []],
    ['Effective (Listed + Inherited + Wildcards)', ['--inherit', '--wildcards']],
  ])('prints the engine report of a custom role found by name as one JSON object (%s view)', (view, flags) => {
    const { status, stdout } = analyze('--json', ...flags, '--roles-file', FILE, '--report', 'App Owner Helper');
    expect(status).toBe(0);
    const json = JSON.parse(stdout);
    const options = { inherit: flags.includes('--inherit'), wildcards: flags.includes('--wildcards') };
    const expected = engine.customRoleReport(owner.templateId, options, PRIVILEGED)!;
    expect(json.view).toBe(view);
    expect(json.role).toEqual({
      templateId: owner.templateId,
      name: owner.displayName,
      slug: owner.slug,
      custom: true,
    });
    expect(json.permissions.map((p: { key: string }) => p.key)).toEqual(expected.keys);
    expect(json.privilegedPermissions).toEqual(expected.privilegedKeys);
    expect(json.notInAnyBuiltIn).toEqual(expected.notInAnyBuiltIn);
    const strip = <T extends { slug: string }>({ slug: _slug, ...rest }: T) => rest;
    expect(json.similar.map(strip)).toEqual(expected.similar);
    expect(json.replacements.map(strip)).toEqual(expected.replacements);
    expect(json.combination.map(strip)).toEqual(expected.combination);
    expect(json.replacements.length).toBeGreaterThan(0);
    expect(json.replacements[0].slug).toBe(
      shippedRoles().find((r) => r.templateId === expected.replacements[0].templateId)!.slug,
    );
  });

  it('prints the text report of a custom role found by id: its extra action, the smallest combination, privileged ones', () => {
    const { status, stdout, stderr } = analyze('--roles-file', FILE, '--report', lite.id);
    expect(status).toBe(0);
    const expected = engine.customRoleReport(lite.templateId, { inherit: false, wildcards: false }, PRIVILEGED)!;
    expect(stdout).toContain(
      `RolePrism report on Helpdesk Lite (custom role from the roles file; Listed view, dataset ${HELPDESK.datasetDate})\n`,
    );
    expect(stdout).toContain(`${expected.keys.length} permissions, ${expected.privilegedKeys.length} privileged\n`);
    expect(stdout).toContain(`Not in any built-in role (1):\n  ${lite.actionsNotInAnyBuiltIn[0]}\n`);
    for (const key of expected.privilegedKeys)
      expect(stdout).toMatch(new RegExp(`\\n  ${key.replace(/[/.$[\]]/g, '\\$&')} \\(`));
    const top = expected.similar[0];
    expect(stdout).toContain(
      `  1. ${top.name}: ${top.percent}% (${top.shared} shared of ${top.union} unique permissions`,
    );
    expect(expected.replacements).toEqual([]);
    const proven = expected.combinationProven ? 'proven minimal' : 'greedy estimate, not proven minimal';
    expect(stdout).toContain(
      `No single built-in role holds all of it. Smallest combination of all but the 1 permission in no built-in role (${proven})`,
    );
    for (const fit of expected.combination)
      expect(stdout).toContain(`. ${fit.name}: holds ${fit.covers} of its ${expected.keys.length}, ${fit.extra} extra`);
    expect(stderr).toContain('graph-v1.json: 1 built-in role (Helpdesk Administrator) is taken from the dataset');
  });

  it('reports on a built-in role without a roles file, never naming the role as its own replacement', () => {
    const { status, stdout } = analyze('--json', '--report', 'helpdesk-administrator');
    expect(status).toBe(0);
    const json = JSON.parse(stdout);
    expect(json.role.custom).toBe(false);
    const names = [...json.similar, ...json.replacements].map((r: { name: string }) => r.name);
    expect(names).not.toContain('Helpdesk Administrator');
  });

  it.each([
    [
      ['--roles-file', FILE, '--report', 'Helpdesk Lit'],
      'Unknown role "Helpdesk Lit": no role in the dataset or the roles file has that name, slug or id. Did you mean: Helpdesk Lite',
    ],
    [['--report', 'Helpdesk Lite'], 'Unknown role "Helpdesk Lite": no role in the dataset has that name'],
    [['--report'], '--report takes one role (got 0)'],
    [['--report', 'user', 'global-reader'], '--report takes one role (got 2)'],
    [['--report', '--csv', 'user'], '--csv does not apply to --report'],
    [['--report', '--need', 'user'], '--report cannot be combined with --need'],
  ])('exits 2 with a clear message and nothing on stdout: %j', (args, message) => {
    const { status, stdout, stderr } = analyze(...args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
  });
});
