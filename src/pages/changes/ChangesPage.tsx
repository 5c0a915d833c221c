import { useSearchParams } from 'wouter';
import { useDocumentMeta } from '../../app/use-document-meta';
import { AppLink } from '../../components/app-link/AppLink';
import { ErrorState, LoadingState } from '../../components/page-state/PageState';
import { ChangeFilters, DatePickers } from '../../features/changes/ChangeFilters';
import { ChangeTimeline } from '../../features/changes/ChangeTimeline';
import {
  changesPath,
  isComparison,
  parseChangesQuery,
  resolveRoles,
  timelineFilterOf,
  type ChangesQuery,
} from '../../features/changes/changes-query';
import { HistoryDiffView } from '../../features/changes/HistoryDiffView';
import type { PageLoader } from '../../app/page-loader';
import { engineQuestion, useEngineAnswer, type EngineAnswer, type EngineCall } from '../../state/engine-answer';
import { errorMessage } from '../../state/roles';
import { roleIndexQuestion } from '../../state/role-index';
import { useChangeRoles, type ChangeRoles } from '../../features/changes/change-roles';
import { page } from '../../styles/shared.css';
import * as styles from './ChangesPage.css';

/** Loading, or the error of an answer (a date outside the history names the range), or null once there is data. */
function answerState(answer: EngineAnswer<unknown>, loadingText: string) {
  if (answer.state === 'loading' || answer.state === 'idle') return <LoadingState>{loadingText}</LoadingState>;
  if (answer.state === 'hasError') {
    const badDate = answer.error instanceof Error && answer.error.name === 'HistoryDateError';
    return (
      <ErrorState
        heading={badDate ? 'That date is not in the history' : 'Error loading the role history'}
        message={errorMessage(answer.error, 'The role history could not be loaded.')}
        action={<AppLink href="/changes">Show all changes</AppLink>}
      />
    );
  }
  return null;
}

interface ModeProps {
  query: ChangesQuery;
  dates: readonly string[];
  lookup: ChangeRoles | null;
}

/** The timeline once its `role` values are resolved (slugs need the roles); an unknown role says so. */
function Timeline({ query: asked, dates, lookup }: ModeProps) {
  if (asked.roles.length > 0 && !lookup) return <LoadingState>Loading the roles...</LoadingState>;
  const { query, unknown } = resolveRoles(asked, lookup?.all ?? []);
  if (unknown.length > 0)
    return (
      <ErrorState
        heading={unknown.length === 1 ? 'No such role' : 'No such roles'}
        message={`No role is named ${unknown.map((u) => `"${u}"`).join(', ')} here. Give a role's page name, as in /changes?role=fabric-administrator, or its template id.`}
        action={<AppLink href="/changes">Show all changes</AppLink>}
      />
    );
  return <ResolvedTimeline query={query} dates={dates} lookup={lookup} />;
}

function timelineCall(query: ChangesQuery): EngineCall<'historyTimeline'> {
  return ['historyTimeline', [timelineFilterOf(query)]];
}

function ResolvedTimeline({ query, dates, lookup }: ModeProps) {
  const answer = useEngineAnswer(timelineCall(query));
  return (
    <section aria-labelledby="changes-timeline-heading">
      <h2 id="changes-timeline-heading" className={styles.heading}>
        Timeline, newest first
      </h2>
      <ChangeFilters query={query} lookup={lookup} />
      {answerState(answer, 'Loading changes...') ??
        (answer.state === 'hasData' && answer.data.length === 0 ? (
          <p role="status">
            No changes match these filters. <AppLink href="/changes">Clear filters</AppLink>
          </p>
        ) : answer.state === 'hasData' ? (
          <ChangeTimeline
            events={answer.data}
            dates={dates}
            lookup={lookup}
            filtered={Object.keys(timelineFilterOf(query)).length > 0}
          />
        ) : null)}
    </section>
  );
}

function Comparison({ query, dates, lookup }: ModeProps) {
  const answer = useEngineAnswer(['historyDiff', [query.from || undefined, query.to || undefined]]);
  return (
    <section aria-labelledby="changes-diff-heading">
      <h2 id="changes-diff-heading" className={styles.heading}>
        What changed between two dates
      </h2>
      <DatePickers dates={dates} from={query.from} to={query.to} />
      {answerState(answer, 'Comparing...') ??
        (answer.state === 'hasData' ? <HistoryDiffView diff={answer.data} lookup={lookup} /> : null)}
    </section>
  );
}

/** The prerendered page (no query) shows the history's dates, the whole timeline and the roles to filter by. */
export const loader: PageLoader = () => [
  roleIndexQuestion(),
  engineQuestion(['historySummary', []]),
  engineQuestion(timelineCall(parseChangesQuery(new URLSearchParams()))),
];

/** /changes: every change of the built-in roles since the first snapshot, or with ?from=&to= the net difference between two dates. */
export function ChangesPage() {
  const [params] = useSearchParams();
  const query = parseChangesQuery(params);
  const comparing = isComparison(query);
  const lookup = useChangeRoles();
  const summary = useEngineAnswer(['historySummary', []]);
  useDocumentMeta(
    comparing ? 'Role changes between two dates' : 'Role changes',
    'Every change Microsoft made to the Entra ID built-in directory roles, week by week: roles added, removed and renamed, permissions gained and lost.',
  );
  const dates = summary.state === 'hasData' ? summary.data.dates : [];
  return (
    <div className={page}>
      <h1 className={styles.title}>Role changes</h1>
      <p className={styles.intro}>
        How the built-in directory roles changed{dates.length ? ` from ${dates[0]} to ${dates[dates.length - 1]}` : ''}.
        Dates are snapshot dates: the week a change was first seen in Microsoft's weekly export of the role definitions,
        not the day Microsoft made it.
      </p>
      <p className={styles.modes}>
        {comparing ? (
          <AppLink href="/changes">Show the timeline</AppLink>
        ) : (
          <AppLink href={changesPath({ from: dates[0] ?? '', to: dates[dates.length - 1] ?? '' })}>
            Compare two dates
          </AppLink>
        )}
      </p>
      {answerState(summary, 'Loading the role history...') ??
        (comparing ? (
          <Comparison query={query} dates={dates} lookup={lookup} />
        ) : (
          <Timeline query={query} dates={dates} lookup={lookup} />
        ))}
    </div>
  );
}
