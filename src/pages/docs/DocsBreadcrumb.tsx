import { Link } from 'wouter';
import * as styles from './DocsBreadcrumb.css';

/** 'Docs / title' above a docs guide. */
export function DocsBreadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <Link href="/docs">Docs</Link> <span aria-hidden="true">/</span> <span aria-current="page">{title}</span>
    </nav>
  );
}
