// src/features/roles/role-permissions-csv.ts: a role's permissions as CSV, from the shipped dataset through the real
// engine, as the role page lists them (the same rows, labels and provenance lines).
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import type { PermissionView } from '@engine/catalog';
import { toEngineRoles } from '../../../../../src/data/engine-input';
import { permissionLabelsOf, toPermissionRows } from '../../../../../src/features/roles/role-permission-rows';
import {
  ROLE_PERMISSIONS_CSV_COLUMNS,
  rolePermissionsCsv,
  rolePermissionsCsvName,
} from '../../../../../src/features/roles/role-permissions-csv';
import { readCsv, shippedRole, shippedRoles } from '../../../helpers';

const LISTED: PermissionView = { inherit: false, wildcards: false };
const INHERITED: PermissionView = { inherit: true, wildcards: false };
const EFFECTIVE: PermissionView = { inherit: true, wildcards: true };

const engine = new RoleEngine();
engine.load(toEngineRoles(shippedRoles()), '2026-05-04');

function rowsOf(slug: string, view: PermissionView) {
  const role = shippedRole(slug);
  return {
    role,
    rows: toPermissionRows(engine.explainRole(role.templateId, view)!, permissionLabelsOf(shippedRoles())),
  };
}

describe("a role's permissions as CSV", () => {
  it('has one row per permission of the view, in the page’s order, with its labels, view and dataset date', () => {
    const { role, rows } = rowsOf('global-administrator', LISTED);
    const csv = readCsv(rolePermissionsCsv(role, rows, LISTED));
    expect(csv[0]).toEqual([...ROLE_PERMISSIONS_CSV_COLUMNS]);
    expect(csv).toHaveLength(rows.length + 1);
    expect(csv.slice(1).map((line) => line[2])).toEqual(rows.map((row) => row.action));
    const privileged = rows.findIndex((row) => row.privileged && row.tier !== null);
    const line = csv[privileged + 1];
    expect([line[0], line[1], line[5], line[6], line[7], line[8], line[9]]).toEqual([
      'Global Administrator',
      role.templateId,
      'Yes',
      String(rows[privileged].tier),
      'Listed',
      'Listed',
      role.datasetDate,
    ]);
  });

  it('says how each permission is held in the wider views', () => {
    const { role, rows } = rowsOf('user-administrator', INHERITED);
    const csv = readCsv(rolePermissionsCsv(role, rows, INHERITED)).slice(1);
    expect(csv.some((line) => line[7] === 'Inherited from Directory Readers')).toBe(true);
    expect(csv.every((line) => line[8] === 'Listed + Inherited')).toBe(true);
    const effective = rowsOf('global-administrator', EFFECTIVE);
    const wide = readCsv(rolePermissionsCsv(effective.role, effective.rows, EFFECTIVE)).slice(1);
    expect(wide).toHaveLength(effective.rows.length);
    expect(wide.some((line) => line[7].startsWith('Covered by wildcard '))).toBe(true);
    const conditioned = effective.rows.find((row) => row.condition !== null);
    if (conditioned) expect(wide.some((line) => line[3] === conditioned.condition)).toBe(true);
  });

  it('keeps a formula in a description as text', () => {
    const { role, rows } = rowsOf('global-administrator', LISTED);
    const tampered = [{ ...rows[0], description: '=HYPERLINK("https://example.com")' }];
    expect(rolePermissionsCsv(role, tampered, LISTED)).toContain(`,"'=HYPERLINK(""https://example.com"")",`);
  });

  it('is named after the role and the view, and says when filters narrowed it', () => {
    const role = shippedRole('global-administrator');
    expect(rolePermissionsCsvName(role, LISTED, false)).toBe('global-administrator-permissions-listed.csv');
    expect(rolePermissionsCsvName(role, INHERITED, true)).toBe(
      'global-administrator-permissions-inherited-filtered.csv',
    );
    expect(rolePermissionsCsvName(role, { inherit: false, wildcards: true }, false)).toBe(
      'global-administrator-permissions-wildcards.csv',
    );
    expect(rolePermissionsCsvName(role, EFFECTIVE, false)).toBe('global-administrator-permissions-effective.csv');
    expect(rolePermissionsCsvName({ slug: '' }, LISTED, false)).toBe('role-permissions-listed.csv');
  });
});
