import type { ReactNode } from 'react';
import { page } from '../../styles/shared.css';
import { DocsBreadcrumb } from './DocsBreadcrumb';
import * as styles from './DocsGuide.css';

interface DocsArticleProps {
  title: string;
  /** The paragraph under the title. */
  lead: ReactNode;
  /** A 'Docs / title' breadcrumb above the article (the guides). */
  breadcrumb?: boolean;
  /** A word longer than a phone's line breaks (the guides); else it keeps whole, and a code example scrolls. */
  breakLongWords?: boolean;
  children: ReactNode;
}

/** A docs page: its title and lead, then its sections. */
export function DocsArticle({ title, lead, breadcrumb = false, breakLongWords = false, children }: DocsArticleProps) {
  return (
    <div className={page}>
      {breadcrumb ? <DocsBreadcrumb title={title} /> : null}
      <article className={breakLongWords ? `${styles.article} ${styles.breaksLongWords}` : styles.article}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </article>
    </div>
  );
}
