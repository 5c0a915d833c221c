import { useParams } from 'wouter';
import { useDocumentMeta } from '../../app/use-document-meta';
import { type GUIDE_SLUGS } from '../../app/route-table';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ToolLinks } from '../static/ToolLinks';
import { DocsBreadcrumb } from './DocsBreadcrumb';
import { badge, page } from '../../styles/shared.css';
import * as styles from './GuideComingSoonPage.css';

export type GuideSlug = (typeof GUIDE_SLUGS)[number];

/** Title and one-line summary of each docs guide (shown here and on the docs index). */
export const GUIDES: Record<GuideSlug, { title: string; summary: string }> = {
  simulator: {
    title: 'Simulator',
    summary: 'Choose roles, watch the union and common counts, and start a comparison.',
  },
  'role-catalog': {
    title: 'Role catalog',
    summary: "Search the built-in roles and read each role's permissions and privilege data.",
  },
  'overlap-analysis': {
    title: 'Overlap analysis',
    summary: 'Read the overlap matrix, subset relationships and the minimal role set.',
  },
  'security-best-practices': {
    title: 'Security best practices',
    summary: 'Apply least privilege with Entra ID built-in roles.',
  },
};

function isGuideSlug(value: string | undefined): value is GuideSlug {
  return value !== undefined && Object.hasOwn(GUIDES, value);
}

/** /docs/{guide}: a 'guide coming soon' page for the guides not written yet; any other guide is a 404. */
export function GuideComingSoonPage() {
  const { guide } = useParams<{ guide: string }>();
  return isGuideSlug(guide) ? <GuideComingSoon slug={guide} /> : <NotFoundPage />;
}

function GuideComingSoon({ slug }: { slug: GuideSlug }) {
  const { title, summary } = GUIDES[slug];
  useDocumentMeta(`${title} guide`, `${title}: ${summary} This RolePrism guide is coming soon.`);
  return (
    <div className={page}>
      <DocsBreadcrumb title={title} />
      <article className={styles.box}>
        <span className={badge({ tone: 'warning' })}>Guide coming soon</span>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.summary}>{summary}</p>
        <p>This guide is not written yet. Meanwhile, the catalog and the simulator are ready to use.</p>
        <ToolLinks />
      </article>
    </div>
  );
}
