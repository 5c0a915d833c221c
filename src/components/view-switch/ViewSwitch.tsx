import { useId } from 'react';
import { viewLabel, type PermissionView } from '@engine/catalog';
import { usePermissionView } from '../../state/view';
import { AppLink } from '../app-link/AppLink';
import * as styles from './ViewSwitch.css';

const TOGGLES: { key: keyof PermissionView; label: string }[] = [
  { key: 'inherit', label: '+ Inherited' },
  { key: 'wildcards', label: '+ Wildcards' },
];

/**
 * The permission-view switch (semantics.md, "Views"): two toggles that write inherit=1 / wildcards=1 into the URL,
 * so every page that reads the view (simulator, compare, role pages, drawer) follows it and shared links carry it.
 */
export function ViewSwitch({ className }: { className?: string }) {
  const [view, setView] = usePermissionView();
  const explanationId = useId();
  return (
    <fieldset className={[styles.group, className].filter(Boolean).join(' ')} aria-describedby={explanationId}>
      <legend className={styles.legend}>Permission view</legend>
      {TOGGLES.map(({ key, label }) => (
        <label key={key} className={styles.toggle}>
          <input
            type="checkbox"
            role="switch"
            className={styles.switchInput}
            checked={view[key]}
            onChange={(event) => setView({ ...view, [key]: event.currentTarget.checked })}
          />
          {label}
        </label>
      ))}
      <p id={explanationId} className={styles.explanation}>
        Showing <strong>{viewLabel(view)}</strong>. Listed compares the actions each role lists; Inherited adds what a
        role inherits (most inherit Directory Readers); Wildcards expands allProperties/allTasks grants to the actions
        they cover. <AppLink href="/docs/permission-views">How permission views work</AppLink>
      </p>
    </fieldset>
  );
}
