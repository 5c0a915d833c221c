// The static JSON API (/api/v1/*): the role dataset and its change log as plain files, written at build from the
// same data the app loads, so developers can script against RolePrism without running its code.
import type { StoredRoleRow } from '../../src/data/rows';
import { roleSlug } from '../../src/data/slug.ts';
import type { HistoryFile } from '../../workers/engine/history-format';
import { replayHistory } from '../../workers/engine/history.ts';
import { diffSnapshots } from '../../workers/engine/history-diff.ts';
import { toChangesJson, type ChangesJson } from './changes-report.ts';

/** Raised when the files' shape changes in a way a client must notice (fields are only ever added within a version). */
export const API_VERSION = 1;

/** The folder the files are written to, under the app's base path. */
export const API_DIR = 'api/v1';

/** What every file says about the data it was built from. */
export interface ApiDataset {
  /** Date of the Graph export (YYYY-MM-DD). */
  date: string | null;
  source: string | null;
  credits: string[];
}

export const API_CREDITS = [
  'Role definitions: Microsoft Graph roleManagement/directory/roleDefinitions (beta).',
  'Permission descriptions and privileged labels: Microsoft Entra documentation, CC BY 4.0.',
  'Tiers: EntraOps classification (Cloud-Architekt/AzurePrivilegedIAM), MIT.',
];

export interface ApiPermission {
  action: string;
  /** Microsoft's docs description; null where the docs have none. */
  description: string | null;
  /** Microsoft's docs label the action privileged (preview). */
  isPrivileged: boolean;
  /** EntraOps tier: 0 control plane, 1 management plane, 2 user access; null when unclassified. */
  tier: 0 | 1 | 2 | null;
}

export interface ApiRoleSummary {
  templateId: string;
  displayName: string;
  description: string;
  isPrivileged: boolean;
  tier: 0 | 1 | 2 | null;
  inheritsFrom: string[];
  /** Distinct action strings the role lists (a conditioned grant counts once). */
  permissionCount: number;
  /** This role's file, relative to roles.json. */
  href: string;
  /** The role's page in the app, relative to the app's base path. */
  page: string;
}

export interface ApiRoleGrant extends ApiPermission {
  /** Graph condition, e.g. "$ResourceIsSelf"; null when unconditional. */
  condition: string | null;
}

export interface ApiRoleFile {
  apiVersion: number;
  dataset: ApiDataset;
  role: Omit<ApiRoleSummary, 'href'> & { notes: string[]; permissions: ApiRoleGrant[] };
}

export interface ApiPermissionsFile {
  apiVersion: number;
  dataset: ApiDataset;
  permissions: (ApiPermission & { page: string; grantedBy: { templateId: string; condition: string | null }[] })[];
}

export interface ApiChangesFile {
  apiVersion: number;
  /** Every snapshot date, oldest first: the week a change was first seen in the weekly export. */
  snapshots: string[];
  /** Per snapshot after the first that changed something, newest first: the net change since the snapshot before. */
  changes: ChangesJson[];
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function grantsOf(row: StoredRoleRow): ApiRoleGrant[] {
  return row.role_permissions
    .filter((grant) => grant.permissions !== null)
    .map(({ condition, permissions: p }) => ({
      action: p!.action,
      condition: condition ?? null,
      description: p!.friendly_description,
      isPrivileged: p!.is_privileged === true,
      tier: p!.tier ?? null,
    }))
    .sort((a, b) => byText(a.action, b.action) || byText(a.condition ?? '', b.condition ?? ''));
}

/** A template id becomes a file name: only GUID-like ids, so no id can name a path outside the API folder. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

function summaryOf(row: StoredRoleRow) {
  const templateId = row.template_id ?? row.id;
  if (!SAFE_ID.test(templateId))
    throw new Error(`Role "${row.display_name}" has a template id unfit for a file name: ${templateId}`);
  return {
    templateId,
    displayName: row.display_name,
    description: row.description ?? '',
    isPrivileged: row.is_privileged === true,
    tier: row.tier ?? null,
    inheritsFrom: row.inherits_from ?? [],
    permissionCount: new Set(row.role_permissions.map((grant) => grant.permissions?.action)).size,
    page: `roles/${roleSlug(row.display_name)}`,
  };
}

/** The changes between consecutive snapshots that changed something, newest first. */
export function apiChanges(file: HistoryFile): ApiChangesFile {
  const history = replayHistory(file);
  const changes = history.dates
    .slice(1)
    .map((_, i) => toChangesJson(diffSnapshots(history, i, i + 1)))
    .filter((c) => c.rolesAdded.length + c.rolesRemoved.length + c.roleChanges.length > 0)
    .reverse();
  return { apiVersion: API_VERSION, snapshots: history.dates, changes };
}

/** Every file of the API, by path under the base path (e.g. "api/v1/roles.json"), as JSON text. */
export function staticApiFiles(rows: StoredRoleRow[], history: HistoryFile | null): Record<string, string> {
  const builtIn = rows.filter((row) => row.is_builtin).sort((a, b) => byText(a.display_name, b.display_name));
  const dataset: ApiDataset = {
    date: builtIn[0]?.dataset_date ?? null,
    source: builtIn[0]?.dataset_source ?? null,
    credits: API_CREDITS,
  };
  const files: Record<string, string> = {};
  const put = (name: string, body: unknown) => (files[`${API_DIR}/${name}`] = JSON.stringify(body));

  const roles: ApiRoleSummary[] = builtIn.map((row) => {
    const summary = summaryOf(row);
    const role: ApiRoleFile['role'] = { ...summary, notes: row.notes ?? [], permissions: grantsOf(row) };
    put(`roles/${summary.templateId}.json`, { apiVersion: API_VERSION, dataset, role } satisfies ApiRoleFile);
    return { ...summary, href: `roles/${summary.templateId}.json` };
  });
  put('roles.json', { apiVersion: API_VERSION, dataset, roles });

  const permissions = new Map<string, ApiPermissionsFile['permissions'][number]>();
  for (const row of builtIn) {
    for (const grant of grantsOf(row)) {
      const { condition, ...permission } = grant;
      const entry = permissions.get(grant.action) ?? {
        ...permission,
        page: `permissions/${grant.action}`,
        grantedBy: [],
      };
      entry.grantedBy.push({ templateId: row.template_id ?? row.id, condition });
      permissions.set(grant.action, entry);
    }
  }
  put('permissions.json', {
    apiVersion: API_VERSION,
    dataset,
    permissions: [...permissions.values()].sort((a, b) => byText(a.action, b.action)),
  } satisfies ApiPermissionsFile);

  if (history) put('changes.json', apiChanges(history));
  return files;
}
