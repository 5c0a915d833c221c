// The permission pages' view-models (workers/permission-page.ts) on the real dataset and engine: the list's index, one
// action's entry or the closest actions, and the roles granting each form of an action in every view, as the pages
// used to work them out themselves from the whole dataset.
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import type { EngineRole } from '@engine/catalog';
import { permissionKey } from '@engine/permission-grammar';
import { toEngineRoles } from '../../../src/data/engine-input';
import { closeActions } from '../../../src/features/permissions/close-actions';
import { permissionIndexOf } from '../../../src/features/permissions/permission-index';
import { permissionPageAnswers } from '../../../workers/permission-page';
import { EVERY_VIEW, shippedDatasetDate, shippedRoles } from '../helpers';

const roles = shippedRoles();
const builtIn = roles.filter((r) => r.builtIn);
const byTemplateId = new Map(roles.map((r) => [r.templateId, r]));
const engine = new RoleEngine();
engine.load(toEngineRoles(roles), shippedDatasetDate());
const answers = permissionPageAnswers(engine, roles);
/** What the pages built on the main thread from the dataset's built-in roles. */
const index = permissionIndexOf(builtIn);
const PASSWORD = 'microsoft.directory/users/password/update';
const BASIC_UPDATE = 'microsoft.directory/users/basic/update';

describe('permissionsIndex', () => {
  it('answers every action of the built-in roles and their namespaces, as the list used to index them', () => {
    const answer = answers.permissionsIndex();
    expect(answer.entries).toEqual(index.entries);
    expect(answer.namespaces).toEqual(index.namespaces);
    expect(answer.entries.length).toBeGreaterThan(600);
    // Plain data for the page's embedded JSON: no Map survives JSON.stringify.
    expect(answer).not.toHaveProperty('byAction');
    expect(JSON.parse(JSON.stringify(answer))).toEqual(answer);
  });
});

describe('permissionPage', () => {
  it("answers an action's entry, found in any letter case, with no close matches", () => {
    const entry = index.byAction.get(PASSWORD)!;
    expect(answers.permissionPage(PASSWORD)).toEqual({ entry, closeMatches: [] });
    expect(answers.permissionPage(PASSWORD.toUpperCase())).toEqual({ entry, closeMatches: [] });
  });

  it('answers no entry and the closest actions for an action no built-in role grants', () => {
    const typo = 'microsoft.directory/users/pasword/update';
    const model = answers.permissionPage(typo);
    expect(model.entry).toBeNull();
    expect(model.closeMatches).toEqual(
      closeActions(
        index.entries.map((e) => e.action),
        typo,
      ),
    );
    expect(model.closeMatches).toContain(PASSWORD);
    expect(answers.permissionPage('')).toEqual({ entry: null, closeMatches: [] });
    expect(answers.permissionPage(`${PASSWORD}/`.repeat(400))).toEqual({ entry: null, closeMatches: [] });
  });
});

describe('permissionGrants', () => {
  it('lists, for every action in every view, exactly the granting roles the page used to work out', () => {
    for (const entry of index.entries) {
      const conditions = [...(entry.unconditioned ? [null] : []), ...entry.conditions];
      const keys = conditions.map((condition) => permissionKey(entry.action, condition));
      for (const view of EVERY_VIEW) {
        const granting = engine.rolesGranting(keys, view);
        const expected = conditions.map((condition, i) => ({
          condition,
          granting:
            granting[i]?.map((g) => {
              const role = byTemplateId.get(g.templateId)!;
              return { ...g, slug: role.slug, privileged: role.privileged, tier: role.tier };
            }) ?? null,
        }));
        expect(answers.permissionGrants(entry.action, view), `${entry.action} ${JSON.stringify(view)}`).toEqual(
          expected,
        );
      }
    }
  });

  it('puts the unconditioned form first, then each condition; null for an action no built-in role grants', () => {
    const forms = answers.permissionGrants(PASSWORD, EVERY_VIEW[0])!;
    expect(forms.map((f) => f.condition)).toEqual([null, ...index.byAction.get(PASSWORD)!.conditions]);
    expect(forms[0].granting!.length).toBeGreaterThan(1);
    expect(answers.permissionGrants('microsoft.directory/no/such/action', EVERY_VIEW[0])).toBeNull();
    // Small: no role carries its permission list.
    expect(forms[0].granting![0]).not.toHaveProperty('permissions');
  });

  it("answers with the engine's roles of the moment: a custom role is never listed, but its actions count", () => {
    // A custom role's action that Global Administrator's users wildcard covers.
    const custom: EngineRole = {
      templateId: 'custom-probe',
      name: 'Custom probe',
      builtIn: false,
      inheritsFrom: [],
      grants: [{ action: 'microsoft.directory/users/customProbe/update' }, { action: BASIC_UPDATE }],
    };
    const withCustom = new RoleEngine();
    withCustom.load([...toEngineRoles(roles), custom], shippedDatasetDate());
    const customAnswers = permissionPageAnswers(withCustom, roles);
    const wildcards = EVERY_VIEW[2];
    const countOf = (forms: ReturnType<typeof answers.permissionGrants>) =>
      forms![0].granting!.find((g) => g.name === 'Global Administrator')!.permissionCount;
    const before = answers.permissionGrants(BASIC_UPDATE, wildcards);
    const after = customAnswers.permissionGrants(BASIC_UPDATE, wildcards);
    expect(after![0].granting!.map((g) => g.templateId)).not.toContain(custom.templateId);
    expect(countOf(after)).toBe(countOf(before) + 1);
  });
});
