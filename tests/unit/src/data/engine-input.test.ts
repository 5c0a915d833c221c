// src/data/engine-input.ts: client roles as the engine's plain input, what crosses into the worker.
import { describe, expect, it } from 'vitest';
import { toEngineRoles } from '../../../../src/data/engine-input';
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
