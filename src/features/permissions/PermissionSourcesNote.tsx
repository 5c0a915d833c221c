import { AppLink } from '../../components/app-link/AppLink';
import * as styles from './PermissionSourcesNote.css';

/** Credits the sources of the descriptions, the privileged label and the tiers shown beside permissions. */
export function PermissionSourcesNote() {
  return (
    <p className={styles.note}>
      Descriptions and the “Privileged (Microsoft)” label come from Microsoft's{' '}
      <a href="https://learn.microsoft.com/en-us/entra/identity/role-based-access-control/permissions-reference">
        permissions reference
      </a>{' '}
      on Microsoft Learn (CC BY 4.0); Microsoft marks the privileged label as preview. Tiers come from the{' '}
      <a href="https://github.com/Cloud-Architekt/EntraOps">EntraOps</a> classification by Thomas Naunheim (MIT
      licence). The two sources disagree for some permissions and roles; the{' '}
      <AppLink href="/docs/permission-views">permission views guide</AppLink> explains both.
    </p>
  );
}
