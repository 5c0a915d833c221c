// workers/engine/custom-role-report.ts: imported roles against the built-ins, checked against a Set-of-strings oracle.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LISTED_VIEW, type PermissionView } from '@engine/catalog';
import { RoleEngine } from '@engine/engine';
import { explainRole } from '@engine/explain';
import { buildCatalog } from '@engine/catalog';
import { SIMILAR_ROLE_COUNT, type BuiltInFit, type CustomRoleReport } from '@engine/custom-role-report';
import { builtInReference, parseRoleDefinitions, type CustomRole } from '../../../src/data/custom-roles';
import { toEngineRoles } from '../../../src/data/engine-input';
import { shippedRole, shippedRoles } from '../helpers';

const HELPDESK = shippedRole('helpdesk-administrator');
const GROUPS = shippedRole('groups-administrator');
const MADE_UP = 'microsoft.directory/madeUpThings/standard/read';
const PRIVILEGED = [
  ...new Set(shippedRoles().flatMap((r) => r.permissions.filter((p) => p.privileged).map((p) => p.action))),
];

function definition(name: string, id: string, actions: string[]) {
  return {
    id,
    templateId: id,
    displayName: name,
    isBuiltIn: false,
    rolePermissions: [{ allowedResourceActions: actions, condition: null }],
  };
}

/** Custom roles as the app imports them: the parser on a fixture file, or on definitions written here. */
function parse(text: string): CustomRole[] {
  const result = parseRoleDefinitions(text, builtInReference(shippedRoles()));
  if ('error' in result) throw new Error(result.error.message);
  return result.roles;
}

const fixture = parse(readFileSync(resolve(import.meta.dirname, '../../fixtures/custom-roles/graph-v1.json'), 'utf8'));
const unconditioned = (role: { permissions: { action: string; condition?: string }[] }) =>
  role.permissions.filter((p) => !p.condition).map((p) => p.action);
const made = parse(
  JSON.stringify({
    value: [
      definition('Helpdesk Copy', '00000000-0000-4000-8000-000000000001', unconditioned(HELPDESK)),
      definition('Helpdesk And Groups', '00000000-0000-4000-8000-000000000002', [
        ...unconditioned(HELPDESK),
        ...unconditioned(GROUPS),
      ]),
      definition('Made Up Reader', '00000000-0000-4000-8000-000000000003', [
        'microsoft.directory/users/password/update',
        MADE_UP,
      ]),
      definition('Only Made Up', '00000000-0000-4000-8000-000000000004', [MADE_UP]),
    ],
  }),
);
const custom = [...fixture, ...made];
const byName = (name: string) => custom.find((r) => r.displayName === name)!;

const roles = [...shippedRoles(), ...custom];
const engine = new RoleEngine();
engine.load(toEngineRoles(roles), HELPDESK.datasetDate ?? '');
const catalog = buildCatalog(toEngineRoles(roles));

/** The oracle: every role's members in a view as a Set of keys, from the engine's explanation (one per role). */
function keySets(view: PermissionView): Map<string, Set<string>> {
  return new Map(
    roles.map((r) => [r.templateId, new Set(explainRole(catalog, r.templateId, view)!.map((e) => e.key))]),
  );
}

const privileged = new Set(PRIVILEGED);
const actionOf = (key: string) => key.replace(/ \[.*\]$/, '');
const tierRank = (t: number | null) => (t === null ? -1 : 2 - t);

/** What the report should say, worked out with plain sets over every built-in role. */
function bruteForce(templateId: string, view: PermissionView) {
  const sets = keySets(view);
  const own = sets.get(templateId)!;
  const builtIns = roles.filter((r) => r.builtIn && r.templateId !== templateId);
  const fits: BuiltInFit[] = builtIns.map((r) => {
    const set = sets.get(r.templateId)!;
    const extraKeys = [...set].filter((k) => !own.has(k));
    return {
      templateId: r.templateId,
      name: r.displayName,
      permissionCount: set.size,
      covers: set.size - extraKeys.length,
      extra: extraKeys.length,
      privilegedExtra: extraKeys.filter((k) => privileged.has(actionOf(k))).length,
      privileged: r.privileged,
      tier: r.tier,
    };
  });
  const replacements = fits
    .filter((f) => f.covers === own.size && own.size > 0)
    .sort(
      (a, b) =>
        a.extra - b.extra ||
        a.privilegedExtra - b.privilegedExtra ||
        Number(a.privileged) - Number(b.privileged) ||
        tierRank(a.tier) - tierRank(b.tier) ||
        (a.name < b.name ? -1 : 1),
    );
  const similar = builtIns
    .map((r) => {
      const set = sets.get(r.templateId)!;
      const shared = [...set].filter((k) => own.has(k)).length;
      const union = own.size + set.size - shared;
      return { name: r.displayName, shared, union, percent: Math.round((shared / union) * 100) };
    })
    .filter((s) => s.shared > 0)
    .sort((a, b) => b.percent - a.percent || b.shared - a.shared || (a.name < b.name ? -1 : 1))
    .slice(0, SIMILAR_ROLE_COUNT);
  const held = new Set(builtIns.flatMap((r) => [...sets.get(r.templateId)!]));
  return {
    own,
    sets,
    replacements,
    similar,
    notInAnyBuiltIn: [...own].filter((k) => !held.has(k)).sort(),
    privilegedKeys: [...own].filter((k) => privileged.has(actionOf(k))).sort(),
  };
}

function report(name: string, view: PermissionView = LISTED_VIEW): CustomRoleReport {
  return engine.customRoleReport(byName(name).templateId, view, PRIVILEGED)!;
}

const VIEWS: [string, PermissionView][] = [
  ['Listed', LISTED_VIEW],
  ['Listed + Inherited', { inherit: true, wildcards: false }],
  ['Effective', { inherit: true, wildcards: true }],
];

describe('customRoleReport', () => {
  it('names Helpdesk Administrator the top replacement, with 0 extra, of a role with exactly its permissions', () => {
    const answer = report('Helpdesk Copy');
    expect(answer.replacements[0]).toMatchObject({ name: HELPDESK.displayName, extra: 0, privilegedExtra: 0 });
    expect(answer.similar[0]).toMatchObject({ name: HELPDESK.displayName, percent: 100 });
    expect(answer.combination).toEqual([]);
    expect(answer.notInAnyBuiltIn).toEqual([]);
    expect(answer.builtIn).toBe(false);
  });

  it.each(VIEWS)('ranks replacements and similar roles as a brute-force count does (%s view)', (_label, view) => {
    for (const role of custom) {
      const answer = engine.customRoleReport(role.templateId, view, PRIVILEGED)!;
      const expected = bruteForce(role.templateId, view);
      expect(answer.keys).toEqual([...expected.own].sort());
      expect(answer.replacements).toEqual(expected.replacements);
      expect(answer.similar.map(({ name, shared, union, percent }) => ({ name, shared, union, percent }))).toEqual(
        expected.similar,
      );
      expect(answer.notInAnyBuiltIn).toEqual(expected.notInAnyBuiltIn);
      expect(answer.privilegedKeys).toEqual(expected.privilegedKeys);
    }
  });

  it('finds the smallest combination of built-ins for a role mixing two of them, and proves it minimal', () => {
    const answer = report('Helpdesk And Groups');
    const { own, sets } = bruteForce(byName('Helpdesk And Groups').templateId, LISTED_VIEW);
    expect(answer.replacements).toEqual([]); // no built-in role lists both roles' actions
    expect(answer.combination.length).toBeGreaterThan(1);
    const held = new Set(answer.combination.flatMap((fit) => [...sets.get(fit.templateId)!]));
    expect([...own].every((k) => held.has(k))).toBe(true);
    // Minimal: no smaller combination covers it (one role does not, as no replacement exists; try every pair too).
    const builtIns = roles.filter((r) => r.builtIn).map((r) => sets.get(r.templateId)!);
    if (answer.combination.length > 2) {
      for (let i = 0; i < builtIns.length; i++)
        for (let j = i + 1; j < builtIns.length; j++)
          expect([...own].every((k) => builtIns[i].has(k) || builtIns[j].has(k))).toBe(false);
    }
    expect(answer.combinationProven).toBe(true);
    expect(answer.combinationMethod).toBe('exact');
    for (const fit of answer.combination)
      expect(fit.covers).toBe([...sets.get(fit.templateId)!].filter((k) => own.has(k)).length);
  });

  it('lists a made-up action as in no built-in role, and covers the rest', () => {
    const answer = report('Made Up Reader');
    expect(answer.notInAnyBuiltIn).toEqual([MADE_UP]);
    expect(answer.replacements).toEqual([]);
    expect(answer.combination).toHaveLength(1);
    expect(answer.combination[0].covers).toBe(1);
    const lite = report('Helpdesk Lite');
    expect(lite.notInAnyBuiltIn).toEqual(byName('Helpdesk Lite').actionsNotInAnyBuiltIn);
  });

  it('has nothing to recommend for a role whose every action is in no built-in role', () => {
    const answer = report('Only Made Up');
    expect(answer).toMatchObject({ notInAnyBuiltIn: [MADE_UP], replacements: [], combination: [], similar: [] });
  });

  it('never lists the role itself or another custom role, and answers null for an unknown id', () => {
    const answer = engine.customRoleReport(HELPDESK.templateId, LISTED_VIEW, PRIVILEGED)!;
    expect(answer.builtIn).toBe(true);
    const listed = [...answer.similar, ...answer.replacements, ...answer.combination].map((r) => r.templateId);
    expect(listed).not.toContain(HELPDESK.templateId);
    for (const role of custom) expect(listed).not.toContain(role.templateId);
    expect(engine.customRoleReport('no-such-id', LISTED_VIEW, PRIVILEGED)).toBeNull();
  });
});
