// The review as files: JSON (the CLI's shape, issue 32), CSV (the app's csvText; the browser adds the BOM) and Markdown.
import { viewLabel } from '../catalog';
import { csvText } from '../csv';
import { REDUNDANCY_RULE, RULE_VIEW } from './redundancy-rule';
import type { AssignmentReview, AssignmentSummary } from './review';
import { principalAssignments, principalAt, REVIEW_COLUMNS, reviewRows } from './review-rows';
import type { AssignmentState } from './assignment-model';
import type { ReachSummary } from '../takeover/principal-reach';
import {
  reachChain,
  reachesGlobalAdministratorJson,
  reachLinkText,
  type ReachesGlobalAdministratorJson,
} from '../takeover/reach-chain';
import { TAKEOVER_RULE } from '../takeover/takeover-rule';

export const REVIEW_CSV_FILE_NAME = 'assignment-review.csv';

/** The summary's figures with the words the page, the Markdown and the text report put beside them, in order. */
export const SUMMARY_LABELS: readonly [keyof AssignmentSummary, string][] = [
  ['principals', 'Principals'],
  ['assignments', 'Assignments (active and eligible, unknown roles included)'],
  ['redundantAssignments', 'Redundant assignments'],
  ['globalAdministrators', 'Global Administrators (Microsoft advises fewer than five)'],
  ['privilegedPrincipals', 'Principals holding a privileged role'],
  ['tier0Principals', 'Tier 0 principals'],
  ['standingPrivilegedAssignments', 'Standing assignments of privileged roles (active, no end date)'],
  ['unknownRoles', 'Assignments of unknown role definitions'],
];

/** The takeover figures (issue 39) with their words, when the review has them (the takeover data was loaded). */
export const REACH_SUMMARY_LABELS: readonly [keyof ReachSummary, string][] = [
  [
    'principalsReachingGlobalAdministrator',
    'Principals that can reach Global Administrator without holding it (after activation)',
  ],
  ['principalsReachingGlobalAdministratorStanding', 'Of them, through active assignments only (standing)'],
];

/** The CLI's JSON (`npm run analyze -- --assignments FILE --json`) and the page's Export JSON. */
export interface AssignmentReviewJson {
  view: string;
  datasetDate: string;
  /** With the takeover data loaded, the two figures of issue 39 too. */
  summary: AssignmentSummary & Partial<ReachSummary>;
  principals: {
    id: string;
    displayName: string | null;
    type: string | null;
    /** Present with the takeover data loaded (issue 39): null when the principal does not reach Global Administrator. */
    reachesGlobalAdministrator?: ReachesGlobalAdministratorJson | null;
    assignments: {
      id: string;
      roleTemplateId: string;
      roleName: string;
      scope: string;
      state: AssignmentState;
      redundant: boolean;
      coveredBy: string[];
      /** Present with the takeover data loaded: "reach limited to <scope>", or null. */
      reachLimitedTo?: string | null;
    }[];
  }[];
}

export function reviewJson(review: AssignmentReview): AssignmentReviewJson {
  const reach = review.reach !== null;
  return {
    view: viewLabel(RULE_VIEW),
    datasetDate: review.datasetDate,
    summary: { ...review.summary, ...review.reach?.summary },
    principals: review.principals.ids.map((_, p) => {
      const principal = principalAt(review, p);
      return {
        id: principal.id,
        displayName: principal.displayName,
        type: principal.type,
        ...(reach ? { reachesGlobalAdministrator: reachesGlobalAdministratorJson(review, p) } : {}),
        assignments: principalAssignments(review, p).map((a) => ({
          id: a.id,
          roleTemplateId: a.role.templateId,
          roleName: a.role.name,
          scope: a.scope,
          state: a.state,
          redundant: a.redundant,
          coveredBy: a.coveredBy,
          ...(reach ? { reachLimitedTo: a.reachLimitedTo } : {}),
        })),
      };
    }),
  };
}

/** One row per assignment (REVIEW_COLUMNS), the rule's view and the dataset date on every row. */
export function reviewCsv(review: AssignmentReview): string {
  return csvText([REVIEW_COLUMNS, ...reviewRows(review).map((row) => REVIEW_COLUMNS.map((c) => row[c]))]);
}

const cell = (text: string) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

/** The principals that reach Global Administrator without holding it, with their steps and chain (Markdown lines). */
function reachMarkdown(review: AssignmentReview): string[] {
  if (!review.reach) return [];
  const rows: string[] = [];
  review.principals.ids.forEach((_, p) => {
    const principal = principalAt(review, p);
    if (principal.globalAdministrator || principal.stepsToGlobalAdministrator === null) return;
    const chain = reachChain(review, p)!.map((link) => reachLinkText(review, link));
    const name = principal.displayName ?? principal.id;
    const standing = principal.standingStepsToGlobalAdministrator ?? 'after activation only';
    rows.push(`| ${cell(name)} | ${principal.stepsToGlobalAdministrator} | ${standing} | ${cell(chain.join('; '))} |`);
  });
  return [
    '## Paths to Global Administrator',
    '',
    ...(rows.length
      ? ['| Principal | Steps | Standing steps | Shortest chain |', '|---|---:|---:|---|', ...rows]
      : ['No principal reaches Global Administrator without holding it.']),
    '',
    '## The takeover rule',
    '',
    ...TAKEOVER_RULE.split('\n').map((line) => cell(line)),
    '',
  ];
}

/** The review for an access-review record: view and date, the summary, the rule, and every assignment. */
export function reviewMarkdown(review: AssignmentReview): string {
  const columns = REVIEW_COLUMNS.filter(
    (c) => c !== 'View' && c !== 'DatasetDate' && c !== 'ChainToGlobalAdministrator',
  );
  const reachFigures = review.reach
    ? REACH_SUMMARY_LABELS.map(([key, label]) => `| ${label} | ${review.reach!.summary[key]} |`)
    : [];
  const lines = [
    '# Assignment review',
    '',
    `View: ${viewLabel(RULE_VIEW)}. Dataset: ${review.datasetDate}.`,
    '',
    '| Figure | Count |',
    '|---|---:|',
    ...SUMMARY_LABELS.map(([key, label]) => `| ${label} | ${review.summary[key]} |`),
    ...reachFigures,
    '',
    '## The redundancy rule',
    '',
    ...REDUNDANCY_RULE.split('\n').map((line) => cell(line)),
    '',
    ...reachMarkdown(review),
    '## Assignments',
    '',
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...reviewRows(review).map((row) => `| ${columns.map((c) => cell(row[c])).join(' | ')} |`),
  ];
  return `${lines.join('\n')}\n`;
}
