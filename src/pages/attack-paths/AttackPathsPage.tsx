import type { PageLoader } from '../../app/page-loader';
import { useDocumentMeta } from '../../app/use-document-meta';
import { AnswerState } from '../../features/attack-paths/AnswerState';
import { ATTACK_PATHS_CALL, TAKEOVER_GRAPH_CALL } from '../../features/attack-paths/attack-path-questions';
import { AttackPathCard } from '../../features/attack-paths/AttackPathCard';
import { AttackPathsSource, SOURCE_NAME } from '../../features/attack-paths/AttackPathsSource';
import { TakeoverGraphSection } from '../../features/attack-paths/TakeoverGraphSection';
import { TakeoverRuleText } from '../../features/takeover/TakeoverRuleText';
import * as shared from '../../features/attack-paths/AttackPaths.css';
import { engineQuestion, useEngineAnswer } from '../../state/engine-answer';
import { page } from '../../styles/shared.css';
import * as styles from './AttackPathsPage.css';

/** The prerendered page: every path and the takeover graph. */
export const loader: PageLoader = () => [engineQuestion(ATTACK_PATHS_CALL), engineQuestion(TAKEOVER_GRAPH_CALL)];

function TakeoverGraphPart() {
  const graph = useEngineAnswer(TAKEOVER_GRAPH_CALL);
  if (graph.state !== 'hasData')
    return (
      <AnswerState answer={graph} loading="Loading the takeover graph..." errorHeading="Error loading the graph" />
    );
  return (
    <TakeoverGraphSection
      graph={graph.data}
      matrix={graph.data.sources.matrix}
      containment={graph.data.sources.containment}
    />
  );
}

function AttackPathList() {
  const answer = useEngineAnswer(ATTACK_PATHS_CALL);
  if (answer.state !== 'hasData')
    return (
      <AnswerState
        answer={answer}
        loading="Loading the attack paths..."
        errorHeading="Error loading the attack paths"
      />
    );
  const { paths } = answer.data;
  const disagreeing = paths.filter(
    (p) => p.disagreement.namedButNotGranting.length > 0 || p.disagreement.grantingButNotNamed.length > 0,
  ).length;
  return (
    <>
      <AttackPathsSource answer={answer.data} />
      <p>
        {paths.length} paths; on {disagreeing} of them RolePrism&apos;s containment and {SOURCE_NAME} name different
        Entra ID roles, and {paths.filter((p) => !p.checkable).length} name no Entra ID action that containment could
        check.
      </p>
      <ul className={shared.pathList} aria-label="Attack paths">
        {paths.map((path) => (
          <li key={path.id}>
            <AttackPathCard path={path} source={SOURCE_NAME} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** /attack-paths: the EntraOps attack paths checked against the role definitions, and who reaches Global Administrator. */
export function AttackPathsPage() {
  useDocumentMeta(
    'Attack paths',
    'Attack paths to Microsoft Entra ID control: for each path, the roles that grant its actions and the roles EntraOps names, and which roles reach Global Administrator in how many steps.',
  );
  return (
    <div className={page}>
      <h1 className={styles.title}>Attack paths</h1>
      <p className={styles.intro}>
        How a role&apos;s holder can take over more than the role: resetting an administrator&apos;s password, assigning
        roles, adding a secret to an application, joining a group that holds a role. Each path below lists the actions
        that open it, the roles that grant those actions by RolePrism&apos;s containment (the built-in roles, and the
        custom roles you imported in the simulator, which stay in this tab), and the roles {SOURCE_NAME} names, and says
        where the two disagree.
      </p>
      <TakeoverGraphPart />
      <section className={shared.section} aria-labelledby="takeover-rule-heading">
        <h2 id="takeover-rule-heading" className={shared.heading}>
          The takeover rule
        </h2>
        <p>
          The graph applies it to roles (a holder of each role); the assignment review applies it to the principals of
          your export. The rule, word for word:
        </p>
        <TakeoverRuleText />
      </section>
      <section className={shared.section} aria-labelledby="attack-path-list-heading">
        <h2 id="attack-path-list-heading" className={shared.heading}>
          The attack paths
        </h2>
        <AttackPathList />
      </section>
    </div>
  );
}
