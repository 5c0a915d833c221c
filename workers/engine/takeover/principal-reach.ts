// Who in an imported tenant can reach Global Administrator: a multi-source BFS back from its holders, in O(edges' ends).
import type { Catalog } from '../catalog';
import { ASSIGNMENT_FLAG, GLOBAL_ADMINISTRATOR, PRINCIPAL_FLAG, type AssignmentReview } from '../assignments/review';
import { columnsActingOn } from './reset-matrix';
import { actingColumns, everyUserBit, roleCapabilities, type RoleCapability } from './role-capability';
import type { TakeoverFile } from './takeover-file';
import { KIND_CODE, PRINCIPAL_TYPE } from './takeover-rule';

/** The review's two figures for Global Administrator (issue 39), counted over the principals. */
export interface ReachSummary {
  /** Principals with no Global Administrator assignment (active or eligible) whose `steps` is not null. */
  principalsReachingGlobalAdministrator: number;
  /** Of those, the ones whose `standingSteps` is not null. */
  principalsReachingGlobalAdministratorStanding: number;
}

/** One BFS's answer per principal: steps (-1: null) and the first link of its shortest chain. */
export interface ReachColumns {
  steps: Int32Array;
  /** KIND_CODE of the first link (holds, assign, reset, app-credentials, join-group); 0 when steps is null. */
  kinds: Uint8Array;
  /** The assignment (position in the review) the first link uses: the edge's, or the held Global Administrator's. */
  via: Int32Array;
  /** The principal the link takes over (position), -1 for holds and assign. */
  next: Int32Array;
}

/** The reach of every principal of a review, all assignments counted and active ones only. */
export interface PrincipalReach {
  summary: ReachSummary;
  /** Every assignment counted. */
  any: ReachColumns;
  /** Active assignments only (standingSteps). */
  standing: ReachColumns;
}

/** The per-principal and per-assignment facts both searches read, built once. */
interface ReachGraph {
  owner: Uint32Array;
  /** Bit c: reset column c may reset this user (every role it holds has ✅ there; the last bit, every user's); 0: no user. */
  resettableBy: Int32Array;
  type: Uint8Array;
  holders: number[];
  /** Tenant-scoped assignments of known roles, by what they open. */
  resetActors: number[][];
  assignActors: number[];
  appActors: number[];
  groupActors: number[];
  eligible: (a: number) => boolean;
}

const TYPE = { other: 0, user: 1, group: 2, servicePrincipal: 3 } as const;

function typeCode(type: string | null): number {
  if (type === PRINCIPAL_TYPE.user) return TYPE.user;
  if (type === PRINCIPAL_TYPE.group) return TYPE.group;
  return type === PRINCIPAL_TYPE.servicePrincipal ? TYPE.servicePrincipal : TYPE.other;
}

/** Each review role's capability (null: unknown role), and whether it is Global Administrator. */
function reviewCapabilities(review: AssignmentReview, catalog: Catalog, file: TakeoverFile) {
  const all = roleCapabilities(catalog, file);
  return review.roles.map((role) => {
    const index = role.known ? catalog.indexByTemplateId.get(role.templateId) : undefined;
    return index === undefined ? null : all[index];
  });
}

/** Whether a role draws an edge at tenant scope (so that, at a narrower scope, its reach is said to be limited). */
const drawsEdges = (file: TakeoverFile, c: RoleCapability | null) =>
  c !== null && (actingColumns(file, c) !== 0 || c.assign || c.appCredentialActions.length > 0 || c.joinGroup);

function buildGraph(review: AssignmentReview, catalog: Catalog, file: TakeoverFile): ReachGraph {
  const { assignmentOffsets, types } = review.principals;
  const { roles, scopes, flags } = review.assignments;
  const capabilities = reviewCapabilities(review, catalog, file);
  const n = types.length;
  const owner = new Uint32Array(roles.length);
  const resettableBy = new Int32Array(n);
  const type = Uint8Array.from(types, typeCode);
  const columns = file.resetPasswords.columns.length + 1;
  const graph: ReachGraph = {
    owner,
    resettableBy,
    type,
    holders: [],
    resetActors: Array.from({ length: columns }, () => []),
    assignActors: [],
    appActors: [],
    groupActors: [],
    eligible: (a) => (flags[a] & ASSIGNMENT_FLAG.eligible) !== 0,
  };
  const everyUser = everyUserBit(file);
  const otherRoles = columnsActingOn(file.resetPasswords, null);
  for (let p = 0; p < n; p++) {
    let mask = -1;
    for (let a = assignmentOffsets[p]; a < assignmentOffsets[p + 1]; a++) {
      owner[a] = p;
      const c = capabilities[roles[a]];
      // A role the review does not know reads "All other built-in and custom roles", as a custom role does.
      mask &= c === null ? otherRoles : c.resetByColumns;
      if (c === null) continue;
      if (scopes[a] !== '/') {
        if (drawsEdges(file, c)) flags[a] |= ASSIGNMENT_FLAG.reachLimited;
        continue;
      }
      const acting = actingColumns(file, c);
      for (let bit = 0; bit < columns; bit++) if (acting & (1 << bit)) graph.resetActors[bit].push(a);
      if (c.assign) graph.assignActors.push(a);
      if (c.appCredentialActions.length > 0) graph.appActors.push(a);
      if (c.joinGroup) graph.groupActors.push(a);
    }
    resettableBy[p] = type[p] === TYPE.user ? mask | everyUser : 0;
    if (review.principals.flags[p] & PRINCIPAL_FLAG.globalAdministrator) graph.holders.push(p);
  }
  return graph;
}

/** Whether assignment `a` is of Global Administrator (the dataset's role). */
export function isGlobalAdministrator(review: AssignmentReview, a: number): boolean {
  const role = review.roles[review.assignments.roles[a]];
  return role.known && role.templateId === GLOBAL_ADMINISTRATOR;
}

function emptyColumns(n: number): ReachColumns {
  return {
    steps: new Int32Array(n).fill(-1),
    kinds: new Uint8Array(n),
    via: new Int32Array(n).fill(-1),
    next: new Int32Array(n).fill(-1),
  };
}

/**
 * The BFS, level by level from the holders. A reset column, the app-credential actors and the join-group actors each
 * fire once, at the first principal they reach: every actor of theirs is then one step further than that principal,
 * so each assignment is looked at a bounded number of times, never once per pair.
 */
function search(graph: ReachGraph, n: number, standingOnly: boolean, review: AssignmentReview): ReachColumns {
  const out = emptyColumns(n);
  const counts = (a: number) => !standingOnly || !graph.eligible(a);
  let frontier: number[] = [];
  const visit = (a: number, steps: number, kind: number, next: number, into: number[]) => {
    const p = graph.owner[a];
    if (out.steps[p] !== -1 || !counts(a)) return;
    out.steps[p] = steps;
    out.kinds[p] = kind;
    out.via[p] = a;
    out.next[p] = next;
    into.push(p);
  };
  const { assignmentOffsets } = review.principals;
  for (const p of graph.holders)
    for (let a = assignmentOffsets[p]; a < assignmentOffsets[p + 1]; a++)
      if (isGlobalAdministrator(review, a)) visit(a, 0, KIND_CODE.holds, -1, frontier);
  let fired = 0;
  let appFired = false;
  let groupFired = false;
  for (let steps = 1; frontier.length > 0 || steps === 1; steps++) {
    const reached: number[] = [];
    if (steps === 1) for (const a of graph.assignActors) visit(a, 1, KIND_CODE.assign, -1, reached);
    for (const q of frontier) {
      let columns = graph.resettableBy[q] & ~fired;
      fired |= columns;
      for (let bit = 0; columns !== 0; bit++, columns >>>= 1)
        if (columns & 1) for (const a of graph.resetActors[bit]) visit(a, steps, KIND_CODE.reset, q, reached);
      if (!appFired && graph.type[q] === TYPE.servicePrincipal) {
        appFired = true;
        for (const a of graph.appActors) visit(a, steps, KIND_CODE['app-credentials'], q, reached);
      }
      if (!groupFired && graph.type[q] === TYPE.group) {
        groupFired = true;
        for (const a of graph.groupActors) visit(a, steps, KIND_CODE['join-group'], q, reached);
      }
    }
    frontier = reached;
  }
  return out;
}

/**
 * Every principal's fewest steps to Global Administrator (all assignments, and active ones only) with the first link
 * of a shortest chain; marks the assignments whose reach is limited to their scope (ASSIGNMENT_FLAG.reachLimited).
 */
export function principalReach(review: AssignmentReview, catalog: Catalog, file: TakeoverFile): PrincipalReach {
  const n = review.principals.ids.length;
  const graph = buildGraph(review, catalog, file);
  const any = search(graph, n, false, review);
  const standing = search(graph, n, true, review);
  const summary = { principalsReachingGlobalAdministrator: 0, principalsReachingGlobalAdministratorStanding: 0 };
  for (let p = 0; p < n; p++) {
    if (review.principals.flags[p] & PRINCIPAL_FLAG.globalAdministrator || any.steps[p] < 0) continue;
    summary.principalsReachingGlobalAdministrator++;
    if (standing.steps[p] >= 0) summary.principalsReachingGlobalAdministratorStanding++;
  }
  return { summary, any, standing };
}
