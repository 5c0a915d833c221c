// The static JSON API files, built from the shipped dataset and history: each file agrees with the dataset, the role
// files with the index, the permissions with the roles that grant them, and the change log with the history.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredRoleRow } from '../../../src/data/rows';
import type { HistoryFile } from '../../../workers/engine/history-format';
import {
  API_DIR,
  staticApiFiles,
  type ApiChangesFile,
  type ApiPermissionsFile,
  type ApiRoleFile,
  type ApiRoleSummary,
} from '../../../scripts/lib/static-api';
import { runAnalyze, dataPath } from '../helpers';

const rows: StoredRoleRow[] = JSON.parse(readFileSync(dataPath('public/data/roles_with_permissions.json'), 'utf8'));
const history: HistoryFile = JSON.parse(readFileSync(dataPath('public/data/history.json'), 'utf8'));

let files: Record<string, string>;
const read = <T>(name: string): T => JSON.parse(files[`${API_DIR}/${name}`]) as T;

beforeAll(() => {
  files = staticApiFiles(rows, history);
});

describe('static JSON API', () => {
  it('lists every built-in role once, each with its own file, and nothing else', () => {
    const { roles, dataset, apiVersion } = read<{
      roles: ApiRoleSummary[];
      dataset: ApiRoleFile['dataset'];
      apiVersion: number;
    }>('roles.json');
    expect(apiVersion).toBe(1);
    expect(dataset.date).toBe(rows[0].dataset_date);
    expect(dataset.credits.join(' ')).toContain('CC BY 4.0');
    expect(roles.map((r) => r.templateId).sort()).toEqual(rows.map((r) => r.template_id).sort());
    const roleFiles = Object.keys(files).filter((name) => name.startsWith(`${API_DIR}/roles/`));
    expect(roleFiles.sort()).toEqual(roles.map((r) => `${API_DIR}/${r.href}`).sort());
    const names = roles.map((r) => r.displayName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("a role's file holds its grants with conditions, descriptions, labels and tiers, as the dataset does", () => {
    const row = rows.find((r) => r.display_name === 'Global Administrator')!;
    const { role } = read<ApiRoleFile>(`roles/${row.template_id}.json`);
    expect(role.page).toBe('roles/global-administrator');
    expect(role.isPrivileged).toBe(true);
    expect(role.permissions).toHaveLength(row.role_permissions.length);
    const withCondition = rows.flatMap((r) => r.role_permissions.filter((g) => g.condition).map(() => r))[0];
    const grants = read<ApiRoleFile>(`roles/${withCondition.template_id}.json`).role.permissions;
    expect(grants.some((g) => g.condition === '$ResourceIsSelf' || g.condition === '$SubjectIsOwner')).toBe(true);
    for (const grant of role.permissions) {
      const stored = row.role_permissions.find((g) => g.permissions?.action === grant.action)!.permissions!;
      expect(grant.description).toBe(stored.friendly_description);
      expect(grant.isPrivileged).toBe(stored.is_privileged === true);
      expect(grant.tier).toBe(stored.tier ?? null);
    }
    const summary = read<{ roles: ApiRoleSummary[] }>('roles.json').roles.find(
      (r) => r.templateId === row.template_id,
    )!;
    expect(summary.permissionCount).toBe(new Set(role.permissions.map((g) => g.action)).size);
  });

  it('lists every action once with exactly the roles that grant it', () => {
    const { permissions } = read<ApiPermissionsFile>('permissions.json');
    const actions = new Set(rows.flatMap((r) => r.role_permissions.map((g) => g.permissions!.action)));
    expect(permissions.map((p) => p.action).sort()).toEqual([...actions].sort());
    const update = permissions.find((p) => p.action === 'microsoft.directory/users/password/update')!;
    const holders = rows
      .filter((r) => r.role_permissions.some((g) => g.permissions?.action === update.action))
      .map((r) => r.template_id)
      .sort();
    expect([...new Set(update.grantedBy.map((g) => g.templateId))].sort()).toEqual(holders);
    expect(update.page).toBe('permissions/microsoft.directory/users/password/update');
  });

  it('the change log lists each changing snapshot newest first, equal to the CLI for that pair of dates', () => {
    const { snapshots, changes } = read<ApiChangesFile>('changes.json');
    expect([...snapshots].sort()).toEqual(history.snapshots.map((s) => s.date));
    expect(changes[0].to).toBe(history.snapshots[history.snapshots.length - 1].date);
    const rename = changes.find((c) => c.to === '2023-09-20')!;
    expect(rename.from).toBe('2023-06-18');
    expect(rename.roleChanges.find((c) => c.renamedFrom === 'Power BI Administrator')?.name).toBe(
      'Fabric Administrator',
    );
    const removed = changes.find((c) => c.to === '2025-07-21')!;
    expect(removed.rolesRemoved.map((r) => r.name)).toContain('Places Administrator');
    const cli = runAnalyze('--changes', '--from', removed.from, '--to', removed.to, '--json');
    expect(cli.status).toBe(0);
    expect(JSON.parse(cli.stdout)).toEqual(removed);
  });

  it('refuses a template id that would name a path outside the API folder', () => {
    const bad = { ...rows[0], template_id: '../../index' };
    expect(() => staticApiFiles([bad], null)).toThrow(/unfit for a file name/);
  });
});
