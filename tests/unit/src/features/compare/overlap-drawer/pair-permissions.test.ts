// src/features/compare/overlap-drawer/pair-permissions.ts: the overlap drawer's entries, verdicts and plain-text copy.
import { describe, expect, it } from 'vitest';
import { pairDetail } from '@engine/analyze';
import {
  conditionBadge,
  overlapDetailsText,
  permissionIndex,
  replacementVerdict,
  toEntries,
  type PermissionEntry,
} from '../../../../../../src/features/compare/overlap-drawer/pair-permissions';
import { shippedCatalog, shippedRole, shippedRoles } from '../../../../helpers';

const roles = shippedRoles();
const index = permissionIndex(roles);
const PASSWORD = 'microsoft.directory/users/password/update';
const entry = (changes: Partial<PermissionEntry>): PermissionEntry => ({
  key: 'a/b/c',
  action: 'a/b/c',
  description: 'a/b/c',
  condition: null,
  privileged: false,
  tier: null,
  ...changes,
});

describe('condition badges', () => {
  it('are Self and Owner for the built-in conditions, and the bare name otherwise', () => {
    expect(conditionBadge('$ResourceIsSelf')).toBe('Self');
    expect(conditionBadge('$SubjectIsOwner')).toBe('Owner');
    expect(conditionBadge('$SomethingNew')).toBe('SomethingNew');
    expect(conditionBadge('NoDollar')).toBe('NoDollar');
  });
});

describe('drawer entries', () => {
  it('index every permission of the dataset by member key, conditioned forms apart', () => {
    expect(index.size).toBe(shippedCatalog().keys.length);
    expect(index.get(PASSWORD)?.condition).toBeUndefined();
    expect(index.get(`${PASSWORD} [$ResourceIsSelf]`)?.condition).toBe('$ResourceIsSelf');
  });

  it("describe each key of a real pair detail with the dataset's labels", () => {
    const ga = shippedRole('global-administrator');
    const user = shippedRole('user');
    const detail = pairDetail(shippedCatalog(), ga.templateId, user.templateId, { inherit: false, wildcards: false })!;
    for (const list of [detail.shared, detail.onlyA, detail.onlyB]) {
      for (const e of toEntries(list, index)) {
        const known = index.get(e.key)!;
        expect(e).toEqual({
          key: e.key,
          action: known.action,
          description: known.description,
          condition: known.condition ?? null,
          privileged: known.privileged,
          tier: known.tier,
        });
      }
    }
    expect(toEntries(detail.onlyB, index).some((e) => e.condition === '$ResourceIsSelf')).toBe(true);
  });

  it('still show the action and condition of a key the index does not know', () => {
    expect(toEntries(['ns/x/read [$SubjectIsOwner]', 'ns/y/read', 'odd [key'], index)).toEqual([
      {
        key: 'ns/x/read [$SubjectIsOwner]',
        action: 'ns/x/read',
        description: 'ns/x/read',
        condition: '$SubjectIsOwner',
        privileged: false,
        tier: null,
      },
      {
        key: 'ns/y/read',
        action: 'ns/y/read',
        description: 'ns/y/read',
        condition: null,
        privileged: false,
        tier: null,
      },
      { key: 'odd [key', action: 'odd [key', description: 'odd [key', condition: null, privileged: false, tier: null },
    ]);
    expect(toEntries([], index)).toEqual([]);
  });
});

describe('replacement verdict', () => {
  it('says what replacing one role with the other would add, privileged ones counted', () => {
    expect(replacementVerdict('Role A', 'Role B', [])).toBe('Replacing Role A with Role B grants no new permissions');
    expect(replacementVerdict('Role A', 'Role B', [entry({ privileged: true })])).toBe(
      'Role B grants 1 permission that Role A does not (1 privileged)',
    );
    expect(replacementVerdict('Role A', 'Role B', [entry({}), entry({ privileged: true }), entry({})])).toBe(
      'Role B grants 3 permissions that Role A does not (1 privileged)',
    );
  });
});

describe('copied text', () => {
  it('has the header, then each section with its count and one permission a line, marks in brackets', () => {
    const text = overlapDetailsText(
      ['Role A × Role B: 50%', '1 shared of 2 unique permissions'],
      [
        {
          heading: 'Shared',
          entries: [
            entry({
              action: 'ns/x/update',
              description: 'Update x',
              condition: '$ResourceIsSelf',
              privileged: true,
              tier: 0,
            }),
            entry({ action: 'ns/y/read', description: 'ns/y/read' }),
          ],
          emptyText: 'None',
        },
        { heading: 'Only in Role A', entries: [], emptyText: 'No permissions only in Role A' },
      ],
    );
    expect(text).toBe(
      [
        'Role A × Role B: 50%',
        '1 shared of 2 unique permissions',
        '',
        'Shared (2)',
        '- ns/x/update [Self, Privileged, Tier 0] — Update x',
        '- ns/y/read',
        '',
        'Only in Role A (0)',
        'No permissions only in Role A',
        '',
      ].join('\n'),
    );
  });

  it('writes Tier 0 but leaves out a missing tier', () => {
    expect(
      overlapDetailsText(
        [],
        [
          {
            heading: 'H',
            entries: [entry({ tier: 0 }), entry({ tier: null, condition: '$SubjectIsOwner' })],
            emptyText: '',
          },
        ],
      ),
    ).toBe('\n\nH (2)\n- a/b/c [Tier 0]\n- a/b/c [Owner]\n');
  });
});
