// The review as files: JSON (the CLI's shape, issue 32), CSV (the app's csvText; the browser adds the BOM) and Markdown.
import { viewLabel } from '../catalog';
import { csvText } from '../csv';
import { REDUNDANCY_RULE, RULE_VIEW } from './redundancy-rule';
import type { AssignmentReview, AssignmentSummary } from './review';
import { principalAssignments, principalAt, REVIEW_COLUMNS, reviewRows } from './review-rows';
import type { AssignmentState } from './assignment-model';

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

/** The CLI's JSON (`npm run analyze -- --assignments FILE --json`) and the page's Export JSON. */
export interface AssignmentReviewJson {
  view: string;
  datasetDate: string;
  summary: AssignmentSummary;
  principals: {
    id: string;
    displayName: string | null;
    type: string | null;
    assignments: {
      id: string;
      roleTemplateId: string;
      roleName: string;
      scope: string;
      state: AssignmentState;
      redundant: boolean;
      coveredBy: string[];
    }[];
  }[];
}

export function reviewJson(review: AssignmentReview): AssignmentReviewJson {
  return {
    view: viewLabel(RULE_VIEW),
    datasetDate: review.datasetDate,
    summary: { ...review.summary },
    principals: review.principals.ids.map((_, p) => {
      const principal = principalAt(review, p);
      return {
        id: principal.id,
        displayName: principal.displayName,
        type: principal.type,
        assignments: principalAssignments(review, p).map((a) => ({
          id: a.id,
          roleTemplateId: a.role.templateId,
          roleName: a.role.name,
          scope: a.scope,
          state: a.state,
          redundant: a.redundant,
          coveredBy: a.coveredBy,
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

/** The review for an access-review record: view and date, the summary, the rule, and every assignment. */
export function reviewMarkdown(review: AssignmentReview): string {
  const columns = REVIEW_COLUMNS.filter((c) => c !== 'View' && c !== 'DatasetDate');
  const lines = [
    '# Assignment review',
    '',
    `View: ${viewLabel(RULE_VIEW)}. Dataset: ${review.datasetDate}.`,
    '',
    '| Figure | Count |',
    '|---|---:|',
    ...SUMMARY_LABELS.map(([key, label]) => `| ${label} | ${review.summary[key]} |`),
    '',
    '## The redundancy rule',
    '',
    ...REDUNDANCY_RULE.split('\n').map((line) => cell(line)),
    '',
    '## Assignments',
    '',
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...reviewRows(review).map((row) => `| ${columns.map((c) => cell(row[c])).join(' | ')} |`),
  ];
  return `${lines.join('\n')}\n`;
}
