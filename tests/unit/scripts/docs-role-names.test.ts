import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { graphRoleForDocsName } from '../../../scripts/lib/docs-role-names';
import { dataPath } from '../helpers';

const roles: { displayName: string; templateId: string }[] = JSON.parse(
  readFileSync(dataPath('data/source/roles.graph.json'), 'utf8'),
).value;

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
