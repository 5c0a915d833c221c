import { Link } from 'wouter';
import { useDocumentMeta } from '../../app/use-document-meta';
import { page } from '../../styles/shared.css';
import * as styles from './NotFoundPage.css';

/** The 404 page for unknown paths and /admin (not implemented). */
export function NotFoundPage() {
  useDocumentMeta('Page not found');
  return (
    <div className={page}>
      <section className={styles.box}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>Oops! Page not found</h1>
        <p>
          <Link href="/">Return to Home</Link>
        </p>
      </section>
    </div>
  );
}
