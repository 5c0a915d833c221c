// Reads the columnar review: one principal's assignments as objects, and the rows every export (CSV, XLSX, Markdown) shares.
import { viewLabel } from '../catalog';
import { NO_PERMISSIONS_LISTED, RULE_VIEW, UNKNOWN_ROLE_DEFINITION } from './redundancy-rule';
import { ASSIGNMENT_FLAG, PRINCIPAL_FLAG, type AssignmentReview, type ReviewRole } from './review';
import type { AssignmentState } from './assignment-model';
import { reachChain, reachLinkText, reachSteps } from '../takeover/reach-chain';

/** One assignment of the review, as a row or a detail shows it. */
export interface ReviewedAssignment {
  /** Position in the review's assignment columns. */
  at: number;
  id: string;
  role: ReviewRole;
  scope: string;
  state: AssignmentState;
  endDateTime: string | null;
  /** Active with no end date. */
  standing: boolean;
  redundant: boolean;
  /** Ids of the assignments that make it redundant (empty: not redundant). */
  coveredBy: string[];
  /** Their positions in the review (read them with assignmentAt). */
  coveredByAt: number[];
  /** "no permissions listed, check by hand", "unknown role definition", or null. */
  check: string | null;
  /** "reach limited to <scope>": scoped below the tenant, of a role that would draw a takeover edge at "/". */
  reachLimitedTo: string | null;
  file: string;
}

/** One principal of the review, with its badges. */
export interface ReviewedPrincipal {
  at: number;
  id: string;
  displayName: string | null;
  type: string | null;
  redundant: number;
  privileged: boolean;
  tier0: boolean;
  globalAdministrator: boolean;
  /** Fewest takeover steps to Global Administrator (0: holds it); null: none, or no takeover data loaded. */
  stepsToGlobalAdministrator: number | null;
  /** The same through active assignments only; null when only eligible ones lead there ("after activation"). */
  standingStepsToGlobalAdministrator: number | null;
}

export function principalAt(review: AssignmentReview, p: number): ReviewedPrincipal {
  const { ids, names, types, flags, redundantCounts } = review.principals;
  return {
    at: p,
    id: ids[p],
    displayName: names[p],
    type: types[p],
    redundant: redundantCounts[p],
    privileged: (flags[p] & PRINCIPAL_FLAG.privileged) !== 0,
    tier0: (flags[p] & PRINCIPAL_FLAG.tier0) !== 0,
    globalAdministrator: (flags[p] & PRINCIPAL_FLAG.globalAdministrator) !== 0,
    stepsToGlobalAdministrator: reachSteps(review, p),
    standingStepsToGlobalAdministrator: reachSteps(review, p, true),
  };
}

export function assignmentAt(review: AssignmentReview, a: number): ReviewedAssignment {
  const { ids, roles, scopes, endDateTimes, files, flags, coveredByOffsets, coveredBy } = review.assignments;
  const f = flags[a];
  const at = Array.from(coveredBy.subarray(coveredByOffsets[a], coveredByOffsets[a + 1]));
  return {
    at: a,
    id: ids[a],
    role: review.roles[roles[a]],
    scope: scopes[a],
    state: f & ASSIGNMENT_FLAG.eligible ? 'eligible' : 'active',
    endDateTime: endDateTimes[a],
    standing: (f & ASSIGNMENT_FLAG.standing) !== 0,
    redundant: (f & ASSIGNMENT_FLAG.redundant) !== 0,
    coveredBy: at.map((k) => ids[k]),
    coveredByAt: at,
    check:
      f & ASSIGNMENT_FLAG.unknownRole
        ? UNKNOWN_ROLE_DEFINITION
        : f & ASSIGNMENT_FLAG.noPermissionsListed
          ? NO_PERMISSIONS_LISTED
          : null,
    reachLimitedTo: f & ASSIGNMENT_FLAG.reachLimited ? `reach limited to ${scopes[a]}` : null,
    file: review.files[files[a]],
  };
}

/**
 * A principal's assignments in the rule's tie-break order (active, /, role name, id): at most `limit` of them, after the
 * first `skip`.
 */
export function principalAssignments(
  review: AssignmentReview,
  p: number,
  limit = Infinity,
  skip = 0,
): ReviewedAssignment[] {
  const { assignmentOffsets } = review.principals;
  const start = assignmentOffsets[p] + skip;
  const end = Math.min(assignmentOffsets[p + 1], start + limit);
  const out: ReviewedAssignment[] = [];
  for (let a = start; a < end; a++) out.push(assignmentAt(review, a));
  return out;
}

/** The columns of every export row, in order: CSV and XLSX headers, Markdown's table. */
export const REVIEW_COLUMNS = [
  'PrincipalId',
  'PrincipalName',
  'PrincipalType',
  'AssignmentId',
  'Role',
  'RoleTemplateId',
  'Scope',
  'State',
  'EndDateTime',
  'Redundant',
  'CoveredBy',
  'Privileged',
  'Tier',
  'Check',
  'Reach',
  'StepsToGlobalAdministrator',
  'StandingStepsToGlobalAdministrator',
  'ChainToGlobalAdministrator',
  'View',
  'DatasetDate',
] as const;

export type ReviewRow = Record<(typeof REVIEW_COLUMNS)[number], string>;

const stepsText = (steps: number | null) => (steps === null ? '' : String(steps));

/** One row per assignment, grouped by principal, with the rule's view and the dataset date on each. */
export function reviewRows(review: AssignmentReview): ReviewRow[] {
  const view = viewLabel(RULE_VIEW);
  const rows: ReviewRow[] = [];
  const { ids, assignmentOffsets } = review.principals;
  for (let p = 0; p < ids.length; p++) {
    const principal = principalAt(review, p);
    const chain = (reachChain(review, p) ?? []).map((link) => reachLinkText(review, link)).join('; ');
    for (let a = assignmentOffsets[p]; a < assignmentOffsets[p + 1]; a++) {
      const x = assignmentAt(review, a);
      rows.push({
        PrincipalId: principal.id,
        PrincipalName: principal.displayName ?? '',
        PrincipalType: principal.type ?? '',
        AssignmentId: x.id,
        Role: x.role.name,
        RoleTemplateId: x.role.templateId,
        Scope: x.scope,
        State: x.state,
        EndDateTime: x.endDateTime ?? (x.state === 'active' ? 'none (standing)' : 'none'),
        Redundant: x.redundant ? 'Yes' : 'No',
        CoveredBy: x.coveredBy.join('; '),
        Privileged: x.role.privileged ? 'Yes' : 'No',
        Tier: x.role.tier === null ? '' : String(x.role.tier),
        Check: x.check ?? '',
        Reach: x.reachLimitedTo ?? '',
        StepsToGlobalAdministrator: stepsText(principal.stepsToGlobalAdministrator),
        StandingStepsToGlobalAdministrator: stepsText(principal.standingStepsToGlobalAdministrator),
        ChainToGlobalAdministrator: chain,
        View: view,
        DatasetDate: review.datasetDate,
      });
    }
  }
  return rows;
}
