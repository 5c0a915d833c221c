import type { AttackPathsAnswer } from '@engine/takeover/attack-path-answer';
import { SourceLine } from './SourceLine';
import * as styles from './AttackPaths.css';

/** How the pages name the attack paths' source in their sentences. */
export const SOURCE_NAME = 'EntraOps';

/** Where the paths come from (title, date, licence, the copy read) and what containment reads, with its date. */
export function AttackPathsSource({ answer }: { answer: AttackPathsAnswer }) {
  const { source } = answer;
  return (
    <ul className={styles.sources} aria-label="Sources of the attack paths">
      <li>
        The paths (names, severities, target tiers, actions, the roles and Graph permissions named, references):{' '}
        <SourceLine source={source} licence={source.licence} />
        {source.mirror ? `; read from ${source.mirror}` : ''}.
      </li>
      <li>
        The roles that grant each path&apos;s actions, by containment: RolePrism dataset (Microsoft Graph
        roleDefinitions), effective view, {answer.datasetDate}. The short explanations are RolePrism&apos;s own words.
      </li>
    </ul>
  );
}
