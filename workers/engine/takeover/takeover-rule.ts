// The takeover rule of issue 39: its words (stated the same on the pages and by the CLI) and the actions it names.

/** The rule, word for word as the issue states it (the pages and the CLI print it so). */
export const TAKEOVER_RULE = [
  'Roles are compared in the effective view (Listed + Inherited + Wildcards). A grant with a condition ($ResourceIsSelf, $SubjectIsOwner) never opens a takeover.',
  'Only an assignment scoped to the tenant (directoryScopeId "/") of a known role (in the dataset or imported) draws an edge. An assignment scoped to an administrative unit or an application reaches only objects inside that scope, and the export does not list them. Such an assignment is listed as "reach limited to <scope>" and draws no edge.',
  'A principal P, through one of its tenant-scoped assignments, takes over another principal Q of the export when one of these holds:',
  '1. reset: Q is a user.',
  "   - P's role is a column of the reset matrix, or Partner Tier2 Support.",
  '   - Every role Q holds (active or eligible, at any scope) has ✅ in that column. A role not in the matrix\'s rows reads the "All other built-in and custom roles" row.',
  '   - Partner Tier2 Support reaches every user.',
  '   - Security Administrator, Security Operator, Entra SOC Identity Responder and Partner Tier1 Support reach no holder of a role.',
  '   - A custom role that grants microsoft.directory/users/password/update or an authenticationMethods write: the Microsoft documentation RolePrism ships says nothing about it, so it draws no edge.',
  "2. assign: P's role grants microsoft.directory/roleAssignments/allProperties/allTasks. P reaches every role directly.",
  "3. app credentials: Q is a service principal, and P's role grants one of:",
  '   - microsoft.directory/applications/credentials/update',
  '   - microsoft.directory/applications/owners/update',
  '   - microsoft.directory/servicePrincipals/credentials/update',
  '   - microsoft.directory/servicePrincipals/owners/update',
  "4. join group: Q is a group, and P's role grants microsoft.directory/groupsAssignableToRoles/allProperties/update. Only role-assignable groups can hold directory roles.",
  'P reaches role R when P holds R, or has an assign edge, or takes over some Q that reaches R.',
  'For Global Administrator the review reports two figures per principal:',
  '- steps: the fewest edges to a principal holding it. Holding it yourself is 0. An assign edge is 1.',
  '- standingSteps: the same, counting only active assignments. It is null when only eligible assignments lead there ("after activation").',
].join('\n');

/** The kinds of a takeover edge, and `holds` for the link that ends a chain at a holder of the role. */
export type TakeoverKind = 'reset' | 'assign' | 'app-credentials' | 'join-group' | 'holds';

/** Codes of the kinds in typed arrays (0: none). */
export const KIND_CODE: Readonly<Record<TakeoverKind, number>> = {
  holds: 1,
  assign: 2,
  reset: 3,
  'app-credentials': 4,
  'join-group': 5,
};
export const KIND_OF_CODE: readonly (TakeoverKind | null)[] = [
  null,
  'holds',
  'assign',
  'reset',
  'app-credentials',
  'join-group',
];

export const ASSIGN_ACTION = 'microsoft.directory/roleAssignments/allProperties/allTasks';
export const APP_CREDENTIAL_ACTIONS = [
  'microsoft.directory/applications/credentials/update',
  'microsoft.directory/applications/owners/update',
  'microsoft.directory/servicePrincipals/credentials/update',
  'microsoft.directory/servicePrincipals/owners/update',
] as const;
export const JOIN_GROUP_ACTION = 'microsoft.directory/groupsAssignableToRoles/allProperties/update';
export const PASSWORD_ACTION = 'microsoft.directory/users/password/update';
/** The authenticationMethods writes: a custom role granting one falls under the custom-role clause of rule 1. */
export const AUTHENTICATION_METHOD_WRITES = [
  'microsoft.directory/users/authenticationMethods/create',
  'microsoft.directory/users/authenticationMethods/delete',
  'microsoft.directory/users/authenticationMethods/basic/update',
] as const;

/** What RolePrism says of a custom role with a reset action (rule 1): the docs it ships say nothing, so no edge. */
export const CUSTOM_RESET_UNDOCUMENTED =
  "Microsoft's matrix (Privileged roles and permissions) has columns for built-in roles only, and the documentation RolePrism ships says nothing about whose passwords a custom role with this action can reset: RolePrism draws no reset edge for it.";

/** The principal types the edges reach, as the reader writes them (Graph's @odata.type, first letter lower case). */
export const PRINCIPAL_TYPE = { user: 'user', group: 'group', servicePrincipal: 'servicePrincipal' } as const;
