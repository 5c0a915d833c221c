// Shared by the takeover tests: small tenants written as Graph JSON, custom roles, and the real engine with takeover data.
import { readFileSync } from 'node:fs';
import { RoleEngine } from '@engine/engine';
import type { EngineRole } from '@engine/catalog';
import type { AssignmentFileInput } from '@engine/assignments/assignment-model';
import { toEngineRoles } from '../../src/data/engine-input';
import { dataPath, shippedDatasetDate, shippedRoles } from './helpers';

/** Built-in roles the takeover tests name, by template id (the shipped dataset's). */
export const ROLE = {
  globalAdministrator: '62e90394-69f5-4237-9190-012177145e10',
  privilegedAuthenticationAdministrator: '7be44c8a-adaf-4e2a-84d6-ab2649e08a13',
  privilegedRoleAdministrator: 'e8611ab8-c189-46e8-94e1-60213ab1f814',
  helpdeskAdministrator: '729827e3-9c14-49f7-bb1b-9608f156bbb8',
  passwordAdministrator: '966707d0-3269-4727-9be2-8c3a10f19b9d',
  userAdministrator: 'fe930be7-5e62-47db-91af-98c3a49a38b1',
  authenticationAdministrator: 'c4e39bd9-1100-46d3-8c65-fb160da0071f',
  applicationAdministrator: '9b895d92-2cd3-44c7-9d02-a6ac2d5ea5c3',
  cloudApplicationAdministrator: '158c047a-c907-4556-b7ef-446551a6b5f7',
  securityAdministrator: '194ae4cb-b126-40b2-bd5b-6091b380977d',
  securityOperator: '5f2222b1-57c3-48ba-8ad5-d4759f1fde6f',
  socIdentityResponder: '58f930cc-fcf4-4152-852c-1d7dbf502139',
  partnerTier1Support: '4ba39ca4-527c-499a-b93d-d9b492c50246',
  partnerTier2Support: 'e00e864a-17c5-4a4b-9c06-f5b95a8d5bd8',
  directoryReaders: '88d8e3e3-8f55-4a1e-953a-9b9898b8876b',
  groupsAdministrator: 'fdd7a751-b60b-444a-984c-02652fe8fa1c',
} as const;

/** Custom roles, each granting one thing the rule looks at (built like an import, builtIn false). */
export const CUSTOM = {
  joinGroup: custom('c0000000-0000-4000-8000-000000000001', 'Group Joiner', [
    { action: 'microsoft.directory/groupsAssignableToRoles/allProperties/update' },
  ]),
  appCredentials: custom('c0000000-0000-4000-8000-000000000002', 'App Keys', [
    { action: 'microsoft.directory/applications/credentials/update' },
  ]),
  appCredentialsIfOwner: custom('c0000000-0000-4000-8000-000000000003', 'App Keys If Owner', [
    { action: 'microsoft.directory/applications/credentials/update', condition: '$SubjectIsOwner' },
    { action: 'microsoft.directory/servicePrincipals/credentials/update', condition: '$ResourceIsSelf' },
  ]),
  passwordReset: custom('c0000000-0000-4000-8000-000000000004', 'Password Resetter', [
    { action: 'microsoft.directory/users/password/update' },
  ]),
  wildcardAssign: custom('c0000000-0000-4000-8000-000000000005', 'Role Assigner', [
    { action: 'microsoft.directory/roleAssignments/allProperties/allTasks' },
  ]),
};

function custom(templateId: string, name: string, grants: EngineRole['grants']): EngineRole {
  return { templateId, name, inheritsFrom: [], grants, builtIn: false };
}

/** The shipped takeover file (public/data/takeover.json), parsed afresh. */
export function shippedTakeover() {
  return JSON.parse(readFileSync(dataPath('public/data/takeover.json'), 'utf8'));
}

/** The real engine: the shipped roles, the custom roles above (or none), and the shipped takeover data. */
export function takeoverEngine({ customRoles = Object.values(CUSTOM) }: { customRoles?: EngineRole[] } = {}) {
  const engine = new RoleEngine();
  engine.load([...toEngineRoles(shippedRoles()), ...customRoles], shippedDatasetDate());
  engine.loadTakeover(shippedTakeover());
  return engine;
}

export type PrincipalType = 'user' | 'group' | 'servicePrincipal' | null;

/** One assignment of a test tenant. */
export interface TenantAssignment {
  principal: string;
  type: PrincipalType;
  role: string;
  scope?: string;
  eligible?: boolean;
}

const CONTEXT = 'https://graph.microsoft.com/v1.0/$metadata#roleManagement/directory/';

/** The assignments as one Graph JSON file (a page of roleAssignments, a page of eligibility instances). */
export function tenantFile(assignments: readonly TenantAssignment[], name = 'tenant.json'): AssignmentFileInput {
  const record = (a: TenantAssignment, i: number) => ({
    id: `assignment-${i}`,
    principalId: a.principal,
    roleDefinitionId: a.role,
    directoryScopeId: a.scope ?? '/',
    principal: {
      ...(a.type === null ? {} : { '@odata.type': `#microsoft.graph.${a.type}` }),
      id: a.principal,
      displayName: a.principal,
    },
  });
  const records = assignments.map((a, i) => ({ a, r: record(a, i) }));
  const pages = [
    { '@odata.context': `${CONTEXT}roleAssignments(principal())`, value: records.filter((x) => !x.a.eligible) },
    {
      '@odata.context': `${CONTEXT}roleEligibilityScheduleInstances(principal())`,
      value: records.filter((x) => x.a.eligible),
    },
  ].map((page) => ({ ...page, value: page.value.map((x) => x.r) }));
  return { name, bytes: new TextEncoder().encode(JSON.stringify(pages)) };
}
