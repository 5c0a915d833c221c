// The comparison page's view-models (workers/compare-page.ts) on the real dataset and engine: the built-in roles a
// link names, without their permission lists, and an analysis that carries the labels of exactly its permissions.
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import { permissionKey } from '@engine/permission-grammar';
import { toEngineRoles } from '../../../src/data/engine-input';
import { comparePageAnswers } from '../../../workers/compare-page';
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
  it('is the engine analysis with the dataset label of each of its permissions, and of no other', () => {
    const ids = [GA.templateId, HELPDESK.templateId];
    const { analysis, labels } = answers.comparison(ids, EFFECTIVE);
    expect(analysis).toEqual(engine.analyze(ids, EFFECTIVE));
    const keys = labels.map((p) => permissionKey(p.action, p.condition));
    expect(new Set(keys)).toEqual(new Set(analysis.actions));
    const password = labels.find((p) => p.action === 'microsoft.directory/users/password/update' && !p.condition)!;
    expect(password).toEqual(
      roles.flatMap((r) => r.permissions).find((p) => p.action === password.action && !p.condition),
    );
  });

  it('holds a small part of the dataset for two roles', () => {
    const { labels } = answers.comparison([GR.templateId, HELPDESK.templateId], { inherit: false, wildcards: false });
    const datasetPermissions = new Set(
      roles.flatMap((r) => r.permissions.map((p) => permissionKey(p.action, p.condition))),
    );
    expect(labels.length).toBeLessThan(datasetPermissions.size / 2);
  });
});
