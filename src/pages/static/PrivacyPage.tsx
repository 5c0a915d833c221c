import { Link } from 'wouter';
import { useDocumentMeta } from '../../app/use-document-meta';
import { page } from '../../styles/shared.css';
import * as styles from './StaticPage.css';

export function PrivacyPage() {
  useDocumentMeta(
    'Privacy',
    'RolePrism stores no tenant data: no login, no session, and every comparison runs in your browser. Data sources and licences.',
  );
  return (
    <div className={page}>
      <article className={styles.article}>
        <h1 className={styles.title}>Privacy</h1>
        <p className={styles.lead}>
          RolePrism stores no tenant data. It never connects to your Microsoft tenant and never asks you to sign in.
        </p>

        <section className={styles.section} aria-labelledby="privacy-browser">
          <h2 id="privacy-browser" className={styles.heading}>
            Everything runs in your browser
          </h2>
          <p>
            RolePrism compares Microsoft's published definitions of the built-in directory roles. All comparison runs in
            your browser, in a Web Worker: overlaps, subsets and the minimal role set are computed on your device and
            the results are not uploaded. Your role selection is kept in this tab's session storage and is gone when you
            close the tab.
          </p>
        </section>

        <section className={styles.section} aria-labelledby="privacy-accounts">
          <h2 id="privacy-accounts" className={styles.heading}>
            No accounts, no session
          </h2>
          <p>
            The app has no login and no user accounts. The optional database client that can serve the role definitions
            stores no session: no persistence in your browser and no token refresh. It only reads public role
            definitions (for a comparison, those of the built-in roles being compared); without it, they come from a
            static file shipped with the app. Nothing about you or your tenant is sent.
          </p>
        </section>

        <section className={styles.section} aria-labelledby="privacy-sources">
          <h2 id="privacy-sources" className={styles.heading}>
            Data sources
          </h2>
          <ul>
            <li>
              Role definitions: Microsoft Graph role definitions (<code>roleManagement/directory/roleDefinitions</code>,
              beta), including Microsoft's privileged flag, which Microsoft marks as preview.
            </li>
            <li>
              Permission descriptions and privileged labels: Microsoft Learn documentation text, licensed under{' '}
              <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>.
            </li>
            <li>
              Tiers (Tier 0/1/2): the EntraOps classification by Thomas Naunheim, licensed under MIT (
              <a href="https://github.com/Cloud-Architekt/EntraOps">EntraOps on GitHub</a>).
            </li>
          </ul>
          <p>RolePrism is an independent tool and is not affiliated with or endorsed by Microsoft.</p>
        </section>

        <p>
          Questions? See the <Link href="/contact">contact page</Link>.
        </p>
      </article>
    </div>
  );
}
