import { useEffect, useState } from 'react';
import { afterNextPaint } from '../../app/after-paint';
import { AppLink } from '../../components/app-link/AppLink';
import * as styles from './HomePage.css';

/** One snapshot date of data/history-latest.json (built from the history by scripts/vite/history-outputs.ts). */
interface LatestChange {
  date: string;
  previous: string;
  total: number;
  summary: string;
}

/**
 * The newest role changes, from a file of a few hundred bytes built with the app: the home page never downloads the
 * history itself, and asks for this file only once its first content is on screen.
 */
function useLatestChanges(): LatestChange[] | null {
  const [latest, setLatest] = useState<LatestChange[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const cancel = afterNextPaint(() => {
      fetch(`${import.meta.env.BASE_URL}data/history-latest.json`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<LatestChange[]>) : null))
        .then((data) => setLatest(Array.isArray(data) ? data : null))
        // Without the file the teaser keeps just its link to /changes.
        .catch(() => {});
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, []);
  return latest;
}

/** The home page's "latest changes" teaser: the newest snapshot dates with their counts, and a link to /changes. */
export function LatestChanges() {
  const latest = useLatestChanges();
  return (
    <section className={styles.teaser} aria-labelledby="home-changes-heading">
      <h2 id="home-changes-heading" className={styles.teaserHeading}>
        Latest role changes
      </h2>
      {latest?.length ? (
        <ul className={styles.teaserText}>
          {latest.map((change) => (
            <li key={change.date}>
              <AppLink href={`/changes?from=${change.previous}&to=${change.date}`}>
                {change.date}: {change.total} {change.total === 1 ? 'change' : 'changes'}
              </AppLink>{' '}
              (first seen {change.date}, not in {change.previous}): {change.summary}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.teaserText}>What Microsoft changed in the built-in roles, week by week.</p>
      )}
      <AppLink href="/changes">See every role change</AppLink>
    </section>
  );
}
