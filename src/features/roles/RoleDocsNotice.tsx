import { useId } from 'react';
import type { RolePageRole } from '../../../workers/role-page';
import { roleSlug } from '../../data/slug';
import { AppLink } from '../../components/app-link/AppLink';
import { visuallyHidden } from '../../styles/shared.css';
import { DOCS_NOTICE_ID } from '../../components/role-card/DocsBadge';
import { docsMarkOf, useDocsNotes, type RolePermissionNote } from '../../state/docs-notes';
import { useDatasetFacts } from '../../state/role-index';
import * as styles from './RoleDocsNotice.css';
import { plural } from '@engine/plural';

/** Lists longer than this are folded into a disclosure. */
const SHOWN_OPEN = 8;

/** The role's section of Microsoft's permissions reference (its anchor is the docs name's slug). */
function docsPageUrl(docsName: string): string {
  return `https://learn.microsoft.com/en-us/entra/identity/role-based-access-control/permissions-reference#${roleSlug(docsName)}`;
}

function Folded({ count, what, children }: { count: number; what: string; children: React.ReactNode }) {
  if (count <= SHOWN_OPEN) return <>{children}</>;
  return (
    <details>
      <summary>Show the {plural(count, what)}</summary>
      {children}
    </details>
  );
}

function DocsOnlyList({ note }: { note: RolePermissionNote }) {
  return (
    <Folded count={note.docsOnly.length} what="permission">
      <ul className={styles.list}>
        {note.docsOnly.map((a) => (
          <li key={a.action}>
            <code className={styles.action}>{a.action}</code>
            {a.description ? `: ${a.description}` : null}
          </li>
        ))}
      </ul>
    </Folded>
  );
}

/**
 * Says plainly where this role definition and Microsoft's documentation disagree (the data build's docs-notes.json):
 * an export that lists no permissions, or a docs table that lists permissions the export does not, or the reverse.
 * Also gives the name the docs use when it differs. Nothing when they agree or the notes could not be loaded.
 */
export function RoleDocsNotice({ role }: { role: RolePageRole }) {
  const headingId = useId();
  const notes = useDocsNotes();
  const facts = useDatasetFacts();
  const { note, empty, docsNames } = docsMarkOf(notes, role.templateId);
  const datasetDate = role.datasetDate ?? facts?.datasetDate ?? notes?.file.datasetDate ?? null;
  const defined = datasetDate ? `this role definition (${datasetDate})` : 'this role definition';
  const Defined = defined.charAt(0).toUpperCase() + defined.slice(1);
  const aka =
    docsNames.length > 0 ? (
      <p className={styles.aka}>Also called {docsNames.map((n) => `“${n}”`).join(' or ')} in Microsoft&apos;s docs.</p>
    ) : null;
  if (!note && !empty) return aka;
  const docsName = docsNames[0] ?? role.displayName;
  return (
    <section id={DOCS_NOTICE_ID} className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {empty ? 'No permissions listed' : "Microsoft's documentation differs"}
      </h2>
      {empty ? (
        <p className={styles.text}>
          {Defined} lists no permissions
          {note && note.docsOnly.length > 0
            ? `; Microsoft's documentation (${note.docsDate}) lists ${note.docsOnly.length}:`
            : '. Comparisons count it as holding nothing, so it is trivially contained in every other role.'}
        </p>
      ) : note && note.docsOnly.length > 0 ? (
        <p className={styles.text}>
          Microsoft&apos;s documentation ({note.docsDate}) lists {plural(note.docsOnly.length, 'permission')} {defined}{' '}
          does not:
        </p>
      ) : null}
      {note && note.docsOnly.length > 0 ? <DocsOnlyList note={note} /> : null}
      {note && note.exportOnly.length > 0 ? (
        <>
          <p className={styles.text}>
            {Defined} lists {plural(note.exportOnly.length, 'permission')} Microsoft&apos;s documentation (
            {note.docsDate}) does not:
          </p>
          <Folded count={note.exportOnly.length} what="permission">
            <ul className={styles.list}>
              {note.exportOnly.map((a) => (
                <li key={a}>
                  <code className={styles.action}>{a}</code>
                </li>
              ))}
            </ul>
          </Folded>
        </>
      ) : null}
      {note?.basis === 'unexplained' ? (
        <p className={styles.text}>
          The docs page is dated before this role definition, but the role&apos;s own history does not explain the
          difference, so the docs may describe a newer version of the role.
        </p>
      ) : null}
      {note && note.docsOnly.length > 0 ? (
        <p className={styles.text}>
          RolePrism&apos;s comparisons use the role definition, not the docs
          {empty ? ': they count this role as holding nothing, so it is trivially contained in every other role.' : '.'}
        </p>
      ) : null}
      {note ? (
        <p className={styles.credit}>
          Permissions and descriptions from{' '}
          <a href={docsPageUrl(docsName)} target="_blank" rel="noopener noreferrer">
            Microsoft&apos;s documentation for {docsName}
            <span aria-hidden="true"> ↗</span>
            <span className={visuallyHidden}> (opens in a new tab)</span>
          </a>{' '}
          (commit {note.docsCommit}, {note.docsDate}), CC BY 4.0. See also{' '}
          <AppLink href="/data">About the data</AppLink>.
        </p>
      ) : null}
      {aka}
    </section>
  );
}
