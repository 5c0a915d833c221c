import type { ImportResult } from '../../data/custom-roles';
import { countText } from '../../app/input-limits';
import { callout } from '../../styles/shared.css';
import * as styles from './ImportCustomRoles.css';

/** What an import came to: the parser's answer, or a failure to read the file at all. */
export type Outcome = ImportResult | { failure: string };

const plural = (n: number, one: string, many: string) => (n === 1 ? one : `${countText(n)} ${many}`);

/** Names shown in the summary line; a large import lists the first ones and counts the rest. */
const NAMES_SHOWN = 20;

function namesText(names: string[]): string {
  if (names.length <= NAMES_SHOWN) return names.join(', ');
  return `${names.slice(0, NAMES_SHOWN).join(', ')} and ${countText(names.length - NAMES_SHOWN)} more`;
}

/** The result of the last import: what was added and every warning, or why nothing was (and that nothing was lost). */
export function ImportOutcome({ result }: { result: Outcome }) {
  if ('failure' in result || 'error' in result) {
    const message = 'failure' in result ? result.failure : result.error.message;
    return (
      <div role="alert" className={`${callout({ tone: 'danger' })} ${styles.outcome}`}>
        <p className={styles.outcome}>
          <strong>Nothing was imported.</strong> {message}
        </p>
        <p className={styles.outcome}>The roles imported before and your selection are unchanged.</p>
      </div>
    );
  }
  const { roles, builtInMatches, warnings } = result;
  const withNew = roles.filter((role) => role.actionsNotInAnyBuiltIn.length > 0);
  // Warnings, or nothing imported, are something to check; roles imported as they are, plain good news.
  const tone = warnings.length > 0 || roles.length === 0 ? 'warning' : 'success';
  return (
    <div role="status" className={`${callout({ tone })} ${styles.outcome}`}>
      <p className={styles.outcome}>
        {roles.length > 0
          ? `Imported ${plural(roles.length, 'one custom role', 'custom roles')}: ${namesText(roles.map((r) => r.displayName))}.`
          : 'No custom roles were imported: the file holds only built-in roles.'}
      </p>
      {builtInMatches.length > 0 ? (
        <p className={styles.outcome}>
          {plural(builtInMatches.length, 'One built-in role', 'built-in roles')} in the file{' '}
          {builtInMatches.length === 1 ? 'was' : 'were'} recognised by template id and not added again:{' '}
          {builtInMatches
            .map(
              (m) =>
                `${m.builtInName ?? m.name}${m.sameAsDataset === false ? " (the file's permissions differ from the dataset's)" : ''}`,
            )
            .join(', ')}
          .
        </p>
      ) : null}
      {withNew.length > 0 ? (
        <>
          <p className={styles.outcome}>
            Permissions not in any built-in role (kept: they are real custom-role permissions):
          </p>
          <ul className={styles.outcomeList}>
            {withNew.map((role) => (
              <li key={role.templateId}>
                {role.displayName}: <code className={styles.code}>{role.actionsNotInAnyBuiltIn.join(', ')}</code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {warnings.length > 0 ? (
        <>
          <p className={styles.outcome}>{plural(warnings.length, 'One warning', 'warnings')}:</p>
          <ul className={styles.outcomeList}>
            {warnings.map((warning, i) => (
              <li key={i}>{warning.message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
