// The role page's Takeover section (issue 39): whose holders this role can act on, what its permissions let it take
// over, the attack paths it opens, and who can take over its holders; every fact with its source and date. The engine
// answers it (roleTakeover); a prerendered role page embeds that answer.
import { useId, type ReactNode } from 'react';
import type { FactSource, GrantFact, MatrixReach, RoleTakeover } from '@engine/takeover/role-takeover';
import type { RoleGraphEdge, RoleRef } from '@engine/takeover/role-graph';
import { AppLink } from '../../components/app-link/AppLink';
import { ErrorState, LoadingState } from '../../components/page-state/PageState';
import { roleSlug } from '../../data/slug';
import { useEngineAnswer, type EngineCall } from '../../state/engine-answer';
import { useRetryEngine } from '../../state/engine-retry';
import { errorMessage } from '../../state/roles';
import { customRolePath } from '../custom-roles/role-path';
import * as styles from './RoleTakeoverSection.css';

/** The engine call of a role's Takeover section: what the role page's loader declares for its prerender. */
export const roleTakeoverCall = (templateId: string): EngineCall<'roleTakeover'> => ['roleTakeover', [templateId]];

const rolePath = (role: RoleRef) => (role.builtIn ? `/roles/${roleSlug(role.name)}` : customRolePath(role.templateId));

function RoleLink({ role, footnote = false }: { role: RoleRef; footnote?: boolean }) {
  return (
    <>
      <AppLink href={rolePath(role)}>{role.name}</AppLink>
      {footnote ? <span aria-label=" (with the table's footnote mark)">*</span> : null}
      {role.builtIn ? null : ' (custom)'}
    </>
  );
}

/** The roles as an inline list of links, or `none` when there are none. */
function RoleList({
  roles,
  label,
  none = 'None.',
}: {
  roles: readonly (RoleRef & { footnote?: boolean })[];
  label: string;
  none?: string;
}) {
  if (roles.length === 0) return <p className={styles.fact}>{none}</p>;
  return (
    <ul className={styles.roleList} aria-label={label}>
      {roles.map((role) => (
        <li key={role.templateId}>
          <RoleLink role={role} footnote={role.footnote} />
        </li>
      ))}
    </ul>
  );
}

function Source({ sources }: { sources: readonly FactSource[] }) {
  return (
    <p className={styles.source}>
      Source{sources.length > 1 ? 's' : ''}:{' '}
      {sources.map((source, i) => (
        <span key={source.title}>
          {i > 0 ? '; ' : null}
          {source.url ? <a href={source.url}>{source.title}</a> : source.title}, {source.date}
        </span>
      ))}
      .
    </p>
  );
}

/** One matrix's reach: what the rule makes of the role's column, and the holders it can act on. */
function MatrixFacts({ title, reach, holders }: { title: string; reach: MatrixReach; holders: string }) {
  return (
    <>
      <h3 className={styles.subheading}>{title}</h3>
      <p className={styles.fact}>{reach.statement}</p>
      {reach.basis === 'matrix-column' ? (
        <>
          <RoleList roles={reach.roles} label={holders} none="No role's holders." />
          {reach.otherRows.length > 0 ? (
            <p className={styles.fact}>Also: {reach.otherRows.map((row) => row.label).join('; ')}.</p>
          ) : null}
        </>
      ) : null}
      <Source sources={[reach.source]} />
    </>
  );
}

/** Actions as code, separated by commas. */
function Actions({ actions }: { actions: readonly string[] }) {
  return actions.map((action, i) => (
    <span key={action}>
      {i > 0 ? ', ' : null}
      <code className={styles.action}>{action}</code>
    </span>
  ));
}

function Grant({ term, fact }: { term: string; fact: GrantFact }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.detail}>
        {fact.grants ? 'Yes, through ' : 'No'}
        <Actions actions={fact.actions} />
      </dd>
    </>
  );
}

/** One step of the role graph's chain, in words. */
function stepText(edge: RoleGraphEdge, from: ReactNode, to: ReactNode): ReactNode {
  switch (edge.kind) {
    case 'assign':
      return (
        <>
          {from} can assign {to} to anyone, itself included
        </>
      );
    case 'reset':
      return (
        <>
          {from} can reset the password of a user who holds {to}
        </>
      );
    case 'app-credentials':
      return (
        <>
          {from} can add a credential to a service principal that holds {to}
        </>
      );
    case 'join-group':
      return (
        <>
          {from} can join a role-assignable group that holds {to}
        </>
      );
  }
}

function StepsToGlobalAdministrator({ answer }: { answer: RoleTakeover }) {
  const { steps, chain, chainRoles } = answer.reachesGlobalAdministrator;
  if (steps === 0) return <p className={styles.fact}>This is Global Administrator: its holders hold the tenant.</p>;
  if (steps === null)
    return (
      <p className={styles.fact}>
        By the role graph its holders have no path to Global Administrator: no chain of the edges below leads there.
      </p>
    );
  return (
    <>
      <p className={styles.fact}>
        Its holders are <strong>{steps === 1 ? '1 step' : `${steps} steps`}</strong> from Global Administrator, when the
        tenant has a holder of each role along the way:
      </p>
      <ol className={styles.chain} aria-label="Shortest chain to Global Administrator">
        {chain.map((edge, i) => (
          <li key={i}>{stepText(edge, <RoleLink role={chainRoles[i]} />, <RoleLink role={chainRoles[i + 1]} />)}</li>
        ))}
      </ol>
    </>
  );
}

function TakeoverFacts({ answer }: { answer: RoleTakeover }) {
  const { takenOverBy: by } = answer;
  const paths = answer.attackPaths;
  return (
    <>
      <StepsToGlobalAdministrator answer={answer} />
      <MatrixFacts
        title="Whose passwords its holders can reset"
        reach={answer.canReset}
        holders="Roles whose holders' passwords it can reset"
      />
      <MatrixFacts
        title="Whom its holders can perform sensitive actions on"
        reach={answer.canPerformSensitiveActions}
        holders="Roles whose holders it can perform sensitive actions on"
      />
      <h3 className={styles.subheading}>What its permissions allow</h3>
      <dl className={styles.facts}>
        <Grant term="Assign any role" fact={answer.assign} />
        <Grant term="Add credentials to any service principal" fact={answer.appCredentials} />
        <Grant term="Join role-assignable groups" fact={answer.joinGroup} />
      </dl>
      <Source sources={[answer.assign.source]} />
      <h3 className={styles.subheading}>Attack paths it opens</h3>
      {paths.paths.length === 0 ? (
        <p className={styles.fact}>None of the attack paths RolePrism ships.</p>
      ) : (
        <ul className={styles.chain} aria-label="Attack paths it opens">
          {paths.paths.map((path) => (
            <li key={path.id}>
              <AppLink href={`/attack-paths/${path.id}`}>{path.name}</AppLink> ({path.severity}, target tier{' '}
              {path.targetTier}), through <Actions actions={path.actions} />
            </li>
          ))}
        </ul>
      )}
      <Source sources={[paths.source]} />
      <h3 className={styles.subheading}>Who can take over its holders</h3>
      <p className={styles.fact}>Reset their passwords (Microsoft's row “{by.row.label}”):</p>
      <RoleList roles={by.reset} label="Roles that can reset their passwords" />
      {by.resetEveryUser.length > 0 ? (
        <>
          <p className={styles.fact}>Reset every user's password:</p>
          <RoleList roles={by.resetEveryUser} label="Roles that can reset every user's password" />
        </>
      ) : null}
      <p className={styles.fact}>Perform sensitive actions on them:</p>
      <RoleList roles={by.sensitiveActions} label="Roles that can perform sensitive actions on them" />
      <p className={styles.fact}>Assign any role, this one included:</p>
      <RoleList roles={by.assign} label="Roles that can assign any role" />
      <p className={styles.fact}>When a holder is a service principal (add a credential to it):</p>
      <RoleList roles={by.appCredentials} label="Roles that can add credentials to a service principal" />
      <p className={styles.fact}>When a holder is a role-assignable group (join it):</p>
      <RoleList roles={by.joinGroup} label="Roles that can join a role-assignable group" />
      <Source sources={by.sources} />
      {[answer.canReset, answer.canPerformSensitiveActions].some((r) => r.roles.some((x) => x.footnote)) ||
      [...by.reset, ...by.sensitiveActions].some((r) => r.footnote) ? (
        <p className={styles.note}>* The cell carries the footnote mark of Microsoft's table.</p>
      ) : null}
    </>
  );
}

/**
 * The Takeover section of a role's page (built-in or imported): read for an assignment at tenant scope. The rule and
 * the role-to-role graph are on /attack-paths.
 */
export function RoleTakeoverSection({ templateId }: { templateId: string }) {
  const answer = useEngineAnswer(roleTakeoverCall(templateId));
  const retry = useRetryEngine();
  const headingId = useId();
  let body;
  if (answer.state === 'hasError')
    body = (
      <ErrorState
        heading="The takeover facts could not be loaded"
        message={`${errorMessage(answer.error, 'The takeover data could not be loaded.')} The rest of this page is not affected.`}
        onRetry={retry}
      />
    );
  else if (answer.state !== 'hasData') body = <LoadingState>Loading the takeover facts...</LoadingState>;
  else if (!answer.data) body = <p className={styles.fact}>RolePrism has no takeover facts for this role.</p>;
  else body = <TakeoverFacts answer={answer.data} />;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Takeover
      </h2>
      <p className={styles.note}>
        What a holder of this role, assigned at tenant scope, can do to other accounts, and who can do it to its
        holders. An assignment scoped to an administrative unit or an application reaches only what is inside that
        scope. The rule, every attack path and the whole role graph are on{' '}
        <AppLink href="/attack-paths">Attack paths</AppLink>.
      </p>
      {body}
    </section>
  );
}
