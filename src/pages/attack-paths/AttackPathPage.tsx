import { useParams } from 'wouter';
import type { PageLoader } from '../../app/page-loader';
import { useDocumentMeta } from '../../app/use-document-meta';
import { AppLink } from '../../components/app-link/AppLink';
import { AnswerState } from '../../features/attack-paths/AnswerState';
import { attackPathCall } from '../../features/attack-paths/attack-path-questions';
import { AttackPathDetail } from '../../features/attack-paths/AttackPathDetail';
import { AttackPathsSource, SOURCE_NAME } from '../../features/attack-paths/AttackPathsSource';
import { tierLabel } from '../../features/attack-paths/path-labels';
import { engineQuestion, useEngineAnswer } from '../../state/engine-answer';
import { button, page } from '../../styles/shared.css';
import * as styles from './AttackPathsPage.css';

/** A path's page asks for its own path alone. */
export const loader: PageLoader = ({ path }) => [engineQuestion(attackPathCall(idFromPath(path.split('/').pop())))];

function idFromPath(raw: string | undefined): string {
  try {
    return decodeURIComponent(raw ?? '');
  } catch {
    return raw ?? ''; // a malformed %-sequence names no path: the not-found text follows
  }
}

function Breadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <AppLink href="/attack-paths">Attack paths</AppLink> › <span aria-current="page">{current}</span>
    </nav>
  );
}

/** /attack-paths/{id}: one attack path with its actions, the roles that grant them and the roles its source names. */
export function AttackPathPage() {
  const id = idFromPath(useParams<{ id: string }>().id);
  const answer = useEngineAnswer(attackPathCall(id));
  const path = answer.state === 'hasData' ? answer.data.paths.find((p) => p.id === id) : undefined;
  const title = answer.state === 'hasData' ? (path ? path.name : 'Attack path not found') : 'Attack path';
  useDocumentMeta(
    title,
    path
      ? `${path.severity} attack path to the ${tierLabel(path.targetTier).toLowerCase()} tier: its actions, the Entra ID roles that grant them and the roles ${SOURCE_NAME} names.`
      : undefined,
  );
  let body;
  if (answer.state !== 'hasData')
    body = (
      <AnswerState answer={answer} loading="Loading the attack path..." errorHeading="Error loading the attack path" />
    );
  else if (!path)
    body = (
      <>
        <p>No attack path has the id “{id}”.</p>
        <p>
          <AppLink href="/attack-paths" className={button({ tone: 'primary' })}>
            See every attack path
          </AppLink>
        </p>
      </>
    );
  else
    body = (
      <>
        <AttackPathDetail path={path} source={SOURCE_NAME} />
        <AttackPathsSource answer={answer.data} />
      </>
    );
  return (
    <div className={page}>
      <Breadcrumb current={path?.name ?? id} />
      <h1 className={styles.title}>{title}</h1>
      {body}
    </div>
  );
}
