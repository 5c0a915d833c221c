import { Link } from 'wouter';
import { useDocumentMeta } from '../../app/use-document-meta';
import { FaqList, type FaqEntry } from '../../components/faq/FaqList';
import { button, page } from '../../styles/shared.css';
import { RoleDataProblemsNotice } from '../../features/roles/RoleDataProblemsNotice';
import { DatasetAgeNotice } from './DatasetAgeNotice';
import { FeatureCards } from './FeatureCards';
import { LatestChanges } from './LatestChanges';
import { RoleCounters } from './RoleCounters';
import * as styles from './HomePage.css';

const HOME_FAQ: readonly FaqEntry[] = [
  {
    question: 'Do I need to sign in or connect my tenant?',
    answer: (
      <p>
        No. RolePrism has no login and never connects to your tenant. It compares Microsoft's published definitions of
        the built-in directory roles, and every comparison runs in your browser.
      </p>
    ),
  },
  {
    question: 'Where does the role data come from?',
    answer: (
      <p>
        Role definitions come from Microsoft Graph, permission descriptions from Microsoft Learn (CC BY 4.0) and tiers
        from the EntraOps classification by Thomas Naunheim (MIT). The <Link href="/privacy">privacy page</Link> lists
        the sources.
      </p>
    ),
  },
  {
    question: 'How is the overlap percentage calculated?',
    answer: (
      <p>
        Shared permissions divided by the total unique permissions of the two roles, times 100, rounded. Two roles with
        no permissions at all show 0%. The <Link href="/docs/permission-views">permission views guide</Link> explains
        how inherited and wildcard permissions can be included.
      </p>
    ),
  },
];

export function HomePage() {
  useDocumentMeta(
    null,
    'Compare Microsoft Entra ID built-in directory roles in your browser: overlap matrix, shared and unique permissions, subsets, the minimal role set and privilege tiers. No login, no tenant data.',
  );
  return (
    <div className={page}>
      <section className={styles.hero} aria-labelledby="home-heading">
        <h1 id="home-heading" className={styles.headline}>
          See where Entra ID roles overlap
        </h1>
        <p className={styles.welcome}>
          Welcome to RolePrism. Pick two or more Microsoft Entra ID built-in directory roles and see the permissions
          they share, what each one adds, which roles are contained in others and the smallest set of roles with the
          same coverage.
        </p>
        <p className={styles.actions}>
          <Link href="/simulator" className={button({ tone: 'primary' })}>
            Start Role Analysis
          </Link>
          <Link href="/catalog" className={button({ tone: 'secondary' })}>
            Browse the Role Catalog
          </Link>
        </p>
        <p className={styles.tagline}>
          Privacy-first: RolePrism stores no tenant data and works with built-in roles only.
        </p>
      </section>

      <RoleCounters />
      <RoleDataProblemsNotice />
      <FeatureCards />
      {/* Below the fold-top content: it appears once the roles load, and must not push the counters' neighbours. */}
      <DatasetAgeNotice />
      <LatestChanges />

      <section className={styles.teaser} aria-labelledby="home-purview-heading">
        <h2 id="home-purview-heading" className={styles.teaserHeading}>
          Coming soon: Microsoft Purview roles
        </h2>
        <p className={styles.teaserText}>
          The same comparison for the role groups of Microsoft Purview, the data governance and compliance portal.
        </p>
        <Link href="/purview-roles">Read about Purview roles</Link>
      </section>

      <section className={styles.faq} aria-labelledby="home-faq-heading">
        <h2 id="home-faq-heading" className={styles.faqHeading}>
          Frequently asked questions
        </h2>
        <FaqList entries={HOME_FAQ} />
      </section>
    </div>
  );
}
