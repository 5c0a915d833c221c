import { parseAction } from '@engine/permission-grammar';
import * as styles from './DocTable.css';

/** The grammar examples of semantics.md, split by the engine's parser as the page renders. */
const EXAMPLES = [
  'microsoft.directory/users/password/update',
  'microsoft.directory/users/delete',
  'microsoft.directory/accessReviews/definitions/allProperties/allTasks',
];

/** A table of how the engine reads each example action: namespace, entity path, property set, verb. */
export function GrammarExamples() {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>How the engine splits example actions.</caption>
        <thead>
          <tr>
            <th scope="col">Action</th>
            <th scope="col">Namespace</th>
            <th scope="col">Entity</th>
            <th scope="col">Property set</th>
            <th scope="col">Verb</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
