// The review the worker holds under an id (workers/assignment-review.ts), against the engine's own review of the same
// files: files added, mapped and removed by id, one page of principals filtered and sorted, a principal's detail, the
// exports, the files 'Keep for this tab' stores, and a review the worker no longer holds.
import { describe, expect, it } from 'vitest';
import {
  COVERING_SHOWN,
  createAssignmentReviews,
  DETAIL_PAGE_SIZE,
  REVIEW_GONE,
  ROW_ASSIGNMENTS,
} from '../../../workers/assignment-review';
import { reviewCsv, reviewJson, reviewMarkdown } from '@engine/assignments/review-export';
import { NO_FILTER, principalOrder } from '@engine/assignments/principal-order';
import { assignmentAt, principalAssignments, principalAt } from '@engine/assignments/review-rows';
import type { AssignmentFileInput } from '@engine/assignments/assignment-model';
import type { AssignmentOptions } from '@engine/engine';
import { engineWith, fixture } from '../engine/assignments/fixtures';

const engine = engineWith();
const reviews = () =>
  createAssignmentReviews(engine, async (files, options) => engine.reviewAssignments(files, options));
const expected = (files: AssignmentFileInput[], options: AssignmentOptions = {}) =>
  engine.reviewAssignments(files, options).review!;

const RULE_CASES = fixture('graph-pages-rule-cases.json');
const PIM = fixture('pim-export.csv');
const UNKNOWN = fixture('unknown-headers.csv');

describe('the review the worker holds', () => {
  it('reads File handles and bytes alike, and answers the overview of the engine’s review', async () => {
    const held = reviews();
    const file = new File([RULE_CASES.bytes as BlobPart], RULE_CASES.name);
    const first = await held.addReviewFiles(null, [file], []);
    expect(first.files).toEqual([
      { file: RULE_CASES.name, summary: expect.objectContaining({ file: RULE_CASES.name }) },
    ]);
    const added = await held.addReviewFiles(first.id, [PIM], []);
    expect(added.id).toBe(first.id);
    const review = expected([RULE_CASES, PIM]);
    expect(added.review).toMatchObject({
      files: [RULE_CASES.name, PIM.name],
      bytes: RULE_CASES.bytes.length + PIM.bytes.length,
      summary: review.summary,
      reach: review.reach!.summary,
      datasetDate: review.datasetDate,
    });
    expect(added.review!.revision).toBeGreaterThan(first.review!.revision);
    expect(added.review!.roles.map((r) => r.name)).toEqual(review.roles.map((r) => r.name).sort());
    expect(await held.reviewExport(first.id, 'csv')).toBe(reviewCsv(review));
    expect(await held.reviewExport(first.id, 'json')).toBe(`${JSON.stringify(reviewJson(review), null, 2)}\n`);
    expect(await held.reviewExport(first.id, 'markdown')).toBe(reviewMarkdown(review));
  });

  it('counts a file chosen twice once, under a second name, and leaves a refused file out', async () => {
    const held = reviews();
    const { id } = await held.addReviewFiles(null, [RULE_CASES], []);
    const again = await held.addReviewFiles(id, [RULE_CASES, fixture('broken.json')], []);
    expect(again.files[0]).toMatchObject({ file: `${RULE_CASES.name} (2)` });
    expect(again.files[1]).toMatchObject({ file: 'broken.json', problem: { code: expect.any(String) } });
    expect(again.review!.files).toEqual([RULE_CASES.name, `${RULE_CASES.name} (2)`]);
    expect(again.review!.summary).toEqual(expected([RULE_CASES]).summary);
  });

  it('offers a CSV’s columns, reads it with the mapping, and keeps the review as it was when none is given', async () => {
    const held = reviews();
    const refused = await held.addReviewFiles(null, [UNKNOWN], []);
    expect(refused.review).toBeNull();
    const outcome = refused.files[0];
    expect('columns' in outcome && outcome.columns?.headers).toContain('Entitlement');
    const mapping = { role: 'Entitlement', principalName: 'Who' };
    const mapped = await held.mapReviewColumns(refused.id, UNKNOWN.name, mapping);
    const review = expected([UNKNOWN], { columns: { [UNKNOWN.name]: mapping } });
    expect(mapped.review!.summary).toEqual(review.summary);
    expect(await held.reviewExport(refused.id, 'csv')).toBe(reviewCsv(review));
    await expect(held.mapReviewColumns(refused.id, UNKNOWN.name, mapping)).rejects.toThrow(/not a file of this review/);
  });

  it('removes a file (the rest is reviewed again) and every file', async () => {
    const held = reviews();
    const { id } = await held.addReviewFiles(null, [RULE_CASES, PIM], []);
    const rest = await held.removeReviewFiles(id, RULE_CASES.name);
    expect(rest!.files).toEqual([PIM.name]);
    expect(rest!.summary).toEqual(expected([PIM]).summary);
    expect(await held.reviewExport(id, 'csv')).toBe(reviewCsv(expected([PIM])));
    expect(await held.removeReviewFiles(id, null)).toBeNull();
    await expect(held.reviewExport(id, 'csv')).rejects.toThrow('This review holds no assignment yet.');
  });

  it('answers one page of the principals a filter keeps, in its order', async () => {
    const held = reviews();
    const { id, review: overview } = await held.addReviewFiles(null, [RULE_CASES, PIM], []);
    const review = expected([RULE_CASES, PIM]);
    const filter = { ...NO_FILTER, sort: 'assignments' as const, descending: true };
    const order = [...principalOrder(review, filter)];
    const page = await held.reviewPage(id, overview!.revision, filter, 1, 3);
    expect(page).toMatchObject({ matched: order.length, total: review.principals.ids.length, pageIndex: 1 });
    expect(page.pages).toBe(Math.ceil(order.length / 3));
    expect(page.rows.map((r) => r.principal)).toEqual(order.slice(3, 6).map((p) => principalAt(review, p)));
    const holds = principalAssignments(review, order[3]);
    expect(page.rows[0].assignments).toEqual(holds.slice(0, ROW_ASSIGNMENTS));
    expect(page.rows[0].moreAssignments).toBe(Math.max(0, holds.length - ROW_ASSIGNMENTS));
    // A page past the last answers the last; a search keeps what the engine's order keeps.
    const last = await held.reviewPage(id, overview!.revision, filter, 999, 3);
    expect(last.pageIndex).toBe(page.pages - 1);
    const search = { ...NO_FILTER, search: 'global administrator' };
    const found = await held.reviewPage(id, overview!.revision, search, 0, 100);
    expect(found.rows.map((r) => r.principal.at)).toEqual([...principalOrder(review, search)]);
    expect(found.matched).toBeGreaterThan(0);
  });

  it('shows a principal’s first assignments in its row and says how many more its detail lists', async () => {
    const held = reviews();
    const roles = engine
      .permissionCounts({ inherit: false, wildcards: false })
      .templateIds.slice(0, ROW_ASSIGNMENTS + 3);
    const rows = ['PrincipalId,PrincipalName,RoleTemplateId', ...roles.map((r) => `p-1,Many Roles,${r}`)];
    const file = { name: 'many.csv', bytes: new TextEncoder().encode(rows.join('\n')) };
    const { id, review } = await held.addReviewFiles(null, [file], []);
    expect(review?.summary.assignments).toBe(ROW_ASSIGNMENTS + 3);
    const [row] = (await held.reviewPage(id, review!.revision, NO_FILTER, 0, 50)).rows;
    expect(row.assignments).toHaveLength(ROW_ASSIGNMENTS);
    expect(row.moreAssignments).toBe(3);
    expect((await held.reviewPrincipal(id, review!.revision, row.principal.at))!.assignments).toHaveLength(
      ROW_ASSIGNMENTS + 3,
    );
  });

  it('pages a principal’s detail through its assignments, naming a few of those that cover each and counting the rest', async () => {
    const held = reviews();
    const [first, second] = engine.permissionCounts({ inherit: false, wildcards: false }).templateIds;
    const count = DETAIL_PAGE_SIZE * 2 + 7;
    const rows = ['AssignmentId,PrincipalId,PrincipalName,RoleTemplateId'];
    for (let n = 0; n < count; n++) rows.push(`a-${n},p-1,Holds Many,${n % 2 ? first : second}`);
    const file = { name: 'many.csv', bytes: new TextEncoder().encode(rows.join('\n')) };
    const { id, review: overview } = await held.addReviewFiles(null, [file], []);
    const review = expected([file]);
    const all = principalAssignments(review, 0);
    const pages = await Promise.all([0, 1, 2].map((n) => held.reviewPrincipal(id, overview!.revision, 0, n)));
    expect(pages.map((d) => d!.assignments.length)).toEqual([DETAIL_PAGE_SIZE, DETAIL_PAGE_SIZE, 7]);
    expect(pages.map((d) => [d!.pageIndex, d!.pages, d!.assignmentCount])).toEqual([
      [0, 3, count],
      [1, 3, count],
      [2, 3, count],
    ]);
    expect(pages.flatMap((d) => d!.assignments.map((a) => a.id))).toEqual(all.map((a) => a.id));
    // A page past the last is the last.
    expect((await held.reviewPrincipal(id, overview!.revision, 0, 9))!.pageIndex).toBe(2);
    expect(new Set(pages[0]!.roleTemplateIds)).toEqual(new Set([first, second]));
    expect(pages[0]!.roleTemplateIds).toHaveLength(2);
    // Each assignment of a role held many times at / is covered by the others of it.
    const covered = pages[0]!.assignments.find((a) => a.coveredByAt.length > COVERING_SHOWN)!;
    expect(covered.covering).toHaveLength(COVERING_SHOWN);
    expect(covered.covering.map((c) => c.id)).toEqual(
      covered.coveredByAt.slice(0, COVERING_SHOWN).map((b) => assignmentAt(review, b).id),
    );
    expect(covered.moreCovering).toBe(covered.coveredByAt.length - COVERING_SHOWN);
  });

  it('answers a principal’s detail with what covers each assignment and its chains', async () => {
    const held = reviews();
    const { id, review: overview } = await held.addReviewFiles(null, [RULE_CASES], []);
    const review = expected([RULE_CASES]);
    const p = [...review.principals.redundantCounts].findIndex((n) => n > 0);
    const detail = (await held.reviewPrincipal(id, overview!.revision, p))!;
    expect(detail.principal).toEqual(principalAt(review, p));
    const redundant = detail.assignments.find((a) => a.redundant)!;
    expect(redundant.covering.map((c) => c.id)).toEqual(redundant.coveredByAt.map((b) => assignmentAt(review, b).id));
    expect(detail.reach).not.toBeNull();
    expect(await held.reviewPrincipal(id, overview!.revision, review.principals.ids.length)).toBeNull();
  });

  it('gives the files back as stored bytes, and says so when it no longer holds a review', async () => {
    const held = reviews();
    const { id } = await held.addReviewFiles(null, [RULE_CASES], []);
    const [file] = await held.reviewFiles(id);
    expect(file.name).toBe(RULE_CASES.name);
    expect([...file.bytes]).toEqual([...RULE_CASES.bytes]);
    // A page holds one review; a fifth page's lets the first one go.
    for (let i = 0; i < 4; i++) await held.addReviewFiles(null, [PIM], []);
    await expect(held.reviewPage(id, 1, NO_FILTER, 0, 50)).rejects.toThrow(REVIEW_GONE);
    await expect(held.addReviewFiles(id, [PIM], [])).rejects.toThrow(REVIEW_GONE);
  });

  it('writes the workbook in the worker: an XLSX file (a zip) as a Blob', async () => {
    const held = reviews();
    const { id } = await held.addReviewFiles(null, [RULE_CASES], []);
    const workbook = await held.reviewExport(id, 'xlsx');
    expect(workbook).toBeInstanceOf(Blob);
    const head = new Uint8Array(await (workbook as Blob).slice(0, 2).arrayBuffer());
    expect(String.fromCharCode(...head)).toBe('PK');
  });
});
