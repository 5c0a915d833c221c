import { useEffect, useId, useRef } from 'react';
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
  const boxes = useRef<Partial<Record<keyof PermissionView, HTMLInputElement | null>>>({});
  // A toggle switched on the prerendered page before its code took it over is the view, never a state the page
  // ignores: React keeps what the box holds when it hydrates and fires no change for it, so the page reads it here.
  useEffect(() => {
    const inDom = { inherit: boxes.current.inherit?.checked, wildcards: boxes.current.wildcards?.checked };
    if (TOGGLES.some(({ key }) => inDom[key] !== undefined && inDom[key] !== view[key]))
      setView({ inherit: inDom.inherit ?? view.inherit, wildcards: inDom.wildcards ?? view.wildcards });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the toggles are first mounted (hydrated)
  }, []);
  return (
    <fieldset className={[styles.group, className].filter(Boolean).join(' ')} aria-describedby={explanationId}>
      <legend className={styles.legend}>Permission view</legend>
      {TOGGLES.map(({ key, label }) => (
        <label key={key} className={styles.toggle}>
          <input
            ref={(box) => {
              boxes.current[key] = box;
            }}
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
