// A principal's detail: the union of its roles in the chosen view, and the proven-minimal set that keeps it.
import { describe, expect, it } from 'vitest';
import { LISTED_VIEW } from '@engine/catalog';
import { permissionKey } from '@engine/permission-grammar';
import { EFFECTIVE, engineWith, GLOBAL_ADMINISTRATOR, USER_ADMINISTRATOR } from './fixtures';
import { shippedRole } from '../../helpers';

const engine = engineWith();
const listedKeys = (slug: string) => shippedRole(slug).permissions.map((p) => permissionKey(p.action, p.condition));

describe('principalPermissions', () => {
  it('Listed view: the union of both roles, and both are needed to keep it', () => {
    const detail = engine.principalPermissions(
      [GLOBAL_ADMINISTRATOR, USER_ADMINISTRATOR, USER_ADMINISTRATOR],
      LISTED_VIEW,
    );
    const union = new Set([...listedKeys('global-administrator'), ...listedKeys('user-administrator')]);
    expect(new Set(detail.union)).toEqual(union);
    expect(detail.union).toHaveLength(union.size);
    expect(detail.minimalSet.sort()).toEqual([GLOBAL_ADMINISTRATOR, USER_ADMINISTRATOR].sort());
    expect(detail.droppedRoles).toEqual([]);
    expect(detail.viewLabel).toBe('Listed');
  });

  it('effective view: Global Administrator alone keeps the union; dropping User Administrator removes nothing', () => {
    const detail = engine.principalPermissions([USER_ADMINISTRATOR, GLOBAL_ADMINISTRATOR], EFFECTIVE);
    expect(detail.minimalSet).toEqual([GLOBAL_ADMINISTRATOR]);
    expect(detail.minimalSetProven).toBe(true);
    expect(detail.droppedRoles).toEqual([USER_ADMINISTRATOR]);
    expect(detail.removedByDropping).toEqual([]);
    expect(detail.union).toEqual(engine.analyze([GLOBAL_ADMINISTRATOR], EFFECTIVE).actions);
  });

  it('names an unknown role and leaves it out', () => {
    const detail = engine.principalPermissions([USER_ADMINISTRATOR, 'not-a-role'], LISTED_VIEW);
    expect(detail.unknownIds).toEqual(['not-a-role']);
    expect(detail.roles.map((r) => r.templateId)).toEqual([USER_ADMINISTRATOR]);
  });
});
