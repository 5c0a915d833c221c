import type { Role } from '../../data/role-model';
import { docsMarkOf, useDocsNotes, type RoleDocsMark } from '../../state/docs-notes';
import { AppLink } from '../app-link/AppLink';
import { badge } from '../../styles/shared.css';
import { plural } from '@engine/plural';

/** The id of the role page's notice on where Microsoft's docs differ, which the badges link to. */
export const DOCS_NOTICE_ID = 'docs-differ';

/** A badge's short text and what it means in full (its accessible name), or null when there is nothing to say. */
export function docsMarkText(mark: RoleDocsMark): { short: string; long: string } | null {
  const { note, empty } = mark;
  if (empty) {
    const docs = note?.docsOnly.length
      ? ` Microsoft's documentation (${note.docsDate}) lists ${plural(note.docsOnly.length, 'permission')}.`
      : '';
    return { short: 'No permissions listed', long: `This role definition lists no permissions.${docs}` };
  }
  if (!note) return null;
  const parts = [];
  if (note.docsOnly.length > 0)
    parts.push(`lists ${plural(note.docsOnly.length, 'permission')} this role definition does not`);
  if (note.exportOnly.length > 0) parts.push(`lacks ${plural(note.exportOnly.length, 'permission')} it lists`);
  return { short: 'Docs differ', long: `Microsoft's documentation (${note.docsDate}) ${parts.join(' and ')}.` };
}

/**
 * A compact mark for a role whose export lists nothing or whose docs table disagrees: a link to the role page, whose
 * notice says more. Nothing until the notes load, or when they could not be loaded.
 */
export function DocsBadge({ role }: { role: Pick<Role, 'templateId' | 'slug' | 'displayName'> }) {
  const text = docsMarkText(docsMarkOf(useDocsNotes(), role.templateId));
  if (!text) return null;
  const tone = text.short === 'Docs differ' ? 'warning' : 'danger';
  return (
    <AppLink
      href={`/roles/${role.slug}`}
      className={badge({ tone })}
      aria-label={`${text.short}: ${text.long} See the notice on the ${role.displayName} page.`}
      data-docs-mark=""
    >
      {text.short}
    </AppLink>
  );
}
