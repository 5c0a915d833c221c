// A share link's packed custom roles, on the real dataset: packed and read back by the real import, same roles.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRoleDefinitions, type CustomRole } from '../../../../../src/data/custom-roles';
import {
  MAX_SHARED_ROLES_CHARS,
  packSharedRoles,
  sharedDefinitions,
  unpackSharedRoles,
} from '../../../../../src/features/custom-roles/share-pack';
import { shippedRoles } from '../../../helpers';

const builtIns = shippedRoles();
const fixture = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../../../../fixtures/custom-roles', name), 'utf8');

function imported(text: string): CustomRole[] {
  const result = parseRoleDefinitions(text, builtIns);
  if ('error' in result) throw new Error(result.error.message);
  return result.roles;
}

describe('share-pack', () => {
  it('packs custom roles (conditions kept) and reads them back as the same roles', async () => {
    const roles = imported(fixture('graph-beta.json'));
    expect(roles.some((role) => role.permissions.some((p) => p.condition))).toBe(true);
    const packed = await packSharedRoles(roles);
    if (!('packed' in packed)) throw new Error(packed.tooLarge);
    expect(packed.packed).toMatch(/^[\w-]+$/);
    const text = await unpackSharedRoles(packed.packed);
    expect(text).toBe(sharedDefinitions(roles));
    expect(imported(text!)).toEqual(roles);
  });

  it('writes more roles than one slice holds to the same text, and reads them back', async () => {
    const roles = imported(
      JSON.stringify(
        Array.from({ length: 120 }, (_, i) => ({
          displayName: `Sliced Role ${i}`,
          rolePermissions: [{ allowedResourceActions: ['microsoft.directory/users/password/update'] }],
        })),
      ),
    );
    const packed = await packSharedRoles(roles);
    if (!('packed' in packed)) throw new Error(packed.tooLarge);
    expect(await unpackSharedRoles(packed.packed)).toBe(sharedDefinitions(roles));
  });

  it('refuses a link past the bound with the numbers, and reads nothing from a part that is no packed text', async () => {
    // Hex from a fixed linear congruential sequence: text DEFLATE cannot shrink much, the same on every run.
    let seed = 17;
    const hex = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed.toString(16).padStart(8, '0');
    };
    const many = imported(
      JSON.stringify(
        Array.from({ length: 600 }, (_, i) => ({
          displayName: `Role ${i}`,
          rolePermissions: [
            { allowedResourceActions: [1, 2, 3].map(() => `microsoft.directory/c${hex()}${hex()}/update`) },
          ],
        })),
      ),
    );
    // Written 50 roles per task: 600 roles pause 11 times between slices.
    let pauses = 0;
    const packed = await packSharedRoles(many, async () => {
      pauses++;
    });
    expect(pauses).toBe(11);
    if (!('tooLarge' in packed)) throw new Error('expected too large');
    expect(packed.tooLarge).toMatch(
      new RegExp(
        `^The custom roles are too large for a link \\([\\d,]+ characters packed, at most ${MAX_SHARED_ROLES_CHARS.toLocaleString('en-US')}\\)`,
      ),
    );
    expect(await unpackSharedRoles('not-deflate')).toBeNull();
    expect(await unpackSharedRoles('%%%')).toBeNull();
  });
});
