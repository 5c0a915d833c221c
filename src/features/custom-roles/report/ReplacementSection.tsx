import { useId } from 'react';
import type { BuiltInFit, CustomRoleReport } from '@engine/custom-role-report';
import { AppLink } from '../../../components/app-link/AppLink';
import { visuallyHidden } from '../../../styles/shared.css';
import { compareWithCustomPath } from '../compare-hash';
import type { BuiltInSlugs } from '../../../../workers/custom-role-page';
import * as styles from './Report.css';

interface ReplacementSectionProps {
  roleName: string;
  /** The custom role's template id, carried after '#' in compare links. */
  templateId: string;
  report: CustomRoleReport;
  slugs: BuiltInSlugs;
  /** The view's query suffix for role links, '?inherit=1…' ('' for the Listed view). */
  viewSuffix: string;
}

/** How sure the combination is: only an exact search that finished proves it (the compare page's words). */
function methodLabel(report: CustomRoleReport): string {
  if (report.combinationProven && report.combinationMethod === 'exact') return 'Proven minimal (exact search)';
  if (report.combinationMethod === 'bounded-search')
    return 'Best found by a bounded search (smaller than greedy) — not proven minimal';
  return 'Greedy estimate — not proven minimal';
}

function privilegeText(fit: BuiltInFit): string {
  const flag = fit.privileged ? 'Privileged (Microsoft)' : 'Not privileged (Microsoft)';
  return `${flag}, ${fit.tier === null ? 'no tier' : `Tier ${fit.tier}`}`;
}

function FitTable(props: ReplacementSectionProps & { fits: BuiltInFit[]; caption: string; combination: boolean }) {
  const { fits, caption, combination, slugs, viewSuffix, templateId, report } = props;
  const query = viewSuffix.replace(/^\?/, '&');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Built-in role</th>
            {combination ? <th scope="col">Holds of it</th> : null}
            <th scope="col">Extra permissions</th>
            <th scope="col">Of them privileged</th>
            <th scope="col">Its permissions</th>
            <th scope="col">Role privilege</th>
            <th scope="col">Compare</th>
          </tr>
        </thead>
        <tbody>
          {fits.map((fit, i) => {
            const slug = slugs[fit.templateId];
            return (
              <tr key={fit.templateId}>
                <td className={styles.number}>{i + 1}</td>
                <th scope="row">
                  {slug ? <AppLink href={`/roles/${slug}${viewSuffix}`}>{fit.name}</AppLink> : fit.name}
                </th>
                {combination ? (
                  <td className={styles.number}>
                    {fit.covers} of {report.keys.length}
                  </td>
                ) : null}
                <td className={styles.number}>{fit.extra}</td>
                <td className={styles.number}>{fit.privilegedExtra}</td>
                <td className={styles.number}>{fit.permissionCount}</td>
                <td>{privilegeText(fit)}</td>
                <td>
                  <AppLink href={compareWithCustomPath(fit.templateId, templateId, query)}>
                    Compare
                    <span className={visuallyHidden}>
                      {' '}
                      {fit.name} with {props.roleName}
                    </span>
                  </AppLink>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The built-in roles that could replace the custom role, least extra power first; when none holds all of it, the
 * smallest combination that holds what built-in roles can, and what stays uncovered.
 */
export function ReplacementSection(props: ReplacementSectionProps) {
  const { roleName, report } = props;
  const headingId = useId();
  const uncovered = report.notInAnyBuiltIn.length;
  let body;
  if (report.keys.length === 0) body = <p className={styles.empty}>{roleName} holds no permissions in this view.</p>;
  else if (report.replacements.length > 0)
    body = (
      <FitTable
        {...props}
        fits={report.replacements}
        combination={false}
        caption={`${report.replacements.length} built-in ${report.replacements.length === 1 ? 'role holds' : 'roles hold'} every permission of ${roleName}, fewest extra permissions first (then fewest privileged extras, then Microsoft's privileged flag and tier): the first is the least-privileged replacement.`}
      />
    );
  else if (report.combination.length === 0)
    body = <p className={styles.empty}>No built-in role holds any permission of {roleName}.</p>;
  else
    body = (
      <>
        <p>
          No single built-in role holds every permission of {roleName}.{' '}
          {uncovered > 0
            ? `The smallest combination below holds all of it but the ${uncovered === 1 ? 'permission' : `${uncovered} permissions`} that no built-in role has.`
            : 'The smallest combination of built-in roles that together hold all of it:'}
        </p>
        <FitTable
          {...props}
          fits={report.combination}
          combination
          caption={`Smallest combination: ${report.combination.length} ${report.combination.length === 1 ? 'role' : 'roles'}. ${methodLabel(report)}.`}
        />
      </>
    );
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Built-in roles that could replace it
      </h2>
      <p className={styles.lead}>
        Extra permissions are those a built-in role grants that {roleName} does not, counted in the current view;
        privileged extras are those Microsoft labels privileged.
      </p>
      {body}
    </section>
  );
}
