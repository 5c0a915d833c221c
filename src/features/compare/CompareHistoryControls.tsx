import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { PermissionView } from '@engine/catalog';
import { AppLink } from '../../components/app-link/AppLink';
import { ErrorState, LoadingState } from '../../components/page-state/PageState';
import { changesPath } from '../changes/changes-query';
import { useSectionSummary } from '../../state/history-section';
import { errorMessage } from '../../state/roles';
import { button, input } from '../../styles/shared.css';
import { defaultSinceDate, type AsOfDate } from './as-of';
import { comparisonPath } from './comparison-link';
import * as styles from './CompareHistoryControls.css';

interface ControlsProps {
  templateIds: string[];
  view: PermissionView;
  asOf?: AsOfDate;
}

function DateForms({ templateIds, view, asOf, dates }: ControlsProps & { dates: readonly string[] }) {
  const [, navigate] = useLocation();
  const [since, setSince] = useState(() => defaultSinceDate(dates));
  const newestFirst = [...dates].reverse();
  const onAsOf = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const date = String(new FormData(event.currentTarget).get('asOf') ?? '');
    navigate(comparisonPath(templateIds, view, date || undefined));
  };
  return (
    <>
      <form className={styles.row} onSubmit={onAsOf} aria-label="Compare the roles as defined on a date">
        <label className={styles.field}>
          Roles as defined on
          <select
            name="asOf"
            defaultValue={asOf && dates.includes(asOf.snapshot) ? asOf.snapshot : ''}
            className={`${input} ${styles.select}`}
          >
            <option value="">Today (the current dataset)</option>
            <DateOptions dates={newestFirst} />
          </select>
        </label>
        <button type="submit" className={button({ tone: 'secondary' })}>
          Compare
        </button>
      </form>
      <div className={styles.row}>
        <label className={styles.field}>
          What changed for these roles since
          <select value={since} onChange={(e) => setSince(e.target.value)} className={`${input} ${styles.select}`}>
            <DateOptions dates={newestFirst} />
          </select>
        </label>
        <AppLink
          href={changesPath({ roles: templateIds, since })}
          className={button({ tone: 'secondary', wrap: true })}
        >
          What changed for these roles since {since}
        </AppLink>
      </div>
      <p className={styles.note}>
        Dates are snapshot dates: the week a change was first seen in Microsoft's weekly export, from {dates[0]} to{' '}
        {dates[dates.length - 1]}.
      </p>
    </>
  );
}

/**
 * The comparison's ties to the role history: compare the roles as defined on a snapshot date (or go back to today's),
 * and "what changed for these roles since D". Today's comparison downloads the history only when this is opened.
 */
export function CompareHistoryControls({ templateIds, view, asOf }: ControlsProps) {
  const [open, setOpen] = useState(asOf !== undefined);
  const panelId = useId();
  const { summary, retry } = useSectionSummary(open);
  let body = null;
  if (open) {
    if (summary.state === 'hasError')
      body = (
        <ErrorState
          heading="The role history could not be loaded"
          message={`${errorMessage(summary.error, 'The role history could not be loaded.')} The comparison above is not affected.`}
          onRetry={retry}
        />
      );
    else if (summary.state === 'hasData')
      body = <DateForms templateIds={templateIds} view={view} asOf={asOf} dates={summary.data.dates} />;
    else body = <LoadingState>Loading the snapshot dates...</LoadingState>;
  }
  return (
    <div className={styles.box}>
      <div className={styles.row}>
        <button
          type="button"
          className={button({ tone: 'ghost', size: 'sm', wrap: true })}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide the role history options' : 'Compare as of an earlier date, or see what changed'}
        </button>
        {asOf ? <AppLink href={comparisonPath(templateIds, view)}>Back to today's definitions</AppLink> : null}
      </div>
      <div id={panelId} hidden={!open}>
        {body}
      </div>
    </div>
  );
}

/** One option per snapshot date, in the order given. */
function DateOptions({ dates }: { dates: readonly string[] }) {
  return dates.map((date) => (
    <option key={date} value={date}>
      {date}
    </option>
  ));
}
