// The questions the page asks without its custom roles (DATASET_QUESTIONS in src/state/engine-answer.ts: their answers
// are not asked again after an import) against the real engine API: each answers the same with custom roles imported
// as without, custom roles made to rank first among similar roles and to list the permission asked about included. A
// question added to the list whose answer does include the custom roles fails here.
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import { LISTED_VIEW } from '@engine/catalog';
import { builtInReference, parseRoleDefinitions } from '../../../src/data/custom-roles';
import { engineRolesBytes } from '../../../src/data/engine-input';
import { DATASET_QUESTIONS } from '../../../src/state/engine-answer';
import { createDatasetApi, type DatasetApi } from '../../../workers/dataset-api';
import { shippedRoles } from '../helpers';

const roles = shippedRoles();
const globalReader = roles.find((r) => r.displayName === 'Global Reader')!;
const ACTION = 'microsoft.directory/users/password/update';

/** Two custom roles: Global Reader's permissions (the most similar role there is), and one that lists ACTION. */
const definitions = JSON.stringify({
  value: [
    {
      id: 'c0ffee00-0000-4000-8000-0000000000b1',
      displayName: 'Global Reader Twin',
      isBuiltIn: false,
      rolePermissions: [
        { allowedResourceActions: globalReader.permissions.map((p) => p.action).concat('microsoft.directory/x/read') },
      ],
    },
    {
      id: 'c0ffee00-0000-4000-8000-0000000000b2',
      displayName: 'Password Resetter',
      isBuiltIn: false,
      rolePermissions: [{ allowedResourceActions: [ACTION] }],
    },
  ],
});

/** Arguments to ask each question with: a role, a permission, a view the custom roles touch. */
const ARGS: Record<string, unknown[]> = {
  roleIndex: [],
  datasetFacts: [],
  datasetRole: [globalReader.templateId],
  rolePage: [globalReader.slug],
  rolePermissions: [globalReader.templateId, LISTED_VIEW],
  similarRoles: [globalReader.templateId, LISTED_VIEW],
  permissionsIndex: [],
  permissionPage: [ACTION],
  finderTaskRoles: [],
  globalReaderGuide: [],
  permissionViewsDoc: [],
};

const ask = (api: DatasetApi, question: string) =>
  (api[question as keyof DatasetApi] as (...args: unknown[]) => Promise<unknown>)(...ARGS[question]);

describe('questions about the dataset alone', () => {
  it('answer the same with custom roles imported', async () => {
    const parsed = parseRoleDefinitions(definitions, builtInReference(roles), { alreadyImported: [] });
    if ('error' in parsed) throw new Error(parsed.error.message);
    const without = createDatasetApi(new RoleEngine(), async () => roles).api;
    const withCustom = createDatasetApi(new RoleEngine(), async () => roles).api;
    await withCustom.setExtraRoles(await engineRolesBytes(parsed.roles, async () => {}));
    // The custom roles are in: a question that includes them sees them.
    expect(await withCustom.customRolePermissions(parsed.roles[0].templateId, LISTED_VIEW)).not.toBeNull();
    expect(await without.customRolePermissions(parsed.roles[0].templateId, LISTED_VIEW)).toBeNull();
    for (const question of DATASET_QUESTIONS) {
      expect(ARGS[question], `arguments for ${question}`).toBeDefined();
      expect(await ask(withCustom, question), question).toEqual(await ask(without, question));
    }
  });
});
