// The role page's view-models (workers/role-page.ts) on the real dataset and engine: the role without its permission
// list, the roles it names, its permissions in each view as the page used to work them out itself, and the ranking.
import { describe, expect, it } from 'vitest';
import { explainListed } from '@engine/explain-listed';
import { overlapPercent } from '@engine/analyze';
import { compareText } from '../../../src/data/text-order';
import { RoleEngine } from '@engine/engine';
import { toEngineRoles } from '../../../src/data/engine-input';
import { permissionLabelsOf, toPermissionRows } from '../../../src/features/roles/role-permission-rows';
import { RELATED_ROLE_COUNT, rolePageAnswers } from '../../../workers/role-page';
import { shippedDatasetDate, shippedRoles } from '../helpers';

const roles = shippedRoles();
const builtIn = roles.filter((r) => r.builtIn);
const engine = new RoleEngine();
engine.load(toEngineRoles(roles), shippedDatasetDate());
const answers = rolePageAnswers(engine, roles);
const LISTED = { inherit: false, wildcards: false };
const EFFECTIVE = { inherit: true, wildcards: true };

describe('rolePage', () => {
  it('answers the role without its permission list, and names its parents and most similar roles', () => {
    const ga = builtIn.find((r) => r.slug === 'global-administrator')!;
    const model = answers.rolePage('global-administrator')!;
    expect(model.role).not.toHaveProperty('permissions');
    expect(model.role.templateId).toBe(ga.templateId);
    expect(model.inherited.map((r) => r.templateId)).toEqual(
      ga.inheritsFrom.filter((id) => roles.some((r) => r.templateId === id)),
    );
    expect(model.related).toHaveLength(RELATED_ROLE_COUNT);
    expect(model.related.map((r) => r.templateId)).toEqual(
      answers
        .similarRoles(ga.templateId, LISTED)!
        .slice(0, RELATED_ROLE_COUNT)
        .map((r) => r.templateId),
    );
    // Far smaller than the dataset it stands for.
    expect(JSON.stringify(model).length).toBeLessThan(JSON.stringify(roles).length / 50);
  });

  it('is null for a slug no built-in role has', () => {
    expect(answers.rolePage('no-such-role')).toBeNull();
  });
});

describe('rolePermissions', () => {
  it('equals, for every role in the Listed view, the rows the page used to work out from the whole dataset', () => {
    const labels = permissionLabelsOf(roles);
    for (const role of roles)
      expect(answers.rolePermissions(role.templateId, LISTED)).toEqual(
        toPermissionRows(explainListed(role.permissions), labels),
      );
  });

  it('answers the engine’s members in another view, labelled; null for an unknown id', () => {
    const ga = builtIn.find((r) => r.slug === 'global-administrator')!;
    const rows = answers.rolePermissions(ga.templateId, EFFECTIVE)!;
    expect(rows.map((r) => r.key)).toEqual(engine.explainRole(ga.templateId, EFFECTIVE)!.map((m) => m.key));
    expect(answers.rolePermissions('no-such-id', LISTED)).toBeNull();
  });
});

describe('similarRoles', () => {
  it('ranks every other built-in role by overlap, then shared count, then name', () => {
    const helpdesk = builtIn.find((r) => r.slug === 'helpdesk-administrator')!;
    const ranked = answers.similarRoles(helpdesk.templateId, LISTED)!;
    expect(ranked).toHaveLength(builtIn.length - 1);
    expect(ranked.some((r) => r.templateId === helpdesk.templateId)).toBe(false);
    const others = builtIn.filter((r) => r !== helpdesk);
    const stats = engine.pairedQuickStats(
      helpdesk.templateId,
      others.map((r) => r.templateId),
      LISTED,
    );
    const expected = others
      .map((r, i) => ({
        id: r.templateId,
        percent: overlapPercent(stats[i].common, stats[i].union),
        shared: stats[i].common,
      }))
      .sort((a, b) => b.percent - a.percent || b.shared - a.shared);
    expect(ranked.map((r) => [r.percent, r.shared])).toEqual(expected.map((r) => [r.percent, r.shared]));
    for (let i = 1; i < ranked.length; i++)
      if (ranked[i].percent === ranked[i - 1].percent && ranked[i].shared === ranked[i - 1].shared)
        expect(compareText(ranked[i - 1].displayName, ranked[i].displayName)).toBeLessThanOrEqual(0);
  });
});
