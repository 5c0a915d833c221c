// src/features/permissions/provenance-text.ts: how a role holds a permission, in words, for what the engine explains.
import { describe, expect, it } from 'vitest';
import { explainRole } from '@engine/explain';
import { provenanceText } from '../../../../../src/features/permissions/provenance-text';
import { shippedCatalog, shippedRoles } from '../../../helpers';

const EFFECTIVE = { inherit: true, wildcards: true };

describe('provenance text', () => {
  it('says Listed, Inherited from the role, or Covered by the wildcard grant', () => {
    expect(provenanceText({ kind: 'listed' }, 'microsoft.directory/users/delete')).toBe('Listed');
    expect(
      provenanceText(
        { kind: 'inherited', fromTemplateId: 'x', fromName: 'Directory Readers' },
        'microsoft.directory/users/basic/read',
      ),
    ).toBe('Inherited from Directory Readers');
    expect(
      provenanceText(
        { kind: 'wildcard', via: 'microsoft.directory/users/allProperties/allTasks' },
        'microsoft.directory/users/delete',
      ),
    ).toBe('Covered by wildcard microsoft.directory/users/allProperties/allTasks');
  });

  it('calls the unconditioned grant of the same action what it is, not a wildcard', () => {
    const key = 'microsoft.directory/auditLogs/allProperties/read [$SubjectIsOwner]';
    expect(provenanceText({ kind: 'wildcard', via: 'microsoft.directory/auditLogs/allProperties/read' }, key)).toBe(
      'Covered by the unconditioned grant microsoft.directory/auditLogs/allProperties/read',
    );
  });

  it('names the role a covering grant is inherited from', () => {
    const key = 'microsoft.directory/users/appRoleAssignments/read [$ResourceIsSelf]';
    expect(
      provenanceText(
        {
          kind: 'wildcard',
          via: 'microsoft.directory/users/appRoleAssignments/read',
          viaInheritedFrom: 'Directory Readers',
        },
        key,
      ),
    ).toBe(
      'Covered by the unconditioned grant microsoft.directory/users/appRoleAssignments/read (inherited from Directory Readers)',
    );
    expect(
      provenanceText(
        {
          kind: 'wildcard',
          via: 'microsoft.directory/users/allProperties/read',
          viaInheritedFrom: 'Directory Readers',
        },
        'microsoft.directory/users/basic/read',
      ),
    ).toBe('Covered by wildcard microsoft.directory/users/allProperties/read (inherited from Directory Readers)');
  });

  it('has a sentence for every permission of every shipped role in the Effective view, naming its source', () => {
    const catalog = shippedCatalog();
    for (const role of shippedRoles()) {
      for (const member of explainRole(catalog, role.templateId, EFFECTIVE)!) {
        const text = provenanceText(member.how, member.key);
        if (member.how.kind === 'listed') expect(text).toBe('Listed');
        else if (member.how.kind === 'inherited') expect(text).toBe(`Inherited from ${member.how.fromName}`);
        else
          expect(text).toMatch(
            new RegExp(`^Covered by (wildcard|the unconditioned grant) ${member.how.via.replace(/[.$]/g, '\\$&')}`),
          );
      }
    }
  });
});
