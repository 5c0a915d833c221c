import { useState } from 'react';
import { AppLink } from '../../components/app-link/AppLink';
import { PrivilegeBadges } from '../../components/role-card/PrivilegeBadges';
import { roleSlug } from '../../data/slug';
import type { RoleFit } from '@engine/least-privilege';
import { button } from '../../styles/shared.css';
import * as ruled from '../permissions/RuledList.css';
import * as styles from './RoleFitList.css';

/** Single roles shown before 'Show all': the best few answer the question; the rest are there on request. */
const FIRST_SHOWN = 10;

interface RoleFitListProps {
  fits: RoleFit[];
  /** 'single': each role covers the whole need; 'combination': each covers part of it. */
  mode: 'single' | 'combination';
  needCount: number;
  linkSuffix: string;
  label: string;
}

function fitSummary(fit: RoleFit, mode: RoleFitListProps['mode'], needCount: number): string {
  const beyond =
    fit.extra === 0
      ? 'nothing beyond the need'
      : `${fit.extra} ${fit.extra === 1 ? 'permission' : 'permissions'} beyond the need`;
  const total = `${fit.permissionCount} permissions in all`;
  if (mode === 'single') return `${beyond} · ${total}`;
  return `covers ${fit.permissionCount - fit.extra} of ${needCount} needed · ${beyond} · ${total}`;
}

/** Ranked roles of a finder answer: name (links to the role), extra permissions, Microsoft's privileged flag and EntraOps tier. */
export function RoleFitList({ fits, mode, needCount, linkSuffix, label }: RoleFitListProps) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? fits : fits.slice(0, FIRST_SHOWN);
  return (
    <>
      <ol className={`${ruled.list} ${styles.list}`} aria-label={label}>
        {shown.map((fit) => (
          <li key={fit.templateId} className={`${ruled.item} ${styles.item}`}>
            <div className={styles.head}>
              <AppLink href={`/roles/${roleSlug(fit.name)}${linkSuffix}`} className={styles.name}>
                {fit.name}
              </AppLink>
              <PrivilegeBadges
                privileged={fit.privileged}
                tier={fit.tier === 0 || fit.tier === 1 || fit.tier === 2 ? fit.tier : null}
              />
            </div>
            <p className={styles.meta}>{fitSummary(fit, mode, needCount)}</p>
          </li>
        ))}
      </ol>
      {shown.length < fits.length ? (
        <button
          type="button"
          className={`${button({ tone: 'secondary', size: 'sm' })} ${styles.more}`}
          onClick={() => setShowAll(true)}
        >
          Show all {fits.length} roles
        </button>
      ) : null}
    </>
  );
}
