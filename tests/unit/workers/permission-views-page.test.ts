// The permission views guide's view-model (workers/permission-views-page.ts) on the real dataset: the roles its
// privilege and notes sections name, exactly as the guide used to pick them from the whole role list, with no more of
// each role than the sections show.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../src/data/role-model';
import { privilegeDisagreements, type PrivilegeRole } from '../../../src/features/permissions/privilege-disagreements';
import { permissionViewsDoc } from '../../../workers/permission-views-page';
import { shippedRoles } from '../helpers';

const roles = shippedRoles();
const builtIn = roles.filter((r) => r.builtIn);
const model = permissionViewsDoc(roles);

/** Just a role's facts the section shows, from the helper's roles, which are the full ones here. */
const privilegeFacts = ({ templateId, slug, displayName, privileged, tier }: PrivilegeRole) => ({
  templateId,
  slug,
  displayName,
  privileged,
  tier,
});

describe('permissionViewsDoc', () => {
  it('names the roles whose flag and tier disagree, as the guide worked them out from the whole list', () => {
    // The helper as the guide called it, on the built-in roles with every field and permission.
    const fromList = privilegeDisagreements(builtIn);
    expect(model.disagreements).toEqual({
      examples: fromList.examples.map(privilegeFacts),
      tierZeroNotFlagged: fromList.tierZeroNotFlagged.map(privilegeFacts),
      flaggedNotTierZero: fromList.flaggedNotTierZero.map(privilegeFacts),
    });
    expect(model.disagreements.examples.map((r) => r.displayName)).toEqual([
      'Billing Administrator',
      'Application Developer',
    ]);
    expect(model.disagreements.tierZeroNotFlagged.length).toBeGreaterThan(0);
    expect(model.disagreements.flaggedNotTierZero.length).toBeGreaterThan(0);
  });

  it('lists every built-in role with notes, in the dataset’s order, with its link and notes', () => {
    const noted = builtIn.filter((r) => r.notes.length > 0);
    expect(noted.length).toBeGreaterThan(0);
    expect(model.noted).toEqual(
      noted.map(({ templateId, slug, displayName, notes }) => ({ templateId, slug, displayName, notes })),
    );
  });

  it('carries no permission list, and is a small part of the dataset it stands for', () => {
    const { examples, tierZeroNotFlagged, flaggedNotTierZero } = model.disagreements;
    for (const role of [...examples, ...tierZeroNotFlagged, ...flaggedNotTierZero, ...model.noted])
      expect(role).not.toHaveProperty('permissions');
    expect(JSON.stringify(model).length).toBeLessThan(JSON.stringify(roles).length / 50);
  });

  it('names no custom role', () => {
    const custom: Role = { ...builtIn.find((r) => r.notes.length > 0)!, builtIn: false, templateId: 'custom-1' };
    expect(permissionViewsDoc([...roles, custom])).toEqual(model);
  });
});
