// workers/engine/engine.ts: the engine's stateful front (what the worker exposes and the CLI uses): one loaded catalog.
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import { LISTED_VIEW } from '@engine/catalog';
import { CSV_COLUMNS } from '@engine/csv';
import { toEngineRoles } from '../../../src/data/engine-input';
import { shippedCatalog, shippedRoles } from '../helpers';

const GA = '62e90394-69f5-4237-9190-012177145e10';
const GR = 'f2ef992c-3afb-46b9-b7cf-a126ee74c451';

describe('RoleEngine', () => {
  it('refuses every question before a dataset is loaded', () => {
    const engine = new RoleEngine();
    expect(() => engine.analyze([GA, GR], LISTED_VIEW)).toThrow('The role engine has no dataset loaded yet.');
    expect(() => engine.quickStats([GA], LISTED_VIEW)).toThrow(/no dataset loaded/);
    expect(() => engine.leastPrivilege(['x'], LISTED_VIEW)).toThrow(/no dataset loaded/);
  });

  it('loads the shipped roles and sums them up', () => {
    const engine = new RoleEngine();
    const roles = shippedRoles();
    const forms = new Set(roles.flatMap((r) => r.permissions.map((p) => `${p.action}|${p.condition ?? ''}`)));
    expect(engine.load(toEngineRoles(roles), '2026-08-18')).toEqual({
      roleCount: roles.length,
      permissionCount: forms.size,
      datasetDate: '2026-08-18',
    });
  });

  it('answers on the loaded catalog, and writes the dataset date into the CSV', () => {
    const engine = new RoleEngine();
    engine.load(toEngineRoles(shippedRoles()), '2026-08-18');
    const r = engine.analyze([GA, GR], LISTED_VIEW);
    expect(r.roles.map((x) => x.name)).toEqual(['Global Administrator', 'Global Reader']);
    expect(engine.quickStats([GA, GR], LISTED_VIEW)).toEqual({ union: r.unionCount, common: r.intersectionCount });
    expect(engine.pairDetail(GA, GR, LISTED_VIEW)!.shared).toHaveLength(r.intersectionCount);
    const lines = engine.csv([GA, GR], LISTED_VIEW).trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(r.unionCount + 1);
    for (const line of lines.slice(1)) expect(line.endsWith(',Listed,2026-08-18')).toBe(true);
    const counts = engine.permissionCounts(LISTED_VIEW);
    expect(counts.templateIds).toEqual(shippedRoles().map((role) => role.templateId));
    expect([...counts.counts]).toEqual(shippedCatalog().listed.map((_, i) => shippedRoles()[i].permissions.length));
    expect(engine.explainRole(GA, LISTED_VIEW)).toHaveLength(r.roles[0].permissionCount);
    expect(engine.rolesGranting(['microsoft.directory/users/delete'], LISTED_VIEW)[0]!.map((g) => g.name)).toContain(
      'User Administrator',
    );
    expect(
      engine.leastPrivilege(['microsoft.directory/users/delete'], LISTED_VIEW).singleRoles.map((f) => f.name),
    ).toContain('User Administrator');
  });

  it('replaces the catalog on a second load', () => {
    const engine = new RoleEngine();
    engine.load(toEngineRoles(shippedRoles()), 'first');
    expect(
      engine.load([{ templateId: 'x', name: 'X', inheritsFrom: [], grants: [{ action: 'n/x/r' }] }], 'second'),
    ).toEqual({ roleCount: 1, permissionCount: 1, datasetDate: 'second' });
    expect(engine.analyze([GA, 'x'], LISTED_VIEW).unknownIds).toEqual([GA]);
  });
});
