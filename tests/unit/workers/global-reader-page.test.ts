// The Global Reader guide's view-model (workers/global-reader-page.ts) on the real dataset: Global Reader as its role
// page has it, the actions it lists that are no reads, exactly as the guide used to pick them from the whole dataset,
// and Global Administrator's id for the comparison.
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import { toEngineRoles } from '../../../src/data/engine-input';
import type { Role } from '../../../src/data/role-model';
import { globalReaderGuide } from '../../../workers/global-reader-page';
import { rolePageAnswers } from '../../../workers/role-page';
import { shippedDatasetDate, shippedRole, shippedRoles } from '../helpers';

const roles = shippedRoles();
const engine = new RoleEngine();
engine.load(toEngineRoles(roles), shippedDatasetDate());
const rolePages = rolePageAnswers(engine, roles);
const reader = shippedRole('global-reader');

describe('globalReaderGuide', () => {
  it('answers Global Reader’s role page model and Global Administrator’s template id', () => {
    const guide = globalReaderGuide(roles, rolePages)!;
    expect(guide.reader).toEqual(rolePages.rolePage('global-reader'));
    expect(guide.reader.role).not.toHaveProperty('permissions');
    expect(guide.adminTemplateId).toBe(shippedRole('global-administrator').templateId);
  });

  it('names the listed actions whose verb is no read, in the role’s order, as the guide picked them itself', () => {
    const guide = globalReaderGuide(roles, rolePages)!;
    const picked = reader.permissions.filter((p) => !/read$/i.test(p.action.split('/').pop() ?? ''));
    expect(guide.listedCount).toBe(reader.permissions.length);
    expect(guide.nonReadActions).toEqual(
      picked.map(({ action, condition, description }) => ({ action, condition, description })),
    );
    expect(guide.nonReadActions.length).toBeGreaterThan(0);
    expect(guide.nonReadActions.length).toBeLessThan(guide.listedCount);
    // A small part of the dataset it stands for.
    expect(JSON.stringify(guide).length).toBeLessThan(JSON.stringify(roles).length / 50);
  });

  it('is null without a built-in Global Reader, and has no admin id without Global Administrator', () => {
    const without = (slug: string): Role[] => roles.filter((r) => r.slug !== slug);
    const noReader = without('global-reader');
    expect(globalReaderGuide(noReader, rolePageAnswers(engine, noReader))).toBeNull();
    const noAdmin = without('global-administrator');
    expect(globalReaderGuide(noAdmin, rolePageAnswers(engine, noAdmin))!.adminTemplateId).toBeNull();
  });
});
