import type { ReactNode } from 'react';
import { LoadingState } from '../../components/page-state/PageState';
import { useEngineAnswer, type EngineCall } from '../../state/engine-answer';
import { useRetryEngine } from '../../state/engine-retry';
import { errorMessage } from '../../state/roles';
import { button } from '../../styles/shared.css';
import { HiddenPowerNotes } from './HiddenPowerNotes';
import { PrivilegeDisagreements } from './PrivilegeDisagreements';
import * as styles from './PrivilegeAndNotesSections.css';
import { DocSection } from './DocSection';

/** The sections' view-model: the built-in roles whose flag and tier disagree, and those with notes. */
export const PERMISSION_VIEWS_DOC_CALL: EngineCall<'permissionViewsDoc'> = ['permissionViewsDoc', []];

/** The docs sections read from the loaded dataset: where Microsoft's flag and the EntraOps tier disagree, and power the actions do not show. */
export function PrivilegeAndNotesSections() {
  const answer = useEngineAnswer(PERMISSION_VIEWS_DOC_CALL);
  const retry = useRetryEngine();
  let privilegeData: ReactNode;
  let notesData: ReactNode;
  if (answer.state === 'hasData') {
    privilegeData = <PrivilegeDisagreements facts={answer.data.disagreements} />;
    notesData = <HiddenPowerNotes noted={answer.data.noted} />;
  } else if (answer.state === 'hasError') {
    privilegeData = (
      <div role="alert" className={styles.failure}>
        <p>The examples from the dataset could not be loaded: {errorMessage(answer.error)}</p>
        <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={retry}>
          Try again
        </button>
      </div>
    );
    notesData = <p>The role notes could not be loaded.</p>;
  } else {
    privilegeData = <LoadingState>Loading role data...</LoadingState>;
    notesData = <p className={styles.muted}>Loading role data...</p>;
  }

  return (
    <>
      <DocSection id="privilege" heading="Microsoft's privileged flag and the EntraOps tier">
        <p>
          Beside each role and permission RolePrism shows two independent judgements of risk.{' '}
          <strong>Privileged (Microsoft)</strong> is Microsoft's own label: the role flag <code>isPrivileged</code> from
          Microsoft Graph (beta) and the per-permission labels of Microsoft's documentation. Microsoft still marks it as
          preview. <strong>Tier 0 / 1 / 2</strong> comes from the EntraOps classification by Thomas Naunheim (MIT
          licence), a community attack-path model: Tier 0 is the control plane (a path to taking over the tenant), Tier
          1 the management plane, Tier 2 user access.
        </p>
        <p>The two disagree for some roles. From the loaded dataset:</p>
        {privilegeData}
        <p>
          Neither is the whole truth: use the flag as Microsoft's statement and the tier as a view of attack paths, and
          read both with the permissions themselves.
        </p>
      </DocSection>
      <DocSection id="hidden-power" heading="Power you cannot see in action strings">
        <p>
          Some of what a role can do is not written in its action strings at all, so no view can count it. Where the
          dataset has a note about such power, the role page and the comparison show it. The notes in this dataset:
        </p>
        {notesData}
      </DocSection>
    </>
  );
}
