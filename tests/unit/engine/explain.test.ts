// workers/engine/explain.ts: how a role holds each permission (listed / inherited / wildcard), and the roles granting an action.
import { describe, expect, it } from 'vitest';
import { explainRole, rolesGranting } from '@engine/explain';
import { LISTED_VIEW } from '@engine/catalog';
import { explainListed } from '@engine/explain-listed';
import { hasBit } from '@engine/bitset';
import { shippedCatalog, shippedRoles } from '../helpers';

const catalog = shippedCatalog();
const roles = shippedRoles();
const GA = '62e90394-69f5-4237-9190-012177145e10';
const READERS = '88d8e3e3-8f55-4a1e-953a-9b9898b8876b';
const INHERIT = { inherit: true, wildcards: false };
const WILD = { inherit: false, wildcards: true };

describe('explainListed (what the pages compute without the worker)', () => {
  it("gives, for every shipped role, the members of the role's Listed bitset, in the catalog's key order", () => {
    catalog.roles.forEach((role, i) => {
      const fromBits = catalog.keys.flatMap((key, id) =>
        hasBit(catalog.listed[i], id)
          ? [{ key, action: catalog.grants[id].action, condition: catalog.grants[id].condition ?? null }]
          : [],
      );
      const own = explainListed(role.grants);
      expect(
        own.map(({ key, action, condition }) => ({ key, action, condition })),
        role.name,
      ).toEqual(fromBits);
      expect(own.every((p) => p.how.kind === 'listed')).toBe(true);
    });
  });

  it('lists a repeated grant once, reads an empty condition as none, and sorts by code unit', () => {
    const own = explainListed([
      { action: 'b/x/read' },
      { action: 'a/x/read', condition: '' },
      { action: 'B/x/read' },
      { action: 'a/x/read', condition: '$ResourceIsSelf' },
      { action: 'b/x/read', condition: null },
    ]);
    expect(own.map((p) => [p.key, p.condition])).toEqual([
      ['B/x/read', null],
      ['a/x/read', null],
      ['a/x/read [$ResourceIsSelf]', '$ResourceIsSelf'],
      ['b/x/read', null],
    ]);
  });
});

describe('explainRole', () => {
  it('in the Listed view, every permission is listed and the count matches the role', () => {
    const explained = explainRole(catalog, GA, LISTED_VIEW)!;
    expect(explained).toHaveLength(roles.find((r) => r.templateId === GA)!.permissions.length);
    expect(explained.every((p) => p.how.kind === 'listed')).toBe(true);
  });

  it('with inheritance, Directory Readers actions that GA does not list are inherited from Directory Readers', () => {
    const gaListed = new Set(roles.find((r) => r.templateId === GA)!.permissions.map((p) => p.action));
    const readerOnly = roles
      .find((r) => r.templateId === READERS)!
      .permissions.filter((p) => !p.condition && !gaListed.has(p.action));
    expect(readerOnly.length).toBeGreaterThan(0);
    const explained = explainRole(catalog, GA, INHERIT)!;
    for (const p of readerOnly) {
      expect(explained.find((e) => e.key === p.action)?.how).toEqual({
        kind: 'inherited',
        fromTemplateId: READERS,
        fromName: 'Directory Readers',
      });
    }
  });

  it('with wildcards, names the covering grant', () => {
    const explained = explainRole(catalog, GA, WILD)!;
    const basicUpdate = explained.find((e) => e.key === 'microsoft.directory/users/basic/update');
    expect(basicUpdate?.how).toEqual({ kind: 'wildcard', via: 'microsoft.directory/users/allProperties/allTasks' });
    expect(explainRole(catalog, 'no-such-role', WILD)).toBeNull();
  });
});

describe('rolesGranting', () => {
  it('lists exactly the roles that list an action, fewest permissions first', () => {
    const action = 'microsoft.directory/users/password/update';
    const granting = rolesGranting(catalog, action, LISTED_VIEW)!;
    const expected = roles
      .filter((r) => r.permissions.some((p) => p.action === action && !p.condition))
      .map((r) => r.displayName);
    expect(granting.map((g) => g.name).sort()).toEqual(expected.sort());
    for (let i = 1; i < granting.length; i++)
      expect(granting[i].permissionCount).toBeGreaterThanOrEqual(granting[i - 1].permissionCount);
    expect(rolesGranting(catalog, 'microsoft.nothing/x/y', LISTED_VIEW)).toBeNull();
  });

  it('grows with wildcards and says which grant covers it', () => {
    const action = 'microsoft.directory/users/basic/update';
    const listed = rolesGranting(catalog, action, LISTED_VIEW)!;
    const wild = rolesGranting(catalog, action, WILD)!;
    expect(wild.length).toBeGreaterThan(listed.length);
    const ga = wild.find((g) => g.templateId === GA)!;
    expect(ga.how.kind).toBe('wildcard');
  });
});
