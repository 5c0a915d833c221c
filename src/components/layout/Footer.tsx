import { Link } from 'wouter';
import { useDatasetFacts } from '../../state/role-index';
import * as styles from './Footer.css';

export const PRODUCT_VERSION = '1.0.0';

export function Footer() {
  // The dataset's date once the roles are loaded; nothing while they load (or when the data has no date).
  const datasetDate = useDatasetFacts()?.datasetDate ?? null;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            <li>
              <Link href="/docs">Docs</Link>
            </li>
            <li>
              <Link href="/changes">Role changes</Link>
            </li>
            <li>
              <Link href="/attack-paths">Attack paths</Link>
            </li>
            <li>
              <Link href="/data">About the data</Link>
            </li>
            <li>
              <Link href="/privacy">Privacy</Link>
            </li>
            <li>
              <Link href="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.tagline}>
          Privacy-first: RolePrism stores no tenant data and works with built-in roles only.
        </p>
        <p className={styles.small}>
          RolePrism is an independent tool and is not affiliated with or endorsed by Microsoft. Role data from Microsoft
          Graph; permission descriptions from Microsoft Learn (CC BY 4.0); tiers from EntraOps by Thomas Naunheim (MIT).
        </p>
        {datasetDate ? (
          <p className={styles.small}>
            <Link href="/data">Data as of {datasetDate}</Link>
          </p>
        ) : null}
        <p className={styles.small}>Version {PRODUCT_VERSION}</p>
      </div>
    </footer>
  );
}
