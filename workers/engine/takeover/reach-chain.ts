// Reads a principal's shortest chain to Global Administrator out of the review's reach columns, as links, JSON or text.
import { GLOBAL_ADMINISTRATOR, type AssignmentReview } from '../assignments/review';
import { KIND_OF_CODE, type TakeoverKind } from './takeover-rule';
import type { ReachColumns } from './principal-reach';

/** One link of a chain, by positions in the review. */
export interface ReachLink {
  kind: TakeoverKind;
  /** The principal acting (position). */
  from: number;
  /** The assignment of `from` the link uses (position): the edge's, or for `holds` the Global Administrator one. */
  assignment: number;
  /** The principal taken over (position); null for `holds` and `assign`, which end at the role. */
  to: number | null;
}

/** The chain as the CLI's JSON and the exports write it (issue 39). */
export interface ReachChainLinkJson {
  /** The acting principal's id. */
  from: string;
  kind: TakeoverKind;
  /** The assignment's id. */
  assignment: string;
  /** The principal taken over (its id), or Global Administrator's template id for `holds` and `assign`. */
  to: string;
}

export interface ReachesGlobalAdministratorJson {
  steps: number;
  standingSteps: number | null;
  chain: ReachChainLinkJson[];
}

/** The steps of principal p (null: it does not reach Global Administrator), all assignments or active ones only. */
export function reachSteps(review: AssignmentReview, p: number, standing = false): number | null {
  if (!review.reach) return null;
  const steps = (standing ? review.reach.standing : review.reach.any).steps[p];
  return steps < 0 ? null : steps;
}

/** Principal p's shortest chain to Global Administrator, one link per step (and the `holds` link); null: none. */
export function reachChain(review: AssignmentReview, p: number, standing = false): ReachLink[] | null {
  if (!review.reach) return null;
  const columns: ReachColumns = standing ? review.reach.standing : review.reach.any;
  if (columns.steps[p] < 0) return null;
  const links: ReachLink[] = [];
  for (let at = p; ;) {
    const kind = KIND_OF_CODE[columns.kinds[at]]!;
    const next = columns.next[at];
    links.push({ kind, from: at, assignment: columns.via[at], to: next < 0 ? null : next });
    if (next < 0) return links;
    at = next;
  }
}

/** The principal's `reachesGlobalAdministrator` (issue 39's shape); null when it does not reach it or reach is off. */
export function reachesGlobalAdministratorJson(
  review: AssignmentReview,
  p: number,
): ReachesGlobalAdministratorJson | null {
  const chain = reachChain(review, p);
  if (chain === null) return null;
  const { ids } = review.principals;
  return {
    steps: reachSteps(review, p)!,
    standingSteps: reachSteps(review, p, true),
    chain: chain.map((link) => ({
      from: ids[link.from],
      kind: link.kind,
      assignment: review.assignments.ids[link.assignment],
      to: link.to === null ? GLOBAL_ADMINISTRATOR : ids[link.to],
    })),
  };
}

const who = (review: AssignmentReview, p: number) => review.principals.names[p] ?? review.principals.ids[p];

/** One line per link, naming the assignment: "helpdesk-01 resets the password of alice (Helpdesk Administrator, …)". */
export function reachLinkText(review: AssignmentReview, link: ReachLink): string {
  const { roles, ids, scopes } = review.assignments;
  const role = review.roles[roles[link.assignment]].name;
  const assignment = `${role} assignment ${ids[link.assignment]} at ${scopes[link.assignment]}`;
  const from = who(review, link.from);
  const to = link.to === null ? '' : who(review, link.to);
  switch (link.kind) {
    case 'holds':
      return `${from} holds Global Administrator (${assignment})`;
    case 'assign':
      return `${from} can assign itself Global Administrator (${assignment})`;
    case 'reset':
      return `${from} can reset the password of ${to} (${assignment})`;
    case 'app-credentials':
      return `${from} can add a credential to ${to} and sign in as it (${assignment})`;
    case 'join-group':
      return `${from} can add itself to the role-assignable group ${to} (${assignment})`;
  }
}
