// The generated tenant the bench (and the page's tests) read: the sizes asked for, the same bytes every time, a file the reader takes whole.
import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_FLAG } from '@engine/assignments/review';
import { syntheticTenantFile, syntheticTenantPages } from '../../../../scripts/bench/synthetic-assignments';
import { toEngineRoles } from '../../../../src/data/engine-input';
import { engineWith } from '../../engine/assignments/fixtures';
import { shippedRoles } from '../../helpers';

const roles = toEngineRoles(shippedRoles());
const options = { principals: 800, assignments: 2000, pageSize: 500 };

describe('syntheticTenantFile', () => {
  it('holds the assignments and principals asked for, in Graph pages the reader takes without a problem', () => {
    const file = syntheticTenantFile(roles, options);
    const answer = engineWith().reviewAssignments([file]);
    expect(answer.read.problems).toEqual([]);
    expect(answer.read.notes).toEqual([]);
    expect(answer.review!.summary).toMatchObject({ assignments: 2000, principals: 800, unknownRoles: 0 });
    const eligible = answer.review!.assignments.flags.filter((f) => f & ASSIGNMENT_FLAG.eligible).length;
    expect(eligible).toBeGreaterThan(0);
    expect(eligible).toBeLessThan(2000);
  });

  it('is the same for the same options, and another for another seed', () => {
    const text = (seed?: number) => JSON.stringify(syntheticTenantPages(roles, { ...options, seed }));
    expect(text()).toBe(text());
    expect(text(2)).not.toBe(text());
  });
});
