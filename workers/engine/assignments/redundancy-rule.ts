// The redundancy rule of issue 32: its text (stated the same on the page, in the docs and by the CLI) and its test.
import { countBits, isSubsetOf } from '../bitset';
import { viewSets, type Catalog, type PermissionView } from '../catalog';

/** The rule's words, as the page, the docs and the CLI state them (issue 32, word for word). */
export const REDUNDANCY_RULE = [
  'For one principal, assignment B covers assignment A (B is not A) when all of these hold:',
  "1. B's scope is / or equals A's scope (directoryScopeId: /, /administrativeUnits/{id}, /{objectId});",
  '2. B is active, or A is eligible: an eligible assignment covers only eligible ones;',
  '3. A\'s role lists at least one permission in the dataset (a role with none is never called redundant; it is flagged "no permissions listed, check by hand");',
  '4. A\'s permissions ⊆ B\'s permissions in the effective view (+ Inherited + Wildcards). In the Listed view Global Administrator does not "contain" User Administrator, because the action strings differ.',
  'A is redundant when some B covers it and A does not cover B. When A and B cover each other (for example the same role assigned twice), only the later one is redundant, in this order: active before eligible, / before any other scope, then role name, then assignment id.',
].join('\n');

/** The view the rule always compares in, whatever view a page shows. */
export const RULE_VIEW: PermissionView = { inherit: true, wildcards: true };

/** The flag of an assignment whose role lists no permissions (rule 3). */
export const NO_PERMISSIONS_LISTED = 'no permissions listed, check by hand';

/** The flag of an assignment whose role is neither built-in nor an imported custom role. */
export const UNKNOWN_ROLE_DEFINITION = 'unknown role definition';

/**
 * Containment between the roles a review meets, in the rule's view, computed once: `contains[a * size + b]` is 1 when
 * role a's permissions are a subset of role b's. `listsNone[a]` is 1 when role a lists no permission (rule 3).
 */
export interface RoleContainment {
  size: number;
  contains: Uint8Array;
  listsNone: Uint8Array;
}

/** The containment of the catalog roles `indexes` (each review's roles, in that order), in the rule's view. */
export function roleContainment(catalog: Catalog, indexes: readonly number[]): RoleContainment {
  const sets = viewSets(catalog, RULE_VIEW);
  const size = indexes.length;
  const contains = new Uint8Array(size * size);
  const listsNone = new Uint8Array(size);
  for (let a = 0; a < size; a++) {
    listsNone[a] = countBits(catalog.listed[indexes[a]]) === 0 ? 1 : 0;
    const setA = sets[indexes[a]];
    for (let b = 0; b < size; b++) contains[a * size + b] = isSubsetOf(setA, sets[indexes[b]]) ? 1 : 0;
  }
  return { size, contains, listsNone };
}

/** One assignment of a principal as the rule sees it: its role in the containment (-1: unknown), scope and state. */
export interface RuleAssignment {
  role: number;
  /** The scope compared (lower case: Graph ids are case-insensitive). */
  scope: string;
  eligible: boolean;
}

/** Rule 1–4: whether b covers a (a and b are different assignments of one principal). */
export function covers(c: RoleContainment, b: RuleAssignment, a: RuleAssignment): boolean {
  if (a.role < 0 || b.role < 0 || c.listsNone[a.role] === 1) return false;
  if (b.scope !== '/' && b.scope !== a.scope) return false;
  if (b.eligible && !a.eligible) return false;
  return c.contains[a.role * c.size + b.role] === 1;
}

/**
 * For each assignment of one principal (given in the tie-break order: active before eligible, / before other scopes,
 * then role name, then id), the positions of the assignments that make it redundant: those that cover it and that it
 * does not cover, or that cover it mutually and come first. Empty: not redundant.
 */
export function coveredByOf(c: RoleContainment, items: readonly RuleAssignment[]): number[][] {
  return items.map((a, i) => {
    const by: number[] = [];
    for (let j = 0; j < items.length; j++) {
      if (j === i || !covers(c, items[j], a)) continue;
      if (j < i || !covers(c, a, items[j])) by.push(j);
    }
    return by;
  });
}
