import { viewLabel, type PermissionView } from '@engine/catalog';
import { DocTable } from './DocTable';

/** The views of semantics.md, "Views"; their names come from viewLabel, as everywhere else. */
const VIEWS: { view: PermissionView; switches: string; set: string; url: string }[] = [
  {
    view: { inherit: false, wildcards: false },
    switches: 'Both off (default)',
    set: 'The actions listed on the role itself, compared as literal strings.',
    url: 'none',
  },
  {
    view: { inherit: true, wildcards: false },
    switches: '+ Inherited',
    set: 'The listed actions plus, transitively, those of every role it inherits from. Most built-in roles inherit Directory Readers.',
    url: 'inherit=1',
  },
  {
    view: { inherit: false, wildcards: true },
    switches: '+ Wildcards',
    set: "Every action of the dataset that one of the role's grants covers, by the rules below.",
    url: 'wildcards=1',
  },
  {
    view: { inherit: true, wildcards: true },
    switches: 'Both on',
    set: 'Inherited grants, then expanded by the wildcard rules: effective permissions.',
    url: 'inherit=1&wildcards=1',
  },
];

/** A table of the permission views: the switches, the name results carry, what a role's set is, and the URL parameters. */
export function PermissionViewsTable() {
  return (
    <DocTable
      caption="The permission views and how each is named on results."
      columns={['Switches', 'Shown as', "A role's permission set", 'URL']}
    >
      {VIEWS.map((v) => (
        <tr key={v.url}>
          <td>{v.switches}</td>
          <td>{viewLabel(v.view)}</td>
          <td>{v.set}</td>
          <td>
            <code>{v.url}</code>
          </td>
        </tr>
      ))}
    </DocTable>
  );
}
