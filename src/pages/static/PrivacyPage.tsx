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

        <section className={styles.section} aria-labelledby="privacy-custom-roles">
          <h2 id="privacy-custom-roles" className={styles.heading}>
            Custom roles you import
          </h2>
          <p>
            You can import your tenant&apos;s custom role definitions to compare them with the built-in roles. They
            never leave your browser:
          </p>
          <ul>
            <li>
              The file or pasted text is read in this page, in its Web Worker. The definitions are kept in the
              page&apos;s memory and are gone when you close or reload the tab.
            </li>
            <li>
              Only if you tick &apos;Keep for this tab&apos; are they also kept in this tab&apos;s session storage, so a
              reload finds them; other tabs never see them, and unticking removes them.
            </li>
            <li>
              They are never sent in a request: not to RolePrism, not to the database client, not to anyone. A
              comparison&apos;s address names custom roles after the <code>#</code>, which browsers never send to a
              server.
            </li>
            <li>
              A share link that includes custom roles carries their definitions, packed, after the <code>#</code> only.
              Whoever opens it imports them into their own page; the server that serves RolePrism never sees them. Share
              such a link only with people who may see those roles.
            </li>
            <li>
              Exports (CSV, XLSX, JSON, Markdown, print) are files made on your machine; each one says whether it
              includes custom roles.
            </li>
          </ul>
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
