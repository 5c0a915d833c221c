// The custom role page's answers (workers/custom-role-page.ts, workers/dataset-api.ts) on the real dataset and engine,
// with imported custom roles handed over as the page does: equal to what the page used to work out from the whole role
// list (the rows, labelled from every role; the report, with the privileged actions of the built-in roles; the slugs
// and labels its sections looked up), and gone with the custom roles.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import { explainListed, isListedView } from '@engine/explain-listed';
import { actionOfKey } from '@engine/permission-grammar';
import { LISTED_VIEW } from '@engine/catalog';
import { builtInReference, parseRoleDefinitions, type CustomRole } from '../../../src/data/custom-roles';
import { engineRolesBytes } from '../../../src/data/engine-input';
import { compareText } from '../../../src/data/text-order';
import { permissionLabelsOf, toPermissionRows } from '../../../src/features/roles/role-permission-rows';
import { createDatasetApi } from '../../../workers/dataset-api';
import { EVERY_VIEW, shippedRoles } from '../helpers';

const roles = shippedRoles();
const reference = builtInReference(roles);
/** Sorts before every dataset role: the page's labels came from the first role by name listing an action. */
const EDGE_CASES = {
  id: 'c0ffee00-0000-4000-8000-0000000000a1',
  displayName: 'AAA Wildcard Writer',
  isBuiltIn: false,
  rolePermissions: [
    {
      allowedResourceActions: [
        'microsoft.directory/users/allProperties/allTasks',
        'microsoft.directory/users/password/update',
        'microsoft.directory/made/up/action',
      ],
      condition: null,
    },
    { allowedResourceActions: ['microsoft.directory/users/standard/read'], condition: '$ResourceIsSelf' },
  ],
};

/** The definitions of each text, imported one after the other as the import screen does. */
function imported(texts: string[]): CustomRole[] {
  const custom: CustomRole[] = [];
  for (const text of texts) {
    const result = parseRoleDefinitions(text, reference, { alreadyImported: custom });
    if ('error' in result) throw new Error(result.error.message);
    custom.push(...result.roles);
  }
  return custom;
}

const fixture = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../../fixtures/custom-roles', name), 'utf8');
const custom = imported([fixture('graph-v1.json'), fixture('graph-beta.json'), JSON.stringify(EDGE_CASES)]);
const engine = new RoleEngine();
const { api } = createDatasetApi(engine, async () => roles);
await api.setExtraRoles(await engineRolesBytes(custom, async () => {}));

// What the page held before: every role with the custom ones, by name, and its built-in roles.
// Every role the page held before, the imported ones among the dataset's by name.
const all = [...roles, ...custom].sort((a, b) => compareText(a.displayName, b.displayName));
const builtIn = all.filter((role) => role.builtIn);
const privileged = [...permissionLabelsOf(builtIn).values()].filter((p) => p.privileged).map((p) => p.action);

describe('customRolePermissions', () => {
  it('equals, for every custom role in every view, the rows the page worked out from the whole role list', async () => {
    expect(custom.length).toBeGreaterThanOrEqual(4);
    for (const role of custom)
      for (const view of EVERY_VIEW) {
        const explained = isListedView(view)
          ? explainListed(role.permissions)
          : engine.explainRole(role.templateId, view)!;
        expect(await api.customRolePermissions(role.templateId, view)).toEqual(
          toPermissionRows(explained, permissionLabelsOf(all)),
        );
      }
  });

  it('describes an action unknown to the dataset by itself, with no labels', async () => {
    const edge = custom.find((role) => role.displayName === EDGE_CASES.displayName)!;
    const rows = (await api.customRolePermissions(edge.templateId, LISTED_VIEW))!;
    expect(rows.find((row) => row.action === 'microsoft.directory/made/up/action')).toMatchObject({
      description: 'microsoft.directory/made/up/action',
      privileged: false,
      tier: null,
    });
    expect(rows.find((row) => row.condition === '$ResourceIsSelf')?.key).toBe(
      'microsoft.directory/users/standard/read [$ResourceIsSelf]',
    );
  });
});

describe('customRoleComparison', () => {
  it('is the report the page asked for, with the slugs and labels its sections looked up', async () => {
    let linked = 0;
    for (const role of custom)
      for (const view of EVERY_VIEW) {
        const answer = (await api.customRoleComparison(role.templateId, view))!;
        const report = engine.customRoleReport(role.templateId, view, privileged)!;
        expect(answer.report).toEqual(report);
        for (const { templateId } of [...report.similar, ...report.replacements, ...report.combination]) {
          expect(answer.slugs[templateId]).toBe(all.find((r) => r.templateId === templateId)!.slug);
          linked++;
        }
        const labels = new Map(answer.labels.map((label) => [label.action, label]));
        const actions = [...report.notInAnyBuiltIn, ...report.privilegedKeys].map(actionOfKey);
        for (const action of actions) expect(labels.get(action)).toEqual(permissionLabelsOf(builtIn).get(action));
        expect(labels.size).toBeLessThanOrEqual(new Set(actions).size);
      }
    expect(linked).toBeGreaterThan(0);
  });

  it('counts the privileged permissions by the dataset’s labels', async () => {
    const edge = custom.find((role) => role.displayName === EDGE_CASES.displayName)!;
    const { report } = (await api.customRoleComparison(edge.templateId, LISTED_VIEW))!;
    expect(report.privilegedKeys).toContain('microsoft.directory/users/password/update');
    expect(report.notInAnyBuiltIn).toContain('microsoft.directory/made/up/action');
  });
});

describe('with the custom roles gone', () => {
  it('knows none of them: the answers depend on the custom roles the page handed over', async () => {
    const [role] = custom;
    await api.setExtraRoles([]);
    expect(await api.customRolePermissions(role.templateId, LISTED_VIEW)).toBeNull();
    expect(await api.customRoleComparison(role.templateId, LISTED_VIEW)).toBeNull();
  });
});
