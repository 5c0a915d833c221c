// src/features/finder/finder-csv.ts: the finder's answer as CSV, from the shipped dataset through the real engine, read
// back with an RFC 4180 reader: the need's rows, then the roles in the page's order, view and dataset date on each.
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import type { PermissionView } from '@engine/catalog';
import { toEngineRoles } from '../../../../../src/data/engine-input';
import {
  FINDER_CSV_COLUMNS,
  FINDER_ROW,
  finderCsv,
  finderCsvName,
} from '../../../../../src/features/finder/finder-csv';
import { readCsv, shippedRoles } from '../../../helpers';

const LISTED: PermissionView = { inherit: false, wildcards: false };
const EFFECTIVE: PermissionView = { inherit: true, wildcards: true };
const PASSWORD = 'microsoft.directory/users/password/update';
const BASIC = 'microsoft.directory/users/basic/update';
const DATE = '2026-05-04';

const engine = new RoleEngine();
engine.load(toEngineRoles(shippedRoles()), DATE);

/** The CSV's rows as objects keyed by column. */
function records(text: string) {
  const [header, ...rows] = readCsv(text);
  expect(header).toEqual([...FINDER_CSV_COLUMNS]);
  for (const row of rows) expect(row).toHaveLength(FINDER_CSV_COLUMNS.length);
  return rows.map((row) => Object.fromEntries(FINDER_CSV_COLUMNS.map((column, i) => [column, row[i]])));
}

describe("the finder's answer as CSV", () => {
  it('lists the need, then every single role in the ranked order, each with what it grants beyond the need', () => {
    const answer = engine.leastPrivilege([PASSWORD, BASIC], LISTED);
    expect(answer.singleRoles.length).toBeGreaterThan(3);
    const rows = records(finderCsv(answer, DATE));
    expect(rows.slice(0, 2).map((r) => [r.Row, r.Permission])).toEqual([
      [FINDER_ROW.needed, answer.need[0]],
      [FINDER_ROW.needed, answer.need[1]],
    ]);
    const roles = rows.slice(2);
    expect(roles.map((r) => r.Role)).toEqual(answer.singleRoles.map((fit) => fit.name));
    roles.forEach((row, i) => {
      const fit = answer.singleRoles[i];
      expect(row).toEqual({
        Row: FINDER_ROW.single,
        Rank: String(i + 1),
        Role: fit.name,
        TemplateId: fit.templateId,
        Permission: '',
        CoversNeeded: '2 of 2',
        BeyondNeed: String(fit.extra),
        PermissionsInAll: String(fit.permissionCount),
        PrivilegedMicrosoft: fit.privileged ? 'Yes' : 'No',
        Tier: fit.tier === null ? '' : String(fit.tier),
        View: 'Listed',
        DatasetDate: DATE,
      });
    });
    // Best first, as the page ranks them: nothing grants less beyond the need than the first role.
    expect(Math.min(...answer.singleRoles.map((fit) => fit.extra))).toBe(Number(roles[0].BeyondNeed));
    expect(finderCsvName(answer)).toBe('least-privilege-listed.csv');
  });

  it('names the smallest combination (and whether it is proven) when no single role grants the whole need', () => {
    // The conditioned form only guest roles hold, and the unconditioned action they lack: no role holds both.
    const need = [`${PASSWORD} [$ResourceIsSelf]`, PASSWORD];
    const answer = engine.leastPrivilege(need, LISTED);
    expect(answer.singleRoles).toEqual([]);
    expect(answer.combination.length).toBeGreaterThanOrEqual(2);
    const rows = records(finderCsv(answer, DATE));
    const label = answer.combinationProven ? FINDER_ROW.provenCombination : FINDER_ROW.estimatedCombination;
    const roles = rows.filter((r) => r.Row === label);
    expect(roles.map((r) => r.Role)).toEqual(answer.combination.map((fit) => fit.name));
    expect(roles.map((r) => r.CoversNeeded)).toEqual(
      answer.combination.map((fit) => `${fit.permissionCount - fit.extra} of 2`),
    );
  });

  it('keeps strings not in the dataset as typed, with any formula start neutralised, and says the view', () => {
    const answer = engine.leastPrivilege(
      [PASSWORD, '=HYPERLINK("x"),1', 'microsoft.directory/nothing/here'],
      EFFECTIVE,
    );
    const rows = records(finderCsv(answer, DATE));
    const unknown = rows.filter((r) => r.Row === FINDER_ROW.unknown).map((r) => r.Permission);
    expect(unknown).toEqual([`'=HYPERLINK("x"),1`, 'microsoft.directory/nothing/here']);
    expect(rows.every((r) => r.View === 'Effective (Listed + Inherited + Wildcards)' && r.DatasetDate === DATE)).toBe(
      true,
    );
    expect(finderCsvName(answer)).toBe('least-privilege-effective.csv');
  });
});
