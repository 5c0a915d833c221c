// Data build: Microsoft's two matrices (data/source/docs/who-can-*.tsv) and EntraOps' attack paths
// (data/source/attack-paths/) -> public/data/takeover.json, with every role they name that the dataset lacks reported.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseMatrixTsv } from '../../workers/engine/takeover/reset-matrix';
import { parseAttackPaths } from '../../workers/engine/takeover/attack-paths';
import type { TakeoverFile, TakeoverNotedRoles } from '../../workers/engine/takeover/takeover-file';
import type { DocsNotesSource } from './docs-reconcile';
import { graphRoleForDocsName } from './docs-role-names';
import { asciiJson } from './ascii-json';

/** What the Learn page says under its tables of the two partner roles (not in the TSV: the page's prose). */
const PARTNER_NOTE =
  "Microsoft's page says that Partner Tier2 Support can reset every user's password, Global Administrators included, and Partner Tier1 Support only non-administrators' passwords; both roles are deprecated.";

interface BuiltInRow {
  display_name: string;
  template_id: string | null;
  is_builtin: boolean;
}

/** The dataset's roles whose names the note names, longest first so that no name is found inside another. */
function rolesInNote(note: string | null, roles: readonly { displayName: string; templateId: string }[]): string[] {
  if (note === null) return [];
  return roles
    .filter((r) => new RegExp(`\\b${r.displayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(note))
    .map((r) => r.templateId);
}

/** "PATH: SERVICE ROLE" lines as "SERVICE: ROLE, ROLE (n paths); …", each role once. */
function otherServices(lines: readonly string[]): string {
  const byService = new Map<string, Set<string>>();
  for (const line of lines) {
    const [, service, role] = /^[^:]+: (\S+) (.+)$/.exec(line)!;
    byService.set(service, (byService.get(service) ?? new Set()).add(role));
  }
  if (byService.size === 0) return 'none';
  return [...byService].map(([service, roles]) => `${service}: ${[...roles].join(', ')}`).join('; ');
}

/** The takeover file of the source folder under `root`, and what the build prints about it (unmatched roles first). */
export function takeoverFileOf(root: string, rows: readonly BuiltInRow[]): { file: TakeoverFile; report: string[] } {
  const roles = rows
    .filter((r) => r.is_builtin && r.template_id)
    .map((r) => ({ displayName: r.display_name, templateId: r.template_id! }));
  const known = new Set(roles.map((r) => r.templateId));
  const source = (path: string) => readFileSync(join(root, 'data/source', path), 'utf8');
  const reset = parseMatrixTsv(source('docs/who-can-reset-passwords.tsv'), 'who-can-reset-passwords.tsv', known);
  const sensitive = parseMatrixTsv(
    source('docs/who-can-perform-sensitive-actions.tsv'),
    'who-can-perform-sensitive-actions.tsv',
    known,
  );
  const templateIdOf = (name: string) => graphRoleForDocsName(name, roles)?.templateId ?? null;
  const explanations = JSON.parse(source('attack-paths/explanations.json')).explanations;
  const paths = parseAttackPaths(JSON.parse(source('attack-paths/attack-paths.json')), explanations, templateIdOf);
  const notedRoles: TakeoverNotedRoles = {
    nonAdministratorsOnly: rolesInNote(reset.matrix.note, roles),
    partnerTier2: templateIdOf('Partner Tier2 Support'),
    partnerTier1: templateIdOf('Partner Tier1 Support'),
    partnerNote: PARTNER_NOTE,
  };
  const missing = [
    ...reset.unknownRoles.map((r) => `who-can-reset-passwords.tsv ${r}`),
    ...sensitive.unknownRoles.map((r) => `who-can-perform-sensitive-actions.tsv ${r}`),
    ...paths.unknownRoles.map((r) => `attack path ${r}`),
    ...(notedRoles.partnerTier2 ? [] : ['the page note: Partner Tier2 Support']),
    ...(notedRoles.partnerTier1 ? [] : ['the page note: Partner Tier1 Support']),
  ];
  const report = [
    `Roles the takeover sources name that the dataset lacks: ${missing.length ? missing.join('; ') : 'none'}`,
    `Attack path roles of other services, which the dataset (directory roles) lacks; kept, never matched: ${otherServices(paths.otherServiceRoles)}`,
    ...(paths.unexplained.length
      ? [`Attack paths without RolePrism's explanation: ${paths.unexplained.join(', ')}`]
      : []),
    ...(paths.explainedUnknown.length ? [`Explanations of no attack path: ${paths.explainedUnknown.join(', ')}`] : []),
    `Roles limited to non-administrators (the page's note): ${notedRoles.nonAdministratorsOnly.length}`,
  ];
  return {
    file: { resetPasswords: reset.matrix, sensitiveActions: sensitive.matrix, notedRoles, attackPaths: paths.set },
    report,
  };
}

/** The takeover file's sources as /data lists its sources (docs-notes.json): Microsoft's two tables, EntraOps' paths. */
export function takeoverSources(file: TakeoverFile): DocsNotesSource[] {
  const matrix = file.resetPasswords.source;
  const paths = file.attackPaths.source;
  return [
    {
      name: `${file.resetPasswords.title} and ${file.sensitiveActions.title.replace(/^Who/, 'who')} (the takeover facts)`,
      where: `Microsoft Entra documentation, ${matrix.title}, ${matrix.url}`,
      date: matrix.date,
      licence: `${matrix.licence} (Microsoft)`,
    },
    { name: 'Attack paths', where: `${paths.title}, ${paths.mirror}`, date: paths.date, licence: paths.licence },
  ];
}

/**
 * The data build's step: writes takeoverFileOf's file to public/data/takeover.json under `root`; returns the lines the
 * build prints.
 */
export function writeTakeoverFile(root: string, { file, report }: ReturnType<typeof takeoverFileOf>): string[] {
  const out = join(root, 'public/data/takeover.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${asciiJson(JSON.stringify(file))}\n`);
  const matrix = file.resetPasswords;
  return [
    `Wrote the takeover data (reset matrix ${matrix.columns.length} × ${matrix.rows.length}, sensitive actions ${file.sensitiveActions.columns.length} × ${file.sensitiveActions.rows.length}, Microsoft docs ${matrix.source.date}; ${file.attackPaths.paths.length} attack paths, EntraOps ${file.attackPaths.source.date}) to ${out}`,
    ...report.map((line) => `  ${line}`),
  ];
}
