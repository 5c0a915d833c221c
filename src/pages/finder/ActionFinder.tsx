import { useMemo } from 'react';
import { MAX_NEEDS } from '../../app/input-limits';
import { LoadingState } from '../../components/page-state/PageState';
import { ViewSwitch } from '../../components/view-switch/ViewSwitch';
import { CopyFinderLink } from '../../features/finder/CopyFinderLink';
import { FinderAnswer } from '../../features/finder/FinderAnswer';
import { NeedCapNotice, capNoticeText } from '../../features/finder/NeedCapNotice';
import { NeedList } from '../../features/finder/NeedList';
import { NeedPicker } from '../../features/finder/NeedPicker';
import { PastedNeeds } from '../../features/finder/PastedNeeds';
import { addNeeds } from '../../features/finder/need-query';
import { useFinderNeed } from '../../features/finder/use-finder-need';
import { useNeedIndex } from '../../features/finder/use-need-index';
import { RolesLoadStatus } from '../../features/roles/RolesLoadStatus';
import { usePermissionView } from '../../state/view';
import { card } from '../../styles/shared.css';
import * as styles from './FinderPage.css';

const NO_NEED: string[] = [];

/** The finder's permission tab: pick the permissions you need; get the built-in roles that grant them with the least beyond, or the smallest combination. */
export function ActionFinder() {
  const state = useNeedIndex();
  const [view] = usePermissionView();
  const [linked, setNeed] = useFinderNeed();
  const need = linked.state === 'read' ? linked.need : NO_NEED;
  const known = useMemo(() => new Set(state.state === 'hasData' ? state.index.keys : []), [state]);

  let body;
  if (state.state !== 'hasData') {
    body = <RolesLoadStatus status={state} loading="Loading permissions..." errorHeading="Error Loading Permissions" />;
  } else if (linked.state === 'reading') {
    body = <LoadingState>Reading the link...</LoadingState>;
  } else {
    body = (
      <div className={styles.panels}>
        <section className={`${card} ${styles.panel}`} aria-labelledby="finder-pick-heading">
          <h2 id="finder-pick-heading" className={styles.heading}>
            What you need
          </h2>
          <NeedPicker
            index={state.index}
            need={need}
            full={need.length >= MAX_NEEDS}
            onAdd={(keys) => setNeed(addNeeds(need, keys))}
          />
          <PastedNeeds need={need} onAdd={(keys) => setNeed(addNeeds(need, keys))} />
          <NeedCapNotice
            text={
              linked.unreadable
                ? 'The permissions in this link could not be read: the link may have been cut short.'
                : linked.reading
                  ? capNoticeText(linked.reading, 'link')
                  : ''
            }
          />
          <NeedList need={need} known={known} onChange={setNeed} />
        </section>
        <section className={`${card} ${styles.panel}`} aria-labelledby="finder-answer-heading">
          <h2 id="finder-answer-heading" className={styles.heading}>
            Least-privileged roles
          </h2>
          <ViewSwitch />
          <FinderAnswer index={state.index} need={need} view={view} onNeedChange={setNeed} />
          {need.length > 0 ? <CopyFinderLink need={need} view={view} /> : null}
        </section>
      </div>
    );
  }

  return (
    <>
      <p className={styles.intro}>
        List the permissions a person or a workload needs. The finder names every built-in role that grants all of them,
        ranked by how much it grants beyond the need and by privilege; when no single role does, it finds the smallest
        combination. Everything is calculated in your browser.
      </p>
      {body}
    </>
  );
}
