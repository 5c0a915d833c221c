// Microsoft's privileged flag for each role, where the export has none. Graph beta exports carry `isPrivileged`;
// v1.0 exports do not. A role of a v1.0 export keeps the flag of the newest beta export that has it; a role added after
// that export takes Microsoft's docs label: the role's own docs table when its first line says "labelled privileged",
// else the permissions-reference role table (`P`). Reads data/source/docs only; nothing here names a role.
import { roleSlug } from '../../src/data/slug';
import { readDocsSources } from './docs-reconcile';

/** Where a role's privileged flag came from. */
export type PrivilegedFlagSource =
  /** the export itself (Graph beta) */
  | 'export'
  /** the newest Graph beta export, for a role of a v1.0 export */
  | 'beta'
  /** Microsoft's docs label, for a role no beta export has */
  | 'docs'
  /** no source says anything: not privileged */
  | 'none';

export interface PrivilegedFlag {
  privileged: boolean;
  from: PrivilegedFlagSource;
  /** The date of the export or docs text the flag came from (YYYY-MM-DD), null when none. */
  date: string | null;
  /** For a docs label: which docs text. */
  where?: string;
}

interface DocsLabel {
  privileged: boolean;
  date: string | null;
  where: string;
}

/**
 * The docs labels, from the docs sources the reconciliation reads (docs-reconcile.ts): by template id (the
 * permissions-reference table) and by role slug (a role table whose first line says "labelled privileged").
 */
export function readDocsLabels(sourceDir: string): { byId: Map<string, DocsLabel>; bySlug: Map<string, DocsLabel> } {
  const byId = new Map<string, DocsLabel>();
  const bySlug = new Map<string, DocsLabel>();
  const { tables, reference } = readDocsSources(sourceDir);
  for (const row of reference.rows) {
    const entry = { privileged: row.privileged, date: reference.date, where: 'the permissions reference role table' };
    byId.set(row.templateId, entry);
    bySlug.set(roleSlug(row.name), entry);
  }
  for (const table of tables)
    if (/\blabelled privileged\b/.test(table.comment))
      bySlug.set(table.slug, { privileged: true, date: table.date, where: 'the role page' });
  return { byId, bySlug };
}

export interface FlagSources {
  /** The newest Graph beta export's flags by template id, and its date. */
  beta: { date: string; flags: ReadonlyMap<string, boolean> } | null;
  docs: ReturnType<typeof readDocsLabels>;
}

/** The flag of a role whose export carries none: the newest beta export's, else the docs label (role page first). */
export function resolvePrivileged(sources: FlagSources, templateId: string, name: string): PrivilegedFlag {
  const beta = sources.beta?.flags.get(templateId);
  if (sources.beta && beta !== undefined) return { privileged: beta, from: 'beta', date: sources.beta.date };
  const label = sources.docs.bySlug.get(roleSlug(name)) ?? sources.docs.byId.get(templateId);
  if (label) return { privileged: label.privileged, from: 'docs', date: label.date, where: label.where };
  return { privileged: false, from: 'none', date: null };
}
