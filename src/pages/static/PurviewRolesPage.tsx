import { useDocumentMeta } from '../../app/use-document-meta';
import { badge, page } from '../../styles/shared.css';
import { ToolLinks } from './ToolLinks';
import * as styles from './StaticPage.css';

export function PurviewRolesPage() {
  useDocumentMeta('Purview roles', 'Comparing Microsoft Purview role groups in RolePrism is coming soon.');
  return (
    <div className={page}>
      <article className={styles.article}>
        <p className={styles.eyebrow}>
          <span className={badge({ tone: 'warning' })}>Coming soon</span>
        </p>
        <h1 className={styles.title}>Microsoft Purview roles</h1>
        <p className={styles.lead}>
          RolePrism covers Microsoft Entra ID built-in directory roles today. Comparing the roles and role groups of
          Microsoft Purview, the data governance and compliance portal, is coming soon.
        </p>
        <p>Until then, the Entra ID roles are ready to explore.</p>
        <ToolLinks />
      </article>
    </div>
  );
}
