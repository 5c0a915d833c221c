// Microsoft's privileged flag for each role, where the export has none. Graph beta exports carry `isPrivileged`;
// v1.0 exports do not. A role of a v1.0 export keeps the flag of the newest beta export that has it; a role added after
// that export takes Microsoft's docs label: the role's own docs table when its first line says "labelled privileged",
// else the permissions-reference role table (`P`). Reads data/source/docs only; nothing here names a role.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { roleSlug } from '../../src/data/slug';

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

/** MM/DD/YYYY or YYYY-MM-DD after `ms.date`, as YYYY-MM-DD. */
function msDate(text: string): string | null {
  const iso = /ms\.date[ =](\d{4}-\d{2}-\d{2})/.exec(text)?.[1];
  if (iso) return iso;
  const us = /ms\.date[ =](\d{2})\/(\d{2})\/(\d{4})/.exec(text);
  return us ? `${us[3]}-${us[1]}-${us[2]}` : null;
}

/** The docs labels: by template id (permissions-reference table) and by role slug (a role table's first line). */
export function readDocsLabels(sourceDir: string): { byId: Map<string, DocsLabel>; bySlug: Map<string, DocsLabel> } {
  const byId = new Map<string, DocsLabel>();
  const bySlug = new Map<string, DocsLabel>();
  const docsDir = join(sourceDir, 'docs');
  const refFile = join(docsDir, 'permissions-reference-roles.tsv');
  if (existsSync(refFile)) {
    const provenance = join(sourceDir, 'PROVENANCE.md');
    const row = existsSync(provenance)
      ? readFileSync(provenance, 'utf8')
          .split(/\r?\n/)
          .find((line) => line.startsWith('| docs/permissions-reference-roles.tsv '))
      : undefined;
    const date = row ? msDate(row) : null;
    for (const line of readFileSync(refFile, 'utf8').split(/\r?\n/)) {
      if (line.trim() === '' || line.startsWith('#')) continue;
      const [name, templateId, label] = line.split('\t');
      const entry = { privileged: label?.trim() === 'P', date, where: 'the permissions reference role table' };
      byId.set(templateId.trim(), entry);
      bySlug.set(roleSlug(name.trim()), entry);
    }
  }
  const rolesDir = join(docsDir, 'roles');
  if (existsSync(rolesDir)) {
    for (const file of readdirSync(rolesDir).filter((f) => f.endsWith('.tsv'))) {
      const header = readFileSync(join(rolesDir, file), 'utf8').split(/\r?\n/, 1)[0] ?? '';
      if (/\blabelled privileged\b/.test(header))
        bySlug.set(file.slice(0, -4), { privileged: true, date: msDate(header), where: 'the role page' });
    }
  }
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
