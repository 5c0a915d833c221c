import { LISTED_VIEW } from '@engine/catalog';
import type { PageLoader } from '../../app/page-loader';
import { useDocumentMeta } from '../../app/use-document-meta';
import { AppLink } from '../../components/app-link/AppLink';
import { FaqList } from '../../components/faq/FaqList';
import { GLOBAL_READER_FAQ } from '../../features/roles/global-reader/global-reader-faq';
import { GlobalReaderLiveSections } from '../../features/roles/global-reader/GlobalReaderLiveSections';
import { RoleBreadcrumb } from '../../features/roles/RoleBreadcrumb';
import { RolesLoadStatus } from '../../features/roles/RolesLoadStatus';
import { readerVsAdminCall } from '../../features/roles/global-reader/ReaderVsAdminComparison';
import { rolePermissionsCall } from '../../features/roles/use-explained-role';
import { engineQuestion, useEngineAnswer, type EngineCall } from '../../state/engine-answer';
import { button, page } from '../../styles/shared.css';
import * as styles from './GlobalReaderGuidePage.css';

/** The guide's view-model: Global Reader without its permissions, its non-read actions, Global Administrator's id. */
const GUIDE_CALL: EngineCall<'globalReaderGuide'> = ['globalReaderGuide', []];

/**
 * What the prerendered guide (the Listed view) renders with: its view-model, Global Reader's permissions and its
 * comparison with Global Administrator. Embedded in the HTML, they let the guide hydrate without the worker.
 */
export const loader: PageLoader = ({ roles }) => {
  const reader = roles.find((role) => role.builtIn && role.slug === 'global-reader');
  const admin = roles.find((role) => role.builtIn && role.slug === 'global-administrator');
  return [
    engineQuestion(GUIDE_CALL),
    ...(reader ? [engineQuestion(rolePermissionsCall(reader.templateId, LISTED_VIEW))] : []),
    ...(reader && admin ? [engineQuestion(readerVsAdminCall(reader.templateId, admin.templateId, LISTED_VIEW))] : []),
  ];
};

/** /roles/global-reader: a guide to the Global Reader role, with live data from the dataset and an FAQ. */
export function GlobalReaderGuidePage() {
  useDocumentMeta(
    'Global Reader role guide',
    'What the Microsoft Entra ID Global Reader role can read, what it cannot do, when to use it and how it compares to Global Administrator.',
  );
  const guide = useEngineAnswer(GUIDE_CALL);

  let live;
  if (guide.state !== 'hasData')
    live = (
      <RolesLoadStatus
        status={guide.state === 'hasError' ? guide : { state: 'loading' }}
        loading="Loading role data..."
        errorHeading="Error Loading Roles"
      />
    );
  else if (!guide.data)
    live = (
      <p className={styles.missing}>
        The loaded dataset has no Global Reader role, so its live figures cannot be shown.
      </p>
    );
  else live = <GlobalReaderLiveSections guide={guide.data} />;

  return (
    <div className={page}>
      <RoleBreadcrumb current="Global Reader" />
      <article className={styles.article}>
        <h1 className={styles.title}>Global Reader</h1>
        <p className={styles.lead}>
          The read-only administrator role of Microsoft Entra ID: it sees tenant-wide configuration, identities and
          logs, and changes nothing. This guide explains what it reads, what it cannot do, when to assign it and how it
          compares to Global Administrator, with figures from the current dataset.
        </p>
        <p className={styles.actions}>
          <AppLink href="/simulator?add=global-reader" className={button({ tone: 'primary' })}>
            Analyze in Simulator
          </AppLink>
          <AppLink href="/catalog" className={button({ tone: 'secondary' })}>
            Browse the Role Catalog
          </AppLink>
          <AppLink href="/roles" className={button({ tone: 'ghost' })}>
            All roles
          </AppLink>
        </p>
        {live}
        <section className={styles.faq} aria-labelledby="gr-faq">
          <h2 id="gr-faq" className={styles.faqHeading}>
            Frequently asked questions
          </h2>
          <FaqList entries={GLOBAL_READER_FAQ} />
        </section>
      </article>
    </div>
  );
}
