// The review's exports: JSON in the CLI's shape, CSV rows with the view and date on each, Markdown with the summary and rule.
import { describe, expect, it } from 'vitest';
import { viewLabel } from '@engine/catalog';
import { REDUNDANCY_RULE, RULE_VIEW } from '@engine/assignments/redundancy-rule';
import { reviewCsv, reviewJson, reviewMarkdown, SUMMARY_LABELS } from '@engine/assignments/review-export';
import { REVIEW_COLUMNS } from '@engine/assignments/review-rows';
import { datasetDate, engineWith, fixture } from './fixtures';
import { readCsv } from '../../helpers';

const engine = engineWith();
const files = ['graph-pages-rule-cases.json', 'pim-export.csv'].map(fixture);
const read = engine.readAssignments(files);
const review = engine.reviewAssignments(files).review!;

describe('assignment review exports', () => {
  it("JSON has exactly the CLI's keys, every assignment once, under its principal", () => {
    const json = reviewJson(review);
    expect(Object.keys(json)).toEqual(['view', 'datasetDate', 'summary', 'principals']);
    expect(json.view).toBe('Effective (Listed + Inherited + Wildcards)');
    expect(json.datasetDate).toBe(datasetDate());
    expect(Object.keys(json.summary)).toEqual([
      'principals',
      'assignments',
      'redundantAssignments',
      'globalAdministrators',
      'privilegedPrincipals',
      'tier0Principals',
      'standingPrivilegedAssignments',
      'unknownRoles',
      'principalsReachingGlobalAdministrator',
      'principalsReachingGlobalAdministratorStanding',
    ]);
    for (const principal of json.principals) {
      expect(Object.keys(principal)).toEqual([
        'id',
        'displayName',
        'type',
        'reachesGlobalAdministrator',
        'assignments',
      ]);
      for (const a of principal.assignments)
        expect(Object.keys(a)).toEqual([
          'id',
          'roleTemplateId',
          'roleName',
          'scope',
          'state',
          'redundant',
          'coveredBy',
          'reachLimitedTo',
        ]);
    }
    const ids = json.principals.flatMap((p) => p.assignments.map((a) => a.id));
    expect(ids.sort()).toEqual(read.assignments.map((a) => a.id).sort());
    const owner = new Map(read.assignments.map((a) => [a.id, a.principalId]));
    for (const p of json.principals) for (const a of p.assignments) expect(owner.get(a.id)).toBe(p.id);
  });

  it('JSON without the takeover data loaded keeps the keys of issue 32 alone', () => {
    const json = reviewJson(engineWith({ takeover: false }).reviewAssignments(files).review!);
    expect(Object.keys(json.summary)).toHaveLength(SUMMARY_LABELS.length);
    expect(Object.keys(json.principals[0])).toEqual(['id', 'displayName', 'type', 'assignments']);
    expect(Object.keys(json.principals[0].assignments[0])).not.toContain('reachLimitedTo');
  });

  it('CSV: one row per assignment, every field of the row model, the view and dataset date on every row', () => {
    const [header, ...rows] = readCsv(reviewCsv(review));
    expect(header).toEqual([...REVIEW_COLUMNS]);
    expect(rows).toHaveLength(read.assignments.length);
    const column = (name: (typeof REVIEW_COLUMNS)[number]) => rows.map((row) => row[header.indexOf(name)]);
    expect(new Set(column('View'))).toEqual(new Set([viewLabel(RULE_VIEW)]));
    expect(new Set(column('DatasetDate'))).toEqual(new Set([datasetDate()]));
    expect(column('Redundant').filter((v) => v === 'Yes')).toHaveLength(review.summary.redundantAssignments);
    expect(column('PrincipalName')).toContain('Night shift, helpdesk');
  });

  it('Markdown: the view and date, every summary figure, the rule and a row per assignment', () => {
    const md = reviewMarkdown(review);
    expect(md).toContain(`View: ${viewLabel(RULE_VIEW)}. Dataset: ${datasetDate()}.`);
    for (const [key, label] of SUMMARY_LABELS) expect(md).toContain(`| ${label} | ${review.summary[key]} |`);
    for (const line of REDUNDANCY_RULE.split('\n')) expect(md).toContain(line);
    const tableRows = md.split('\n## Assignments\n')[1].trim().split('\n');
    expect(tableRows).toHaveLength(2 + read.assignments.length);
  });

  it('the answer crosses a worker boundary as a structured clone', () => {
    expect(structuredClone(review)).toEqual(review);
  });
});
