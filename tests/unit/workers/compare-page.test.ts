// The comparison page's view-models (workers/compare-page.ts) on the real dataset and engine: the built-in roles a
// link names, without their permission lists, and an analysis that carries the labels of exactly its permissions.
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import { permissionKey } from '@engine/permission-grammar';
import { toEngineRoles } from '../../../src/data/engine-input';
import { comparePageAnswers } from '../../../workers/compare-page';
import { parseRoleDefinitions } from '../../../src/data/custom-roles';
import { labelIndex, permissionIndex, toEntries } from '../../../src/features/compare/overlap-drawer/pair-permissions';
import { shippedDatasetDate, shippedRoles } from '../helpers';

const roles = shippedRoles();
const engine = new RoleEngine();
engine.load(toEngineRoles(roles), shippedDatasetDate());
const answers = comparePageAnswers(engine, roles);
const bySlug = (slug: string) => roles.find((r) => r.builtIn && r.slug === slug)!;
const GA = bySlug('global-administrator');
const GR = bySlug('global-reader');
const HELPDESK = bySlug('helpdesk-administrator');
const EFFECTIVE = { inherit: true, wildcards: true };
const LISTED = { inherit: false, wildcards: false };

describe('compareRoles', () => {
  it('names the built-in roles in the order asked, each once, in any case, and lists the ids none has', () => {
    const found = answers.compareRoles([GR.templateId, GA.templateId.toUpperCase(), 'nope', GR.templateId]);
    expect(found.known.map((r) => r.templateId)).toEqual([GR.templateId, GA.templateId]);
    expect(found.unknownIds).toEqual(['nope']);
    expect(found.known[1]).toEqual({
      templateId: GA.templateId,
      slug: GA.slug,
      displayName: GA.displayName,
      builtIn: true,
      privileged: GA.privileged,
      tier: GA.tier,
      notes: GA.notes,
      permissionsUnreadable: false,
    });
    expect(found.known[1]).not.toHaveProperty('permissions');
  });
});

describe('comparison', () => {
  it('is the engine analysis with the dataset labels of each of its permissions, indexed like its actions', () => {
    const ids = [GA.templateId, HELPDESK.templateId];
    const { analysis, labels } = answers.comparison(ids, EFFECTIVE);
    expect(analysis).toEqual(engine.analyze(ids, EFFECTIVE));
    const byKey = new Map(roles.flatMap((r) => r.permissions.map((p) => [permissionKey(p.action, p.condition), p])));
    expect(labels.descriptions).toEqual(analysis.actions.map((key) => byKey.get(key)!.description));
    expect([...labels.privileged]).toEqual(analysis.actions.map((key) => (byKey.get(key)!.privileged ? 1 : 0)));
    expect([...labels.tiers]).toEqual(analysis.actions.map((key) => byKey.get(key)!.tier ?? -1));
  });

  it('reads back, with an imported role, as what the page showed from the dataset’s and that role’s labels', () => {
    const parsed = parseRoleDefinitions(
      JSON.stringify({
        templateId: 'custom-1',
        displayName: 'Custom reset',
        rolePermissions: [
          { allowedResourceActions: ['microsoft.directory/users/password/update', 'microsoft.custom/thing/read'] },
        ],
      }),
      roles,
    );
    if ('error' in parsed) throw new Error(parsed.error.message);
    const custom = parsed.roles;
    const withCustom = new RoleEngine();
    withCustom.load([...toEngineRoles(roles), ...toEngineRoles(custom)], shippedDatasetDate());
    const comparison = comparePageAnswers(withCustom, roles).comparison([HELPDESK.templateId, 'custom-1'], LISTED);
    expect(
      comparison.labels.descriptions[comparison.analysis.actions.indexOf('microsoft.custom/thing/read')],
    ).toBeNull();
    // What the page shows of each permission equals what it showed from every role's own labels, the import's too.
    const { actions } = comparison.analysis;
    const everyRole = permissionIndex(
      [...roles, ...custom].filter((r) => r.templateId === HELPDESK.templateId || !r.builtIn),
    );
    expect(toEntries(actions, labelIndex(actions, comparison.labels))).toEqual(toEntries(actions, everyRole));
  });
});
