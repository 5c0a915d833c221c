import type { GlobalReaderGuideModel } from '../../../../workers/global-reader-page';
import { ViewSwitch } from '../../../components/view-switch/ViewSwitch';
import { usePermissionView } from '../../../state/view';
import { RoleKeyFacts } from '../RoleKeyFacts';
import { RoleNotes } from '../RoleNotes';
import { RolePermissionsSection } from '../RolePermissionsSection';
import { useRolePermissions } from '../use-explained-role';
import { GlobalReaderUseCases } from './GlobalReaderUseCases';
import { NonReadActions } from './NonReadActions';
import { ReaderVsAdminComparison } from './ReaderVsAdminComparison';
import { SensitiveReads } from './SensitiveReads';
import * as styles from './GlobalReaderGuide.css';

/** The guide's sections that read the dataset: facts, reads, non-reads, the comparison with Global Administrator, the full list. */
export function GlobalReaderLiveSections({ guide }: { guide: GlobalReaderGuideModel }) {
  const [view] = usePermissionView();
  const { role: reader, inherited } = guide.reader;
  const explained = useRolePermissions(reader.templateId, view);

  return (
    <>
      <div className={styles.viewBar}>
        <p className={styles.viewIntro}>Every number and list on this page follows the permission view:</p>
        <ViewSwitch />
      </div>
      <RoleNotes notes={reader.notes} />
      <RoleKeyFacts
        role={reader}
        inherited={inherited}
        view={view}
        permissionCount={explained.state === 'hasData' ? explained.rows.length : null}
      />

      <section className={styles.section} aria-labelledby="gr-can-read">
        <h2 id="gr-can-read" className={styles.heading}>
          What Global Reader can read
        </h2>
        <p>
          Global Reader is the read-only side of Global Administrator. It reads the directory — users, groups, devices,
          applications and service principals with their privileged properties — together with policies such as
          Conditional Access, audit and sign-in logs, role assignments and Privileged Identity Management, and read-only
          views of Microsoft 365 services, from Teams and Windows 365 to billing, usage reports and service health.
        </p>
        <p>Some of what it reads is sensitive on its own. Whether it holds each of these reads:</p>
        <SensitiveReads explained={explained} view={view} />
        <p className={styles.small}>
          With <strong>+ Wildcards</strong> on, RolePrism counts <code>users/allProperties/read</code> as covering{' '}
          <code>users/customSecurityAttributes/read</code> (our literal reading of the action grammar). Microsoft keeps
          custom security attribute values out of reach of both Global Reader and Global Administrator by default; they
          need Attribute Assignment Reader.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="gr-cannot">
        <h2 id="gr-cannot" className={styles.heading}>
          What Global Reader cannot do
        </h2>
        <p>
          It cannot create, change or delete anything in the directory: no password resets, no role assignments, no
          consent to applications, no policy changes. It cannot read local administrator (LAPS) passwords or users'
          authentication method details with personal information.
        </p>
        <NonReadActions guide={guide} />
      </section>

      <GlobalReaderUseCases />

      {guide.adminTemplateId ? (
        <section className={styles.section} aria-labelledby="gr-vs-ga">
          <h2 id="gr-vs-ga" className={styles.heading}>
            Global Reader vs Global Administrator
          </h2>
          <p>
            Microsoft describes Global Reader as able to read everything a Global Administrator can, without updating
            anything. Global Administrator can also change every setting, assign every role (Global Administrator
            included) and elevate itself to manage all Azure subscriptions. The data shows how close the read side
            really is:
          </p>
          <ReaderVsAdminComparison readerId={reader.templateId} adminId={guide.adminTemplateId} view={view} />
        </section>
      ) : null}

      <RolePermissionsSection role={reader} view={view} explained={explained} withViewSwitch={false} />
    </>
  );
}
