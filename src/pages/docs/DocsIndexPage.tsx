import { Link } from 'wouter';
import { useDocumentMeta } from '../../app/use-document-meta';
import { GUIDE_SLUGS } from '../../app/route-table';
import { badge, page } from '../../styles/shared.css';
import { GUIDES } from './GuideComingSoonPage';
import * as styles from './DocsIndexPage.css';

/** The static docs index: the guides that are written, the tools, then the guides still to come. */
export function DocsIndexPage() {
  useDocumentMeta(
    'Documentation',
    'RolePrism documentation: getting started, compliance export for auditors, assignment review, permission views, the JSON API, and guides to the simulator, catalog and overlap analysis.',
  );
  return (
    <div className={page}>
      <h1 className={styles.title}>Documentation</h1>
      <p className={styles.intro}>How RolePrism reads Microsoft Entra ID role definitions and how to use its tools.</p>
      <ul className={styles.guides}>
        <li className={styles.guide}>
          <h2 className={styles.guideTitle}>
            <Link href="/docs/getting-started">Getting started</Link>
          </h2>
          <p className={styles.summary}>
            What RolePrism is and is not, and a walk through the simulator and custom roles, the comparison, the catalog
            and role pages, the finder, role changes, the assignment review, share links, the command line and the data.
          </p>
          <span className={badge({ tone: 'success' })}>Available</span>
        </li>
        <li className={styles.guide}>
          <h2 className={styles.guideTitle}>
            <Link href="/docs/permission-views">Permission views</Link>
          </h2>
          <p className={styles.summary}>
            What “a role has a permission” means here: listed, inherited and wildcard permissions, conditioned grants,
            and Microsoft's privileged flag beside the EntraOps tiers.
          </p>
          <span className={badge({ tone: 'success' })}>Available</span>
        </li>
        <li className={styles.guide}>
          <h2 className={styles.guideTitle}>
            <Link href="/docs/api">JSON API</Link>
          </h2>
          <p className={styles.summary}>
            Every built-in role, its permissions and the change log as static JSON files you can script against, with
            their schema and the CORS note.
          </p>
          <span className={badge({ tone: 'success' })}>Available</span>
        </li>
        <li className={styles.guide}>
          <h2 className={styles.guideTitle}>
            <Link href="/docs/compliance-export">Compliance export</Link>
          </h2>
          <p className={styles.summary}>
            For auditors: what each export contains, how to reproduce a result, the evidence to file, the limits, and a
            checklist for an access review.
          </p>
          <span className={badge({ tone: 'success' })}>Available</span>
        </li>
        <li className={styles.guide}>
          <h2 className={styles.guideTitle}>
            <Link href="/docs/assignment-review">Assignment review</Link>
          </h2>
          <p className={styles.summary}>
            Who holds too much: the rule that finds redundant role assignments, the commands that export a tenant's
            assignments (Graph, az rest, Graph PowerShell, PIM), the permission they need, and the command line.
          </p>
          <span className={badge({ tone: 'success' })}>Available</span>
        </li>
        <li className={styles.guide}>
          <h2 className={styles.guideTitle}>
            <Link href="/permissions">Permission explorer</Link>
          </h2>
          <p className={styles.summary}>
            Every action in the dataset, and which built-in roles grant it and how: listed, inherited or through a
            wildcard.
          </p>
          <span className={badge({ tone: 'success' })}>Tool</span>
        </li>
        <li className={styles.guide}>
          <h2 className={styles.guideTitle}>
            <Link href="/finder">Least-privilege finder</Link>
          </h2>
          <p className={styles.summary}>
            Name the permissions you need; get the built-in roles that grant them with the least to spare, or the
            smallest combination.
          </p>
          <span className={badge({ tone: 'success' })}>Tool</span>
        </li>
        {GUIDE_SLUGS.map((slug) => (
          <li key={slug} className={styles.guide}>
            <h2 className={styles.guideTitle}>
              <Link href={`/docs/${slug}`}>{GUIDES[slug].title}</Link>
            </h2>
            <p className={styles.summary}>{GUIDES[slug].summary}</p>
            <span className={badge({ tone: 'warning' })}>Guide coming soon</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
