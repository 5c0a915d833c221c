import { describe, expect, it } from 'vitest';
import { graphRoleForDocsName } from '../../../scripts/lib/docs-role-names';

// Names as Graph exports spell them (a fixture of its own: the function is pure).
const roles: { displayName: string; templateId: string }[] = [
  { displayName: 'Azure AD Joined Device Local Administrator', templateId: '9f06204d-73c1-4d4c-880a-6edb90606fd8' },
  { displayName: 'Lifecycle Workflows Administrator', templateId: '59d46f88-662b-457b-bceb-5c3809e5908f' },
  { displayName: 'Customer LockBox Access Approver', templateId: '5c4f9dcd-47dc-4cf7-8c9a-9e4207cbfc91' },
  { displayName: 'Global Reader', templateId: 'f2ef992c-3afb-46b9-b7cf-a126ee74c451' },
];

describe('graphRoleForDocsName', () => {
  it('maps the docs name of the joined-device role to the Graph name', () => {
    expect(graphRoleForDocsName('Microsoft Entra Joined Device Local Administrator', roles)?.displayName).toBe(
      'Azure AD Joined Device Local Administrator',
    );
  });

  it('matches names that differ only in letter case', () => {
    expect(graphRoleForDocsName('Lifecycle workflows Administrator', roles)?.templateId).toBe(
      '59d46f88-662b-457b-bceb-5c3809e5908f',
    );
    expect(graphRoleForDocsName('Customer Lockbox Access Approver', roles)?.displayName).toBe(
      'Customer LockBox Access Approver',
    );
  });

  it('finds no role for a docs role the export lacks', () => {
    expect(graphRoleForDocsName('Entra SOC Identity Responder', roles)).toBeNull();
    expect(graphRoleForDocsName('Entra Customer Lockbox Approver', roles)).toBeNull();
  });
});
