import { Link } from 'wouter';
import { button } from '../../styles/shared.css';
import * as styles from './ToolLinks.css';

/** The two ways into the tool that every placeholder page offers: the catalog and the simulator. */
export function ToolLinks() {
  return (
    <p className={styles.links}>
      <Link href="/catalog" className={button({ tone: 'primary' })}>
        Browse the Role Catalog
      </Link>
      <Link href="/simulator" className={button({ tone: 'secondary' })}>
        Open the Simulator
      </Link>
    </p>
  );
}
