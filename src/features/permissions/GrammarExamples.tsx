import { parseAction } from '@engine/permission-grammar';
import { DocTable } from './DocTable';

/** The grammar examples of semantics.md, split by the engine's parser as the page renders. */
const EXAMPLES = [
  'microsoft.directory/users/password/update',
  'microsoft.directory/users/delete',
  'microsoft.directory/accessReviews/definitions/allProperties/allTasks',
];

/** A table of how the engine reads each example action: namespace, entity path, property set, verb. */
export function GrammarExamples() {
  return (
    <DocTable
      caption="How the engine splits example actions."
      columns={['Action', 'Namespace', 'Entity', 'Property set', 'Verb']}
    >
      {EXAMPLES.map((action) => {
        const parsed = parseAction(action);
        return (
          <tr key={action}>
            <td>
              <code>{action}</code>
            </td>
            <td>
              <code>{parsed?.namespace}</code>
            </td>
            <td>
              <code>{parsed?.entity.join('/')}</code>
            </td>
            <td>{parsed?.propertySet ? <code>{parsed.propertySet}</code> : 'none'}</td>
            <td>
              <code>{parsed?.verb}</code>
            </td>
          </tr>
        );
      })}
    </DocTable>
  );
}
