import { actionCovers, grantCovers, type Grant } from '@engine/permission-grammar';
import { DocTable } from './DocTable';
import * as styles from './DocTable.css';

/** The examples of docs/spec/semantics.md ("Examples the engine must get right"); the answers are not written here. */
const ACTION_EXAMPLES: [grant: string, action: string][] = [
  ['microsoft.directory/users/allProperties/allTasks', 'microsoft.directory/users/basic/update'],
  ['microsoft.directory/users/allProperties/allTasks', 'microsoft.directory/users/delete'],
  ['microsoft.directory/users/allProperties/read', 'microsoft.directory/users/standard/read'],
  ['microsoft.directory/users/allProperties/read', 'microsoft.directory/users/basic/update'],
  ['microsoft.directory/users/standard/read', 'microsoft.directory/users/allProperties/read'],
  ['microsoft.azure.serviceHealth/allEntities/allTasks', 'microsoft.office365.serviceHealth/allEntities/allTasks'],
  [
    'microsoft.directory/applications/allProperties/allTasks',
    'microsoft.directory/applications.myOrganization/allProperties/update',
  ],
  [
    'microsoft.directory/applications.myOrganization/allProperties/allTasks',
    'microsoft.directory/applications/basic/update',
  ],
  ['microsoft.directory/applications/create', 'microsoft.directory/applications/createAsOwner'],
  [
    'microsoft.directory/accessReviews/allProperties/allTasks',
    'microsoft.directory/accessReviews/definitions/allProperties/allTasks',
  ],
];

/** Conditioned grants (semantics.md, "Conditions"): the unconditioned action covers its conditioned form, never the reverse. */
const CONDITION_EXAMPLES: [grant: Grant, action: Grant][] = [
  [
    { action: 'microsoft.directory/users/password/update' },
    { action: 'microsoft.directory/users/password/update', condition: '$ResourceIsSelf' },
  ],
  [
    { action: 'microsoft.directory/users/password/update', condition: '$ResourceIsSelf' },
    { action: 'microsoft.directory/users/password/update' },
  ],
  [
    { action: 'microsoft.directory/groups/allProperties/allTasks' },
    { action: 'microsoft.directory/groups/members/update', condition: '$SubjectIsOwner' },
  ],
];

function written(g: Grant): string {
  return g.condition ? `${g.action} [${g.condition}]` : g.action;
}

function CoversCell({ covers }: { covers: boolean }) {
  return <td className={covers ? styles.yes : styles.no}>{covers ? 'Yes' : 'No'}</td>;
}

/** The semantics examples with the engine's own answer, computed with actionCovers / grantCovers as the page renders. */
export function CoverageExamplesTable() {
  const rows: [string, string, boolean][] = [
    ...ACTION_EXAMPLES.map(([g, a]): [string, string, boolean] => [g, a, actionCovers(g, a)]),
    ...CONDITION_EXAMPLES.map(([g, a]): [string, string, boolean] => [written(g), written(a), grantCovers(g, a)]),
  ];
  return (
    <DocTable
      caption="Does grant G cover action A? Answered by the engine's own rule as this page renders."
      columns={['Grant (G)', 'Action (A)', 'Covers?']}
    >
      {rows.map(([g, a, covers]) => (
        <tr key={`${g} ${a}`}>
          <td>
            <code>{g}</code>
          </td>
          <td>
            <code>{a}</code>
          </td>
          <CoversCell covers={covers} />
        </tr>
      ))}
    </DocTable>
  );
}
