import { useDeferredValue, useId, useMemo, useState, type RefObject } from 'react';
import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react';
import { viewLabel, type PermissionView } from '@engine/catalog';
import type { RolePageRole } from '../../../workers/role-page';
import { AppLink } from '../../components/app-link/AppLink';
import { useRoleIndex } from '../../state/role-index';
import { viewQuery } from '../../state/view';
import { badge, button, scrollList, visuallyHidden } from '../../styles/shared.css';
import { comparisonPath } from '../compare/comparison-link';
import type { SimilarRoles } from './use-similar-roles';
import * as styles from './CompareRolesDialog.css';
import { SearchField } from '../../components/search-field/SearchField';

interface CompareRolesDialogProps {
  role: RolePageRole;
  similar: SimilarRoles;
  view: PermissionView;
  open: boolean;
  onClose: () => void;
  /** The button that opens the dialog: focus returns there on close. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * The 'Compare with Other Roles' dialog (CompareRolesButton opens it and loads this module): the other built-in roles, most
 * similar first, each a link to the comparison of the pair; a link to the simulator picks several. (A bare /compare link
 * would only show 'Invalid Comparison'.)
 */
export function CompareRolesDialog({ role, similar, view, open, onClose, opener }: CompareRolesDialogProps) {
  const filterId = useId();
  // While the ranking is still being worked out, the other built-in roles by name.
  const index = useRoleIndex({ builtInOnly: true });
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

  const candidates = useMemo(() => {
    const ranked: { templateId: string; displayName: string; percent: number | null }[] =
      similar.state === 'hasData'
        ? similar.ranked
        : (index.state === 'hasData' ? index.data : [])
            .filter((r) => r.templateId !== role.templateId)
            .map((r) => ({ templateId: r.templateId, displayName: r.displayName, percent: null }));
    const needle = deferredQuery.trim().toLowerCase();
    return needle ? ranked.filter((c) => c.displayName.toLowerCase().includes(needle)) : ranked;
  }, [similar, index, role, deferredQuery]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      finalFocus={opener}
      className={styles.dialog}
      backdrop={<div className={styles.backdrop} />}
      unmountOnHide
    >
      <div className={styles.header}>
        <DialogHeading className={styles.heading}>Compare {role.displayName} with…</DialogHeading>
        <DialogDismiss className={button({ tone: 'secondary', size: 'sm' })}>Close</DialogDismiss>
      </div>
      <p className={styles.intro}>
        {similar.state === 'hasData'
          ? `Most similar roles first, by overlap in the ${viewLabel(view)} view. Pick one to open the comparison.`
          : similar.state === 'hasError'
            ? 'The overlap ranking could not be calculated; roles are listed by name.'
            : 'Ranking roles by overlap…'}
      </p>
      <SearchField
        id={filterId}
        label="Filter roles to compare"
        hideLabel
        placeholder="Filter roles..."
        value={query}
        onValueChange={setQuery}
      />
      {candidates.length === 0 ? (
        <p className={styles.empty}>No roles match.</p>
      ) : (
        <ul className={`${scrollList.permissions} ${styles.list}`} aria-label="Roles to compare with">
          {candidates.map((other) => (
            <li key={other.templateId} className={styles.item}>
              <AppLink href={comparisonPath([role.templateId, other.templateId], view)} className={styles.link}>
                <span className={visuallyHidden}>Compare with </span>
                {other.displayName}
              </AppLink>
              {other.percent !== null ? (
                <span className={badge({ tone: 'neutral' })}>{other.percent}% overlap</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.footer}>
        <AppLink
          href={`/simulator?add=${encodeURIComponent(role.slug)}${viewQuery(view)}`}
          className={button({ tone: 'ghost', size: 'sm' })}
        >
          Choose several roles in the Simulator
        </AppLink>
      </p>
    </Dialog>
  );
}
