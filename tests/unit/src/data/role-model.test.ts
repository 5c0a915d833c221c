// src/data/role-model.ts: the one adapter from stored rows to the client role model (spec section 3).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { toRole, toRoles, toRolesInSlices, MalformedDataError, ROWS_PER_SLICE } from '../../../../src/data/role-model';
import { DATASET_PATH } from '../../helpers';

describe('the adapter', () => {
  it('maps the spec fallbacks: templateId -> id, empty description, description -> action', () => {
    const role = toRole({
      id: 'x1',
      display_name: 'X',
      template_id: null,
      description: null,
      is_builtin: true,
      role_permissions: [{ permissions: { action: 'a/b/c', friendly_description: null } }],
    });
    expect(role.templateId).toBe('x1');
    expect(role.description).toBe('');
    expect(role.permissions).toEqual([{ action: 'a/b/c', description: 'a/b/c', privileged: false, tier: null }]);
  });

  it('rejects malformed bodies with a clear error', () => {
    expect(() => toRoles({ not: 'an array' })).toThrow(MalformedDataError);
    expect(() => toRoles([42])).toThrow('The role data is malformed');
    expect(() => toRoles([{ id: 1 }])).toThrow(MalformedDataError);
  });
});

describe("reading the dataset in slices (the page's main thread)", () => {
  it('gives exactly what toRoles gives, awaiting between each slice of rows', async () => {
    const rows = JSON.parse(readFileSync(DATASET_PATH, 'utf8')) as unknown[];
    let pauses = 0;
    const sliced = await toRolesInSlices(rows, async () => {
      pauses++;
    });
    expect(sliced).toEqual(toRoles(rows));
    expect(rows.length).toBeGreaterThan(ROWS_PER_SLICE);
    expect(pauses).toBe(Math.ceil(rows.length / ROWS_PER_SLICE) - 1);
  });

  it('refuses a body that is not a list, as toRoles does', async () => {
    await expect(toRolesInSlices({ value: [] }, async () => {})).rejects.toBeInstanceOf(MalformedDataError);
  });
});
