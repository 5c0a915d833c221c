// The table's filters and sort on the review's columns, against the review read object by object.
import { describe, expect, it } from 'vitest';
import { principalAssignments, principalAt } from '@engine/assignments/review-rows';
import { PRINCIPAL_FLAG } from '@engine/assignments/review';
import { NO_FILTER, principalOrder, principalTypes } from '@engine/assignments/principal-order';
import { engineWith, fixture } from './fixtures';

const engine = engineWith();
const review = engine.reviewAssignments(['graph-pages-rule-cases.json', 'pim-export.csv'].map(fixture)).review!;
const all = review.principals.ids.map((_, p) => principalAt(review, p));
const order = (change: Partial<typeof NO_FILTER>) => [...principalOrder(review, { ...NO_FILTER, ...change })];
const positions = (list: { at: number }[]) => list.map((p) => p.at);

describe('principalOrder', () => {
  it('keeps every principal in the review order without a filter', () => {
    expect(order({})).toEqual(positions(all));
  });

  it('filters by the redundant, privileged and Tier 0 flags', () => {
    expect(order({ redundantOnly: true })).toEqual(positions(all.filter((p) => p.redundant > 0)));
    expect(order({ privilegedOnly: true })).toEqual(positions(all.filter((p) => p.privileged)));
    expect(order({ tier0Only: true })).toEqual(positions(all.filter((p) => p.tier0)));
    expect(order({ redundantOnly: true }).length).toBeGreaterThan(0);
    expect(order({ redundantOnly: true }).every((p) => review.principals.flags[p] & PRINCIPAL_FLAG.redundant)).toBe(
      true,
    );
  });

  it('filters by type and by a role held', () => {
    expect(principalTypes(review)).toEqual([...new Set(all.map((p) => p.type).filter((t) => t !== null))].sort());
    expect(order({ type: 'group' })).toEqual(positions(all.filter((p) => p.type === 'group')));
    const role = review.roles.findIndex((r) => r.name === 'User Administrator');
    const holders = all.filter((p) =>
      principalAssignments(review, p.at).some((a) => a.role.name === 'User Administrator'),
    );
    expect(order({ role })).toEqual(positions(holders));
  });

  it('searches names, ids and the names of roles held, case-insensitively', () => {
    const text = 'HELPDESK';
    const expected = all.filter(
      (p) =>
        `${p.displayName ?? ''}\n${p.id}`.toLowerCase().includes('helpdesk') ||
        principalAssignments(review, p.at).some((a) =>
          `${a.role.name}\n${a.role.templateId}`.toLowerCase().includes('helpdesk'),
        ),
    );
    expect(order({ search: text })).toEqual(positions(expected));
    expect(order({ search: all[0].id.toUpperCase() })).toContain(all[0].at);
  });

  it('sorts by redundant count and assignment count, ties in name order, either way', () => {
    const byRedundant = [...all].sort((a, b) => b.redundant - a.redundant || a.at - b.at);
    expect(order({ sort: 'redundant', descending: true })).toEqual(positions(byRedundant));
    const count = (p: { at: number }) => principalAssignments(review, p.at).length;
    expect(order({ sort: 'assignments' })).toEqual(
      positions([...all].sort((a, b) => count(a) - count(b) || a.at - b.at)),
    );
    expect(order({ descending: true })).toEqual(positions([...all].reverse()));
  });
});
