import { useId } from 'react';
import type { CustomRoleReport } from '@engine/custom-role-report';
import { AppLink } from '../../../components/app-link/AppLink';
import type { BuiltInSlugs } from '../../../../workers/custom-role-page';
import * as styles from './Report.css';

interface SimilarBuiltInSectionProps {
  roleName: string;
  report: CustomRoleReport;
  slugs: BuiltInSlugs;
  /** The view's query suffix for role links ('' for the Listed view). */
  viewSuffix: string;
}

/** The built-in roles that share the most with the custom role, with the matrix's similarity figure. */
export function SimilarBuiltInSection({ roleName, report, slugs, viewSuffix }: SimilarBuiltInSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Most similar built-in roles
      </h2>
      <p className={styles.lead}>
        Similarity is what the overlap matrix shows: the permissions both roles hold, divided by the permissions either
        holds. Only built-in roles that share at least one permission with {roleName} are listed.
      </p>
      {report.similar.length === 0 ? (
        <p className={styles.empty}>No built-in role shares a permission with {roleName}.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">Built-in role</th>
                <th scope="col">Similarity</th>
                <th scope="col">Shared</th>
                <th scope="col">Its permissions</th>
              </tr>
            </thead>
            <tbody>
              {report.similar.map((s) => {
                const slug = slugs[s.templateId];
                return (
                  <tr key={s.templateId}>
                    <th scope="row">
                      {slug ? <AppLink href={`/roles/${slug}${viewSuffix}`}>{s.name}</AppLink> : s.name}
                    </th>
                    <td className={styles.number}>{s.percent}%</td>
                    <td className={styles.number}>
                      {s.shared} of {s.union}
                    </td>
                    <td className={styles.number}>{s.permissionCount}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
