// Filters and sorts the review's principals on its columns (typed arrays and string lists), without making an object
// per principal: 20,000 principals take a few milliseconds, in the worker, which answers the table one page of them.
import { PRINCIPAL_FLAG, type AssignmentReview } from './review';

export type PrincipalSortKey = 'name' | 'type' | 'assignments' | 'redundant';

export interface PrincipalFilter {
  /** Case-insensitive text in the name, the id, or a role name held. */
  search: string;
  redundantOnly: boolean;
  privilegedOnly: boolean;
  tier0Only: boolean;
  /** Only the principals that can reach Global Administrator without holding it (issue 39). */
  reachOnly: boolean;
  /** A principal type ('' for any). */
  type: string;
  /** An index in review.roles (-1 for any). */
  role: number;
  sort: PrincipalSortKey;
  descending: boolean;
}

export const NO_FILTER: PrincipalFilter = {
  search: '',
  redundantOnly: false,
  privilegedOnly: false,
  tier0Only: false,
  reachOnly: false,
  type: '',
  role: -1,
  sort: 'name',
  descending: false,
};

/** Lower-cased search texts per principal (name and id) and per role, computed once per review. */
export interface SearchIndex {
  principals: string[];
  roles: string[];
}

const indexes = new WeakMap<AssignmentReview, SearchIndex>();

export function searchIndex(review: AssignmentReview): SearchIndex {
  let index = indexes.get(review);
  if (!index) {
    const { ids, names } = review.principals;
    index = {
      principals: ids.map((id, p) => `${names[p] ?? ''}\n${id}`.toLowerCase()),
      roles: review.roles.map((r) => `${r.name}\n${r.templateId}`.toLowerCase()),
    };
    indexes.set(review, index);
  }
  return index;
}

/** The principal types of the review, sorted (unknown types left out). */
export function principalTypes(review: AssignmentReview): string[] {
  return [...new Set(review.principals.types.filter((t): t is string => t !== null))].sort();
}

function holdsRole(review: AssignmentReview, p: number, test: (role: number) => boolean): boolean {
  const { assignmentOffsets } = review.principals;
  for (let a = assignmentOffsets[p]; a < assignmentOffsets[p + 1]; a++)
    if (test(review.assignments.roles[a])) return true;
  return false;
}

function sortKeyOf(review: AssignmentReview, key: Exclude<PrincipalSortKey, 'name'>): (p: number) => number | string {
  const { types, assignmentOffsets, redundantCounts } = review.principals;
  if (key === 'type') return (p) => types[p] ?? '\uffff';
  if (key === 'assignments') return (p) => assignmentOffsets[p + 1] - assignmentOffsets[p];
  return (p) => redundantCounts[p];
}

/** Whether principal p can reach Global Administrator without holding it (false when reach was not worked out). */
export function reachesWithoutHolding(review: AssignmentReview, p: number): boolean {
  return (
    review.reach !== null &&
    (review.principals.flags[p] & PRINCIPAL_FLAG.globalAdministrator) === 0 &&
    review.reach.any.steps[p] >= 0
  );
}

/** The positions of the principals `filter` keeps, in its order (ties in the review's name order). */
export function principalOrder(review: AssignmentReview, filter: PrincipalFilter): Uint32Array {
  const { flags, types } = review.principals;
  const search = filter.search.trim().toLowerCase();
  const index = search === '' ? null : searchIndex(review);
  const roleMatches = index ? index.roles.map((text) => text.includes(search)) : null;
  const kept: number[] = [];
  for (let p = 0; p < flags.length; p++) {
    const f = flags[p];
    if (filter.redundantOnly && !(f & PRINCIPAL_FLAG.redundant)) continue;
    if (filter.privilegedOnly && !(f & PRINCIPAL_FLAG.privileged)) continue;
    if (filter.tier0Only && !(f & PRINCIPAL_FLAG.tier0)) continue;
    if (filter.reachOnly && !reachesWithoutHolding(review, p)) continue;
    if (filter.type !== '' && types[p] !== filter.type) continue;
    if (filter.role >= 0 && !holdsRole(review, p, (r) => r === filter.role)) continue;
    if (index && !index.principals[p].includes(search) && !holdsRole(review, p, (r) => roleMatches![r])) continue;
    kept.push(p);
  }
  const sign = filter.descending ? -1 : 1;
  if (filter.sort === 'name') {
    if (filter.descending) kept.reverse();
  } else {
    const key = sortKeyOf(review, filter.sort);
    // Ties stay in name order whichever way the column sorts.
    kept.sort((a, b) => {
      const x = key(a);
      const y = key(b);
      return sign * (x < y ? -1 : x > y ? 1 : 0) || a - b;
    });
  }
  return Uint32Array.from(kept);
}
