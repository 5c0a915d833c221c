// Reviews a tenant's assignments: per principal, which assignments the rule finds redundant, and the summary counts.
import type { Catalog } from '../catalog';
import type { Assignment } from './assignment-model';
import { coveredByOf, roleContainment, type RuleAssignment } from './redundancy-rule';
import type { PrincipalReach } from '../takeover/principal-reach';

/** Global Administrator's template id (Microsoft advises fewer than five holders). */
export const GLOBAL_ADMINISTRATOR = '62e90394-69f5-4237-9190-012177145e10';

/** Bits of `assignments.flags`. */
export const ASSIGNMENT_FLAG = {
  eligible: 1,
  redundant: 2,
  standing: 4,
  noPermissionsListed: 8,
  unknownRole: 16,
  /** Scoped below the tenant, of a role that would draw a takeover edge at "/": "reach limited to <scope>". */
  reachLimited: 32,
} as const;
/** Bits of `principals.flags`. */
export const PRINCIPAL_FLAG = {
  redundant: 1,
  privileged: 2,
  tier0: 4,
  globalAdministrator: 8,
  unknownRole: 16,
} as const;

export interface AssignmentSummary {
  principals: number;
  /** Every assignment read, active and eligible, unknown roles included (each id once). */
  assignments: number;
  redundantAssignments: number;
  /** Distinct principals holding Global Administrator, active or eligible. */
  globalAdministrators: number;
  /** Principals holding, active or eligible, a role Microsoft flags privileged in the dataset. */
  privilegedPrincipals: number;
  /** Principals holding, active or eligible, a role whose tier in the dataset is 0. */
  tier0Principals: number;
  /** Active assignments of privileged roles without an end date. */
  standingPrivilegedAssignments: number;
  /** Assignments whose role is not a known definition. */
  unknownRoles: number;
}

/** A role the review meets: a catalog role, or an unknown definition (as the file names it). */
export interface ReviewRole {
  /** The catalog's template id; for an unknown role, the id (or name) the file gives. */
  templateId: string;
  name: string;
  known: boolean;
  builtIn: boolean;
  privileged: boolean;
  tier: number | null;
  /** The role lists no permission: its assignments are never redundant (rule 3). */
  noPermissionsListed: boolean;
}

/**
 * The review, columnar so that 50,000 assignments cross the worker boundary as a few arrays (typed arrays transferred):
 * principal p holds assignments `assignmentOffsets[p] .. assignmentOffsets[p + 1]`, in the rule's tie-break order;
 * assignment a's covering assignments are `coveredBy[coveredByOffsets[a] .. coveredByOffsets[a + 1]]` (positions).
 * Read it with the helpers of review-rows.ts.
 */
export interface AssignmentReview {
  datasetDate: string;
  summary: AssignmentSummary;
  roles: ReviewRole[];
  files: string[];
  principals: {
    ids: string[];
    names: (string | null)[];
    types: (string | null)[];
    flags: Uint8Array;
    redundantCounts: Uint32Array;
    assignmentOffsets: Uint32Array;
  };
  assignments: {
    ids: string[];
    /** Index in `roles`. */
    roles: Uint32Array;
    scopes: string[];
    endDateTimes: (string | null)[];
    /** Index in `files`. */
    files: Uint16Array;
    flags: Uint8Array;
    coveredByOffsets: Uint32Array;
    coveredBy: Uint32Array;
  };
  /** Who can reach Global Administrator (issue 39); null when no takeover data was loaded (RoleEngine.loadTakeover). */
  reach: PrincipalReach | null;
}

/** The review's role table: each catalog role met, then each unknown reference, once. */
function reviewRoles(catalog: Catalog, assignments: readonly Assignment[]) {
  const roles: ReviewRole[] = [];
  const catalogIndexes: number[] = [];
  /** ruleRole[r]: role r's place in the containment (catalogIndexes), -1 for an unknown role. */
  const ruleRole: number[] = [];
  const byKey = new Map<string, number>();
  const roleOf = assignments.map((a) => {
    const key = a.roleTemplateId ?? `?${a.roleRef.toLowerCase()}`;
    let at = byKey.get(key);
    if (at === undefined) {
      at = roles.length;
      byKey.set(key, at);
      const index = a.roleTemplateId === null ? undefined : catalog.indexByTemplateId.get(a.roleTemplateId);
      const role = index === undefined ? undefined : catalog.roles[index];
      ruleRole.push(index === undefined ? -1 : catalogIndexes.length);
      if (index !== undefined) catalogIndexes.push(index);
      roles.push({
        templateId: role?.templateId ?? a.roleRef,
        name: role?.name ?? a.roleName,
        known: role !== undefined,
        builtIn: role !== undefined && role.builtIn !== false,
        privileged: role?.privileged === true,
        tier: role?.tier ?? null,
        noPermissionsListed: false,
      });
    }
    return at;
  });
  return { roles, catalogIndexes, ruleRole, roleOf };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The principals in display order (name, case-insensitive, then id), each with its assignment positions. */
function groupByPrincipal(assignments: readonly Assignment[]) {
  const groups = new Map<string, number[]>();
  assignments.forEach((a, i) => {
    const key = a.principalId.toLowerCase();
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  const list = [...groups.values()].map((members) => {
    const named = members.find((i) => assignments[i].principalName !== null);
    const typed = members.find((i) => assignments[i].principalType !== null);
    const first = assignments[members[0]];
    const name = named === undefined ? null : assignments[named].principalName;
    return {
      id: first.principalId,
      name,
      type: typed === undefined ? null : assignments[typed].principalType,
      sortKey: (name ?? first.principalId).toLowerCase(),
      members,
    };
  });
  return list.sort((a, b) => byText(a.sortKey, b.sortKey) || byText(a.id, b.id));
}

type Columns = AssignmentReview['assignments'];

function emptyColumns(n: number): Columns {
  return {
    ids: new Array<string>(n),
    roles: new Uint32Array(n),
    scopes: new Array<string>(n),
    endDateTimes: new Array<string | null>(n),
    files: new Uint16Array(n),
    flags: new Uint8Array(n),
    coveredByOffsets: new Uint32Array(n + 1),
    coveredBy: new Uint32Array(0),
  };
}

/** One principal's assignments (positions in `assignments`) in the tie-break order, each as the rule sees it. */
function inTieOrder(
  members: number[],
  assignments: readonly Assignment[],
  roleOf: number[],
  roles: ReviewRole[],
  ruleRole: number[],
) {
  const list = members.map((i) => {
    const a = assignments[i];
    const rule: RuleAssignment = {
      role: ruleRole[roleOf[i]],
      scope: a.scope.toLowerCase(),
      eligible: a.state === 'eligible',
    };
    return { a, role: roleOf[i], rule };
  });
  // Active before eligible, / before any other scope, then role name, then assignment id.
  return list.sort(
    (x, y) =>
      Number(x.rule.eligible) - Number(y.rule.eligible) ||
      Number(x.rule.scope !== '/') - Number(y.rule.scope !== '/') ||
      byText(roles[x.role].name, roles[y.role].name) ||
      byText(x.a.id, y.a.id),
  );
}

function assignmentFlags(a: Assignment, role: ReviewRole, redundant: boolean): number {
  let f = a.state === 'eligible' ? ASSIGNMENT_FLAG.eligible : a.endDateTime === null ? ASSIGNMENT_FLAG.standing : 0;
  if (!role.known) f |= ASSIGNMENT_FLAG.unknownRole;
  if (role.noPermissionsListed) f |= ASSIGNMENT_FLAG.noPermissionsListed;
  return redundant ? f | ASSIGNMENT_FLAG.redundant : f;
}

function roleFlags(role: ReviewRole): number {
  if (!role.known) return PRINCIPAL_FLAG.unknownRole;
  return (
    (role.privileged ? PRINCIPAL_FLAG.privileged : 0) |
    (role.tier === 0 ? PRINCIPAL_FLAG.tier0 : 0) |
    (role.templateId === GLOBAL_ADMINISTRATOR ? PRINCIPAL_FLAG.globalAdministrator : 0)
  );
}

/** The summary, counted from the review's columns. */
function summarise(columns: Columns, roles: ReviewRole[], principalFlags: Uint8Array): AssignmentSummary {
  const summary: AssignmentSummary = {
    principals: principalFlags.length,
    assignments: columns.ids.length,
    redundantAssignments: 0,
    globalAdministrators: 0,
    privilegedPrincipals: 0,
    tier0Principals: 0,
    standingPrivilegedAssignments: 0,
    unknownRoles: 0,
  };
  columns.flags.forEach((f, a) => {
    if (f & ASSIGNMENT_FLAG.redundant) summary.redundantAssignments++;
    if (f & ASSIGNMENT_FLAG.unknownRole) summary.unknownRoles++;
    if (f & ASSIGNMENT_FLAG.standing && roles[columns.roles[a]].privileged) summary.standingPrivilegedAssignments++;
  });
  for (const f of principalFlags) {
    if (f & PRINCIPAL_FLAG.globalAdministrator) summary.globalAdministrators++;
    if (f & PRINCIPAL_FLAG.privileged) summary.privilegedPrincipals++;
    if (f & PRINCIPAL_FLAG.tier0) summary.tier0Principals++;
  }
  return summary;
}

/**
 * Applies the redundancy rule to every principal's assignments (the rule's view: effective) and counts the summary.
 * Role containment is computed once for the roles met; each principal then compares only its own assignments.
 */
export function reviewAssignmentList(
  catalog: Catalog,
  assignments: readonly Assignment[],
  datasetDate: string,
): AssignmentReview {
  const { roles, catalogIndexes, ruleRole, roleOf } = reviewRoles(catalog, assignments);
  const containment = roleContainment(catalog, catalogIndexes);
  roles.forEach((r, i) => (r.noPermissionsListed = ruleRole[i] >= 0 && containment.listsNone[ruleRole[i]] === 1));
  const files = [...new Set(assignments.map((a) => a.file))];
  const fileIndex = new Map(files.map((f, i) => [f, i]));
  const principals = groupByPrincipal(assignments);
  const out = emptyColumns(assignments.length);
  const covered: number[] = [];
  const pFlags = new Uint8Array(principals.length);
  const pRedundant = new Uint32Array(principals.length);
  const offsets = new Uint32Array(principals.length + 1);
  principals.forEach((principal, p) => {
    const at = offsets[p];
    const members = inTieOrder(principal.members, assignments, roleOf, roles, ruleRole);
    const coveredBy = coveredByOf(
      containment,
      members.map((m) => m.rule),
    );
    let flags = 0;
    members.forEach(({ a, role }, k) => {
      out.ids[at + k] = a.id;
      out.roles[at + k] = role;
      out.scopes[at + k] = a.scope;
      out.endDateTimes[at + k] = a.endDateTime;
      out.files[at + k] = fileIndex.get(a.file)!;
      out.flags[at + k] = assignmentFlags(a, roles[role], coveredBy[k].length > 0);
      for (const j of coveredBy[k]) covered.push(at + j);
      out.coveredByOffsets[at + k + 1] = covered.length;
      if (coveredBy[k].length > 0) pRedundant[p]++;
      flags |= roleFlags(roles[role]);
    });
    pFlags[p] = pRedundant[p] > 0 ? flags | PRINCIPAL_FLAG.redundant : flags;
    offsets[p + 1] = at + members.length;
  });
  out.coveredBy = Uint32Array.from(covered);
  return {
    datasetDate,
    summary: summarise(out, roles, pFlags),
    roles,
    files,
    principals: {
      ids: principals.map((p) => p.id),
      names: principals.map((p) => p.name),
      types: principals.map((p) => p.type),
      flags: pFlags,
      redundantCounts: pRedundant,
      assignmentOffsets: offsets,
    },
    assignments: out,
    reach: null,
  };
}
