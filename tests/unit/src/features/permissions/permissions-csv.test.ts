// src/features/permissions/permissions-csv.ts: the /permissions list as CSV, over the shipped dataset's index.
import { describe, expect, it } from 'vitest';
import { permissionIndexOf } from '../../../../../src/features/permissions/permission-index';
import {
  PERMISSIONS_CSV_COLUMNS,
  permissionsCsv,
  permissionsCsvName,
} from '../../../../../src/features/permissions/permissions-csv';
import { shippedRoles } from '../../../helpers';

describe('the permissions list as CSV', () => {
  const { entries } = permissionIndexOf(shippedRoles());
  const rows = permissionsCsv(entries, '2026-05-04').trimEnd().split('\r\n');

  it('has one row per action, in the list’s order, each with the dataset date', () => {
    expect(rows[0]).toBe(PERMISSIONS_CSV_COLUMNS.join(','));
    expect(rows).toHaveLength(entries.length + 1);
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(entries.map((e) => e.action));
    expect(rows.slice(1).every((row) => row.endsWith(',2026-05-04'))).toBe(true);
  });

  it('says how roles grant each action: with no condition, under conditions, or both', () => {
    const onlyConditioned = entries.find((e) => !e.unconditioned && e.conditions.length > 0);
    const both = entries.find((e) => e.unconditioned && e.conditions.length > 0)!;
    expect(rows).toContainEqual(expect.stringContaining(`${both.action},`));
    expect(rows.find((row) => row.startsWith(`${both.action},`))).toContain(
      `,No condition; ${both.conditions.join('; ')},`,
    );
    if (onlyConditioned)
      expect(rows.find((row) => row.startsWith(`${onlyConditioned.action},`))).toContain(
        `,${onlyConditioned.conditions.join('; ')},`,
      );
    const plain = entries.find((e) => e.unconditioned && e.conditions.length === 0)!;
    expect(rows.find((row) => row.startsWith(`${plain.action},`))).toContain(',No condition,');
  });

  it('keeps a formula in a description as text, and names a filtered file', () => {
    const tampered = [{ ...entries[0], description: '@SUM(A1)' }];
    expect(permissionsCsv(tampered, '')).toContain(",'@SUM(A1),");
    expect([permissionsCsvName(false), permissionsCsvName(true)]).toEqual([
      'permissions.csv',
      'permissions-filtered.csv',
    ]);
  });
});
