// The CLI's --assignments: reads assignment exports with the engine's reader, and reports the review as text.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { AssignmentFileInput } from '../../workers/engine/assignments/assignment-model';
import { REDUNDANCY_RULE } from '../../workers/engine/assignments/redundancy-rule';
import type { AssignmentReview } from '../../workers/engine/assignments/review';
import {
  REACH_SUMMARY_LABELS,
  SUMMARY_LABELS,
  type AssignmentReviewJson,
} from '../../workers/engine/assignments/review-export';
import { reachChain, reachLinkText } from '../../workers/engine/takeover/reach-chain';
import { TAKEOVER_RULE } from '../../workers/engine/takeover/takeover-rule';
import { assignmentAt, principalAssignments, principalAt } from '../../workers/engine/assignments/review-rows';
import type { CustomRole } from '../../src/data/custom-roles';
import type { AssignmentReviewAnswer } from '../../workers/engine/engine';

/** An assignments file that cannot be read or holds no assignments: the CLI prints why and exits 2, nothing on stdout. */
export class AssignmentsFileError extends Error {}

function readBytes(path: string): Uint8Array {
  try {
    return readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT' ? 'there is no such file' : code === 'EISDIR' ? 'it is a folder' : (error as Error).message;
    throw new AssignmentsFileError(`Cannot read the assignments file ${path}: ${why}.`);
  }
}

/** The files as the engine reads them: named by their base name, as the page names a dropped file. */
export function assignmentFiles(paths: readonly string[]): AssignmentFileInput[] {
  return paths.map((path) => ({ name: basename(path), bytes: readBytes(path) }));
}

/** The ids and tenant names of the roles file's custom roles, so assignments that name them find them. */
export function customRoleRefs(custom: readonly CustomRole[]) {
  return custom.map((role) => ({ templateId: role.templateId, id: role.id, name: role.sourceName }));
}

/**
 * The review, or AssignmentsFileError naming every file that could not be read (a partial review would mislead);
 * what the reader left out or changed goes to `warn`, one line each.
 */
export function checkedReview(answer: AssignmentReviewAnswer, warn: (line: string) => void): AssignmentReview {
  const { problems, notes } = answer.read;
  if (problems.length > 0) throw new AssignmentsFileError(problems.map((p) => `${p.file}: ${p.message}`).join('\n'));
  for (const note of notes) warn(`${note.file}: ${note.message}`);
  const review = answer.review;
  if (!review) throw new AssignmentsFileError('The files hold no role assignments.');
  const unknown = new Set(review.roles.filter((r) => !r.known).map((r) => r.templateId));
  if (unknown.size > 0)
    warn(
      `${review.summary.unknownRoles} ${review.summary.unknownRoles === 1 ? 'assignment names a role' : 'assignments name roles'} that ${unknown.size === 1 ? 'is' : 'are'} neither built-in nor in a roles file (unknown role definition: ${[...unknown].join(', ')}); listed, and left out of the analysis.`,
    );
  return review;
}

const where = (scope: string, state: string) => `${state}, ${scope}`;

/** Each principal that reaches Global Administrator without holding it: its steps, then its chain, one line a link. */
function reachLines(review: AssignmentReview): string[] {
  const lines: string[] = [];
  review.principals.ids.forEach((_, p) => {
    const principal = principalAt(review, p);
    if (principal.globalAdministrator || principal.stepsToGlobalAdministrator === null) return;
    const standing = principal.standingStepsToGlobalAdministrator;
    lines.push(
      `  ${principal.displayName ?? principal.id}: ${principal.stepsToGlobalAdministrator} ${principal.stepsToGlobalAdministrator === 1 ? 'step' : 'steps'}, ${standing === null ? 'only after activation (no standing path)' : `standing ${standing}`}`,
      ...reachChain(review, p)!.map((link) => `    ${reachLinkText(review, link)}`),
    );
  });
  return [
    '',
    'Paths to Global Administrator (principals that do not hold it):',
    ...(lines.length ? lines : ['  None.']),
  ];
}

/** The review for a terminal: the summary, every redundant assignment with what covers it, what to check by hand. */
export function toAssignmentsTextReport(review: AssignmentReview, json: AssignmentReviewJson): string {
  const lines = [`RolePrism assignment review (${json.view} view, dataset ${json.datasetDate})`, '', 'Summary:'];
  for (const [key, label] of SUMMARY_LABELS) lines.push(`  ${label}: ${review.summary[key]}`);
  if (review.reach)
    for (const [key, label] of REACH_SUMMARY_LABELS) lines.push(`  ${label}: ${review.reach.summary[key]}`);
  const redundant: string[] = [];
  const checks: string[] = [];
  review.principals.ids.forEach((_, p) => {
    const principal = principalAt(review, p);
    const who = `${principal.displayName ?? principal.id}${principal.type ? ` (${principal.type})` : ''}`;
    for (const a of principalAssignments(review, p)) {
      const what = `${a.role.name} (${where(a.scope, a.state)})`;
      if (a.check) checks.push(`  ${who}: ${what}: ${a.check}`);
      if (a.reachLimitedTo) checks.push(`  ${who}: ${what}: ${a.reachLimitedTo}`);
      if (!a.redundant) continue;
      const by = a.coveredByAt.map((at) => {
        const cover = assignmentAt(review, at);
        return `${cover.role.name} (${where(cover.scope, cover.state)})`;
      });
      redundant.push(`  ${who}: ${what} is covered by ${by.join(', ')}`);
    }
  });
  lines.push('', 'Redundant assignments:', ...(redundant.length ? redundant : ['  None.']));
  if (review.reach) lines.push(...reachLines(review));
  if (checks.length) lines.push('', 'Check by hand:', ...checks);
  lines.push('', 'The rule:', ...REDUNDANCY_RULE.split('\n').map((line) => `  ${line}`));
  if (review.reach) lines.push('', 'The takeover rule:', ...TAKEOVER_RULE.split('\n').map((line) => `  ${line}`));
  return `${lines.join('\n')}\n`;
}
