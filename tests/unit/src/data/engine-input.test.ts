// src/data/engine-input.ts: client roles as the engine's plain input, what crosses into the worker.
import { describe, expect, it } from 'vitest';
import { engineRolesBytes, ROLES_PER_SLICE, toEngineRoles } from '../../../../src/data/engine-input';
import { shippedRoles } from '../../helpers';

describe('engine input', () => {
  const roles = shippedRoles();
  const input = toEngineRoles(roles);

  it('keeps every role in order with its template id, name, inheritance, privilege and tier', () => {
    expect(input).toHaveLength(roles.length);
    input.forEach((r, i) => {
      expect(r).toMatchObject({
        templateId: roles[i].templateId,
        name: roles[i].displayName,
        inheritsFrom: roles[i].inheritsFrom,
        privileged: roles[i].privileged,
        tier: roles[i].tier,
      });
      expect(r.grants).toHaveLength(roles[i].permissions.length);
    });
  });

  it('turns each permission into a grant, with null for no condition', () => {
    const user = input.find((r) => r.name === 'User')!;
    expect(user.grants).toContainEqual({
      action: 'microsoft.directory/applications/basic/update',
      condition: '$SubjectIsOwner',
    });
    for (const r of input) for (const g of r.grants) expect(Object.keys(g)).toEqual(['action', 'condition']);
    expect(input.flatMap((r) => r.grants).filter((g) => g.condition === null).length).toBeGreaterThan(0);
  });

  it('is plain data that survives a structured clone unchanged (the worker boundary)', () => {
    expect(structuredClone(input)).toEqual(input);
  });
});

describe('engine input as JSON bytes, in slices (what the page transfers to the worker)', () => {
  const roles = shippedRoles();

  it.each([0, 1, ROLES_PER_SLICE, roles.length])(
    'decodes back to exactly toEngineRoles of %i roles, a piece per slice, pausing between slices',
    async (n) => {
      const some = roles.slice(0, n);
      let pauses = 0;
      const pieces = await engineRolesBytes(some, async () => {
        pauses++;
      });
      const decoder = new TextDecoder();
      expect(pieces.flatMap((piece) => JSON.parse(decoder.decode(piece)) as unknown[])).toEqual(toEngineRoles(some));
      expect(pieces).toHaveLength(Math.ceil(n / ROLES_PER_SLICE));
      expect(pauses).toBe(Math.max(0, pieces.length - 1));
    },
  );
});
