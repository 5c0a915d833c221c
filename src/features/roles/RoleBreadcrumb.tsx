import { AppLink } from '../../components/app-link/AppLink';
import * as styles from './RoleBreadcrumb.css';

/** Home › Role Catalog › this role: the way back to the catalog (spec section 2, 'Role detail'). */
export function RoleBreadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.nav}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <AppLink href="/">Home</AppLink>
        </li>
        <li className={styles.item}>
          <AppLink href="/catalog">Role Catalog</AppLink>
        </li>
        <li className={styles.item}>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
