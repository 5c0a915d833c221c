// src/features/permissions/granting-roles-csv.ts: the roles granting one permission as CSV, from the shipped dataset
// through the real engine, read back with an RFC 4180 reader: the page's forms and order, labels, view and date.
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import type { PermissionView } from '@engine/catalog';
import { toEngineRoles } from '../../../../../src/data/engine-input';
import { provenanceText } from '../../../../../src/features/permissions/provenance-text';
import {
  GRANTING_ROLES_CSV_COLUMNS,
  grantingRolesCsv,
  grantingRolesCsvName,
} from '../../../../../src/features/permissions/granting-roles-csv';
import { readCsv, shippedRoles } from '../../../helpers';

const LISTED: PermissionView = { inherit: false, wildcards: false };
const WILDCARDS: PermissionView = { inherit: false, wildcards: true };
const PASSWORD = 'microsoft.directory/users/password/update';
const SELF = '$ResourceIsSelf';
const DATE = '2026-05-04';

const roles = shippedRoles();
const byId = new Map(roles.map((role) => [role.templateId, role]));
const engine = new RoleEngine();
engine.load(toEngineRoles(roles), DATE);

function csvOf(view: PermissionView) {
  const forms = [
    { condition: null, granting: engine.rolesGranting([PASSWORD], view)[0] },
    { condition: SELF, granting: engine.rolesGranting([`${PASSWORD} [${SELF}]`], view)[0] },
  ];
  return { forms, rows: readCsv(grantingRolesCsv(PASSWORD, forms, view, (id) => byId.get(id), DATE)) };
}

describe('the roles granting a permission as CSV', () => {
  it('lists the unconditioned grant, then each conditioned form, each role with its labels, view and date', () => {
    const { forms, rows } = csvOf(LISTED);
    expect(rows[0]).toEqual([...GRANTING_ROLES_CSV_COLUMNS]);
    const expected = forms.flatMap(({ condition, granting }) =>
      granting!.map((g) => {
        const role = byId.get(g.templateId)!;
        return [
          PASSWORD,
          condition ?? '',
          g.name,
          g.templateId,
          'Listed',
          String(g.permissionCount),
          role.privileged ? 'Yes' : 'No',
          role.tier === null ? '' : String(role.tier),
          'Listed',
          DATE,
        ];
      }),
    );
    expect(forms[0].granting!.length).toBeGreaterThan(1);
    expect(forms[1].granting!.length).toBeGreaterThan(0);
    expect(rows.slice(1)).toEqual(expected);
    expect(grantingRolesCsvName(PASSWORD, LISTED)).toBe('microsoft.directory-users-password-update-roles-listed.csv');
  });

  it('says how each role holds it in a wider view (a wildcard, or the unconditioned grant covering its Self form)', () => {
    const { forms, rows } = csvOf(WILDCARDS);
    const how = rows.slice(1).map((row) => row[4]);
    expect(how).toEqual(
      forms.flatMap(({ condition, granting }) =>
        granting!.map((g) => provenanceText(g.how, condition ? `${PASSWORD} [${condition}]` : PASSWORD)),
      ),
    );
    expect(how.some((text) => text.startsWith('Covered by'))).toBe(true);
    expect(rows.slice(1).every((row) => row[8] === 'Listed + Wildcards')).toBe(true);
    expect(grantingRolesCsvName(PASSWORD, WILDCARDS)).toBe(
      'microsoft.directory-users-password-update-roles-wildcards.csv',
    );
  });
});
