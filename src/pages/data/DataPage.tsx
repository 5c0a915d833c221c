import { useMemo } from 'react';
import { Link } from 'wouter';
import type { PageLoader } from '../../app/page-loader';
import { countText } from '../../app/input-limits';
import { useDocumentMeta } from '../../app/use-document-meta';
import { ErrorState, LoadingState } from '../../components/page-state/PageState';
import type { RoleSummary } from '../../data/role-summary';
import { daysSince, useDocsNotesState, useNow, type DocsNotesFile } from '../../state/docs-notes';
import { useHydrated } from '../../app/use-hydrated';
import { roleIndexQuestion, useRoleIndex } from '../../state/role-index';
import { page } from '../../styles/shared.css';
import * as styles from './DataPage.css';
import { plural } from '@engine/plural';

/** The roles the notes name, by template id: the worker's index of the roles. */
type RolesById = ReadonlyMap<string, RoleSummary>;

function RoleName({ templateId, byId }: { templateId: string; byId: RolesById }) {
  const role = byId.get(templateId);
  return role ? <Link href={`/roles/${role.slug}`}>{role.displayName}</Link> : <code>{templateId}</code>;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Dated 2026-06-30.", "Dated 2025-06-20 to 2026-10-06." or "Not dated." */
function datedText(source: DocsNotesFile['sources'][number]): string {
  if (!source.date) return 'Not dated.';
  return `Dated ${source.dateTo && source.dateTo !== source.date ? `${source.date} to ${source.dateTo}` : source.date}.`;
}

function Contents({ file, byId }: { file: DocsNotesFile; byId: RolesById }) {
  const now = useNow();
  // Depends on today: shown once a prerendered page is hydrated, so the build's date never reaches the visitor.
  const hydrated = useHydrated();
  const days = hydrated ? daysSince(file.datasetDate, now) : null;
  const c = file.counts;
  return (
    <>
      <p className={styles.lead}>
        Data as of {file.datasetDate}
        {days !== null && days >= 0 ? `, ${plural(days, 'day')} ago` : ''}. RolePrism compares the built-in role
        definitions Microsoft Graph exported on that date. Where Microsoft&apos;s documentation says something else,
        this page and the role pages say so.
      </p>

      <Section id="data-counts" title="What the dataset holds">
        <dl className={styles.counts}>
          {(
            [
              ['Built-in roles', c.roles],
              ['Labelled privileged by Microsoft', c.privileged],
              ['Distinct actions', c.actions],
              ['Role-action grants', c.grants],
              ['Actions with a docs description', c.describedActions],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className={styles.count}>{label}</dt>
              <dd className={styles.countValue}>{countText(value)}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="data-sources" title="Sources, dates and licences">
        <ul className={styles.list}>
          {file.sources.map((s) => (
            <li key={s.name} className={styles.source}>
              <strong>{s.name}</strong>: {s.where}. {datedText(s)} Licence: {s.licence}.
            </li>
          ))}
        </ul>
        <p>
          Microsoft&apos;s documentation text (names, descriptions, actions) is © Microsoft, CC BY 4.0, used verbatim
          with its typos. Microsoft&apos;s privileged labels are marked preview by Microsoft.
        </p>
      </Section>

      {file.periods && file.periods.length > 0 ? (
        <Section id="data-periods" title="Which export covers which period">
          <p>
            The role history joins two series of Microsoft Graph exports. Graph beta exports carry every field,
            Microsoft&apos;s privileged flag included; Graph v1.0 exports have no privileged flag, rich description,
            categories or assignment mode, so those are never reported as changed.
          </p>
          <ul className={styles.list}>
            {file.periods.map((p, i) => (
              <li key={`${p.api} ${p.from}`}>
                <strong>Graph {p.api}</strong>:{' '}
                {i > 0 ? `after ${file.periods![i - 1].to}, to ${p.to}` : `${p.from} to ${p.to}`} ({p.source})
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {file.privilegedFlags ? (
        <Section id="data-privileged-flags" title="Where the privileged labels come from">
          <p>
            The newest export, Graph v1.0, has no privileged flag.{' '}
            {file.privilegedFlags.betaDate
              ? `${plural(file.privilegedFlags.fromBeta, 'role')} keep the flag of the newest Graph beta export, ${file.privilegedFlags.betaDate}.`
              : ''}{' '}
            A role added after it takes Microsoft&apos;s docs label:
          </p>
          <ul className={styles.list}>
            {file.privilegedFlags.fromDocs.map((f) => (
              <li key={f.templateId}>
                <RoleName templateId={f.templateId} byId={byId} />: {f.privileged ? 'privileged' : 'not privileged'} (
                {f.where === 'no docs label' ? 'no docs label' : `docs label, ${f.where}`}
                {f.docsDate ? `, ${f.docsDate}` : ''})
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section id="data-differ" title="Roles whose permissions differ from Microsoft's documentation">
        <p>
          Flagged when the role definition lists no permissions but the docs list some, when a docs page dated after{' '}
          {file.datasetDate} lists permissions the role definition does not (or lacks some it lists), or when an older
          docs page differs in a way the role&apos;s own history does not explain. Older docs pages that merely lag
          behind the export are not flagged. RolePrism&apos;s comparisons use the role definitions.
        </p>
        <ul className={styles.list}>
          {file.roles.map((n) => (
            <li key={n.templateId}>
              <RoleName templateId={n.templateId} byId={byId} />: the docs ({n.docsDate}) list{' '}
              {plural(n.docsOnly.length, 'permission')} the role definition does not
              {n.exportOnly.length > 0 ? ` and lack ${n.exportOnly.length} it lists` : ''}
              {n.exportEmpty ? '; the role definition lists no permissions' : ''}.
            </li>
          ))}
        </ul>
      </Section>

      <Section id="data-empty" title="Roles with no permissions in this dataset">
        <p>
          An empty role is contained in every other role only trivially: treat comparisons involving these roles with
          care.
        </p>
        <ul className={styles.list}>
          {file.emptyRoles.map((r) => (
            <li key={r.templateId}>
              <RoleName templateId={r.templateId} byId={byId} />
              {r.docsDate === null
                ? ': no docs page'
                : r.docsCount
                  ? `: the docs (${r.docsDate}) list ${plural(r.docsCount, 'permission')}`
                  : `: the docs (${r.docsDate}) list none either`}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="data-docs-only" title="Roles in Microsoft's documentation but not in the export">
        <ul className={styles.list}>
          {file.docsOnlyRoles.map((r) => (
            <li key={r.name}>
              <strong>{r.name}</strong> ({r.docsDate}, in {r.where}){r.description ? `: ${r.description}` : ''}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="data-names" title="Names that differ">
        <ul className={styles.list}>
          {file.nameDifferences.map((d) => (
            <li key={d.templateId}>
              <RoleName templateId={d.templateId} byId={byId} /> (Microsoft Graph) is called “{d.docsName}” in the docs
              {d.caseOnly ? ' (letter case only)' : '; searching for either name finds it'}.
            </li>
          ))}
        </ul>
      </Section>

      <Section id="data-privileged" title="Privileged labels that differ">
        <ul className={styles.list}>
          {file.privilegedDifferences.map((d) => (
            <li key={d.templateId}>
              <RoleName templateId={d.templateId} byId={byId} />: the docs label it{' '}
              {d.docsPrivileged ? 'privileged' : 'not privileged'}; the role definition{' '}
              {d.exportPrivileged ? 'does' : 'does not'}. RolePrism shows the role definition&apos;s label.
            </li>
          ))}
        </ul>
      </Section>

      <Section id="data-descriptions" title="Descriptions that contradict their action">
        <p>Microsoft&apos;s docs describe these actions as doing the opposite of what their names say:</p>
        <ul className={styles.list}>
          {file.suspectDescriptions.map((d) => (
            <li key={`${d.action} ${d.description}`}>
              <code className={styles.code}>{d.action}</code> reads “{d.description}” (the action&apos;s name says it{' '}
              {d.expected === 'read' ? 'reads' : 'manages'})
            </li>
          ))}
        </ul>
      </Section>

      <Section id="data-no-docs" title="Roles with no docs page of their own">
        <ul className={styles.list}>
          {file.noDocsPage.map((id) => (
            <li key={id}>
              <RoleName templateId={id} byId={byId} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** The prerendered page names and links the roles the notes name. */
export const loader: PageLoader = () => [roleIndexQuestion()];

/** /data, 'About the data': sources, dates, licences, counts, freshness, and where the sources disagree. */
export function DataPage() {
  useDocumentMeta(
    'About the data',
    "Where RolePrism's role data comes from, how fresh it is, and where Microsoft Graph and Microsoft's documentation disagree.",
  );
  const notes = useDocsNotesState();
  const roles = useRoleIndex();
  const listed = roles.state === 'hasData' ? roles.data : null;
  const byId = useMemo(() => new Map((listed ?? []).map((role) => [role.templateId, role])), [listed]);
  return (
    <div className={page}>
      <article className={styles.article}>
        <h1 className={styles.title}>About the data</h1>
        {notes.state === 'loading' ? (
          <LoadingState>Loading the notes on the data...</LoadingState>
        ) : notes.state === 'hasData' && notes.data ? (
          <Contents file={notes.data.file} byId={byId} />
        ) : (
          <ErrorState
            heading="The notes on the data could not be loaded"
            message="The role data itself is unaffected. Reload the page to try again."
          />
        )}
      </article>
    </div>
  );
}
