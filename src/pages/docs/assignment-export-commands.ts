// The one-line commands /docs/assignment-review gives for each file the assignment review reads, in the forms
// Microsoft documents (Microsoft Graph and Graph PowerShell reference, CC BY 4.0); a browser test finds each on the page.

const GRAPH = 'https://graph.microsoft.com/v1.0/roleManagement/directory';

/** The three Graph collections an assignment export comes from, each with what it holds and the file name we suggest. */
export const ASSIGNMENT_SOURCES = [
  {
    collection: 'roleAssignments',
    holds: 'Active (standing) assignments, made directly or by PIM',
    file: 'role-assignments.json',
    cmdlet: 'Get-MgRoleManagementDirectoryRoleAssignment',
  },
  {
    collection: 'roleEligibilityScheduleInstances',
    holds: 'Eligible assignments (PIM): held only once activated',
    file: 'eligible-assignments.json',
    cmdlet: 'Get-MgRoleManagementDirectoryRoleEligibilityScheduleInstance',
  },
  {
    collection: 'roleAssignmentScheduleInstances',
    holds: 'Active assignments with their dates, PIM activations included',
    file: 'active-assignments.json',
    cmdlet: 'Get-MgRoleManagementDirectoryRoleAssignmentScheduleInstance',
  },
] as const;

export type AssignmentSource = (typeof ASSIGNMENT_SOURCES)[number];

/** The request to run in Graph Explorer. */
export const graphExplorerRequest = (source: AssignmentSource) => `GET ${GRAPH}/${source.collection}?$expand=principal`;

/** The Azure CLI command; the single quotes keep a Unix shell from reading `$expand`. */
export const azRestCommand = (source: AssignmentSource) =>
  `az rest --method get --url '${GRAPH}/${source.collection}?$expand=principal' > ${source.file}`;

/** The Microsoft Graph PowerShell command (after Connect-MgGraph). */
export const powerShellCommand = (source: AssignmentSource) =>
  `${source.cmdlet} -All -ExpandProperty Principal | ConvertTo-Json -Depth 5 > ${source.file}`;

/** The least-privileged Graph permission that reads all three collections (each also has a narrower one: see the page). */
export const READ_PERMISSION = 'RoleManagement.Read.Directory';

/** Signs in to Microsoft Graph PowerShell with that permission only. */
export const CONNECT_COMMAND = `Connect-MgGraph -Scopes ${READ_PERMISSION}`;

/** The CLI's usage line for a review. */
export const CLI_USAGE =
  'npm run analyze -- --assignments FILE [--assignments FILE ...] [--roles-file CUSTOM] [--json | --csv]';
