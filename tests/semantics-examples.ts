// docs/spec/semantics.md, "Examples the engine must get right": grant G, action A, and whether G covers A. One table for the unit and browser tests.
export const SEMANTICS_EXAMPLES: readonly (readonly [grant: string, action: string, covers: boolean])[] = [
  ['microsoft.directory/users/allProperties/allTasks', 'microsoft.directory/users/basic/update', true],
  ['microsoft.directory/users/allProperties/allTasks', 'microsoft.directory/users/delete', true],
  ['microsoft.directory/users/allProperties/read', 'microsoft.directory/users/standard/read', true],
  ['microsoft.directory/users/allProperties/read', 'microsoft.directory/users/basic/update', false],
  ['microsoft.directory/users/standard/read', 'microsoft.directory/users/allProperties/read', false],
  [
    'microsoft.azure.serviceHealth/allEntities/allTasks',
    'microsoft.office365.serviceHealth/allEntities/allTasks',
    false,
  ],
  [
    'microsoft.directory/applications/allProperties/allTasks',
    'microsoft.directory/applications.myOrganization/allProperties/update',
    true,
  ],
  [
    'microsoft.directory/applications.myOrganization/allProperties/allTasks',
    'microsoft.directory/applications/basic/update',
    false,
  ],
  ['microsoft.directory/applications/create', 'microsoft.directory/applications/createAsOwner', true],
  [
    'microsoft.directory/accessReviews/allProperties/allTasks',
    'microsoft.directory/accessReviews/definitions/allProperties/allTasks',
    false,
  ],
];
