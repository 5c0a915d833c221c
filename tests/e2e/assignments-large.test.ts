// The built app, served: /assignments reads the 50,000-assignment synthetic tenant (20,000 principals, 18 MB of Graph
// JSON) chosen in the page, and goes through the review as a visitor does (scripts/bench/assignments-page-flow.ts).
// The test asserts the structure: one page of rows, a filter over every principal still one page, the details of the
// principal holding 1,100 assignments one page of them, a workbook of every row saved. It prints the main-thread long
// tasks of each phase as information: the speed figures are `npm run bench`'s, and no test here bounds a time.
import { afterAll, describe, expect, it } from 'vitest';
import { assignmentReviewFlow, tenantOnDisk } from '../../scripts/bench/assignments-page-flow';
import { DETAIL_PAGE_SIZE } from '../../workers/assignment-review';
import { servedApp } from './served-app';

const app = servedApp(4387);
const tenant = tenantOnDisk();
afterAll(() => tenant.remove());

describe('assignment review at 50,000 assignments, built app', () => {
  it(
    'imports, pages, filters, sorts, searches, opens the largest detail and exports, printing the long tasks',
    {
      timeout: 240_000,
    },
    async () => {
      expect(tenant.heaviest.assignments).toBeGreaterThan(DETAIL_PAGE_SIZE);
      const result = await assignmentReviewFlow(app.browser, `${app.preview.url}assignments`, tenant);
      expect(result.rowsImported).toBe(50);
      expect(result.rowsFiltered).toBeLessThanOrEqual(50);
      expect(result.detailRows).toBe(DETAIL_PAGE_SIZE);
      expect(result.download).toBe('assignment-review.xlsx');
      for (const { phase, count, longestMs } of result.phases)
        console.log(
          `[long tasks] /assignments, ${phase}: ${count} task(s) over 50 ms, longest ${longestMs} ms (information only)`,
        );
    },
  );
});
