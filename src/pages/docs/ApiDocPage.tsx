import { useDocumentMeta } from '../../app/use-document-meta';
import { DocsArticle } from './DocsArticle';
import { DocSection } from '../../features/permissions/DocSection';
import { DocTable } from '../../features/permissions/DocTable';
import * as api from './ApiDocPage.css';

/** The API's files, relative to the app's base path (scripts/lib/static-api.ts writes them at build). */
const FILES = [
  {
    path: 'api/v1/roles.json',
    what: 'Every built-in role: name, description, labels, tier, inheritance, permission count.',
  },
  {
    path: 'api/v1/roles/{templateId}.json',
    what: 'One role with all its grants (action, condition, description, labels).',
  },
  {
    path: 'api/v1/permissions.json',
    what: 'Every action once, with its description, labels and the roles that grant it.',
  },
  { path: 'api/v1/changes.json', what: 'The change log: per weekly snapshot, the roles added, removed and changed.' },
];

const FIELDS: { file: string; field: string; meaning: string }[] = [
  {
    file: 'every file',
    field: 'apiVersion',
    meaning: '1. Fields are only ever added within a version; a change that breaks clients gets a new folder (api/v2).',
  },
  {
    file: 'roles, role, permissions',
    field: 'dataset',
    meaning:
      '{ date, source, credits }: the date of the Graph export the data was built from, where it came from, and the licences.',
  },
  {
    file: 'roles.json',
    field: 'roles[]',
    meaning:
      '{ templateId, displayName, description, isPrivileged, tier, inheritsFrom[], permissionCount, href, page }, by name. href is the role file relative to roles.json; page is the role page relative to the app.',
  },
  {
    file: 'roles/{templateId}.json',
    field: 'role',
    meaning:
      'The fields of roles[] without href, plus notes[] and permissions[]: { action, condition, description, isPrivileged, tier }. condition is "$ResourceIsSelf", "$SubjectIsOwner" or null.',
  },
  {
    file: 'permissions.json',
    field: 'permissions[]',
    meaning:
      '{ action, description, isPrivileged, tier, page, grantedBy[]: { templateId, condition } }. description is null where Microsoft documents none.',
  },
  {
    file: 'changes.json',
    field: 'snapshots[]',
    meaning:
      'Every snapshot date, oldest first. A date is the week a change was first seen in the weekly export, not the day Microsoft made it.',
  },
  {
    file: 'changes.json',
    field: 'changes[]',
    meaning:
      'Newest first, one per snapshot that changed something: the object npm run analyze -- --changes --json prints for that snapshot and the one before: { from, to, rolesAdded[], rolesRemoved[], roleChanges[] }.',
  },
  {
    file: 'role, permissions',
    field: 'tier',
    meaning:
      'EntraOps Enterprise Access Model tier: 0 control plane, 1 management plane, 2 user access; null when unclassified.',
  },
];

/** /docs/api: the static JSON files built with the app, their schema, and how to use them from a script or another site. */
export function ApiDocPage() {
  useDocumentMeta(
    'JSON API',
    "RolePrism's static JSON API: every Entra ID built-in role, its permissions and the change log as plain JSON files you can script against, with CORS.",
  );
  const base = import.meta.env.BASE_URL;
  return (
    <DocsArticle
      title="JSON API"
      lead={
        <>
          The data behind RolePrism, as plain JSON files built with the app from the same dataset: script against it
          without running our code. There is no server behind it, no key and no rate limit beyond your host's; the files
          change only when the dataset does.
        </>
      }
    >
      <DocSection id="files" heading="Files">
        <DocTable caption="The files, under this site's address" columns={['File', 'What it holds']}>
          {FILES.map((file) => (
            <tr key={file.path}>
              <td>
                {file.path.includes('{') ? (
                  <code>{base + file.path}</code>
                ) : (
                  <a href={base + file.path}>
                    <code>{base + file.path}</code>
                  </a>
                )}
              </td>
              <td>{file.what}</td>
            </tr>
          ))}
        </DocTable>
        <p>For example, the permissions of Global Reader and the roles that can reset passwords:</p>
        {/* It scrolls sideways on a phone, so it takes focus: keys can scroll it too (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard */}
        <pre className={api.code} tabIndex={0} aria-label="Example: two queries with curl and jq">
          <code>
            {`curl -s ${base}api/v1/roles.json | jq '.roles[] | select(.displayName == "Global Reader") | .href'\n` +
              `curl -s ${base}api/v1/permissions.json \\\n` +
              `  | jq '.permissions[] | select(.action == "microsoft.directory/users/password/update") | .grantedBy'`}
          </code>
        </pre>
        <p>Prefix the paths with this site's origin when you call them from outside the browser.</p>
      </DocSection>

      <DocSection id="schema" heading="Schema">
        <DocTable caption="Fields of each file" columns={['File', 'Field', 'Meaning']}>
          {FIELDS.map((row) => (
            <tr key={`${row.file} ${row.field}`}>
              <td>{row.file}</td>
              <td>
                <code>{row.field}</code>
              </td>
              <td>{row.meaning}</td>
            </tr>
          ))}
        </DocTable>
        <p>
          Permissions are the actions each role lists, as Microsoft Graph returns them: inherited permissions and
          wildcards are not expanded (see <a href={`${base}docs/permission-views`}>Permission views</a> for how the app
          expands them).
        </p>
      </DocSection>

      <DocSection id="cors" heading="Calling it from another site (CORS) and caching">
        <p>
          The files are public data and are sent with <code>Access-Control-Allow-Origin: *</code>, so a page on any
          other site can read them with <code>fetch</code>, without cookies or credentials. The shipped host
          configuration (<code>public/_headers</code>) and <code>npm start</code> send that header; a host you set up
          yourself must send it for <code>/api/*</code> too. Cache them like any static file; revalidate to pick up a
          new dataset.
        </p>
      </DocSection>

      <DocSection id="licence" heading="Licence and credits">
        <p>
          Role definitions come from Microsoft Graph; permission descriptions and privileged labels from Microsoft Entra
          documentation, CC BY 4.0 (credit Microsoft when you show them); tiers from the EntraOps classification, MIT.
          Every file names its sources in <code>dataset.credits</code>.
        </p>
      </DocSection>
    </DocsArticle>
  );
}
