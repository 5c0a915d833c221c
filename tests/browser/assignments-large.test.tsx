// The assignment review at tenant scale, in real Chromium with the real worker: 50,000 assignments over 20,000
// principals (scripts/bench/synthetic-assignments.ts). The test asserts the structure that keeps the main thread free:
// the file goes to the worker as a File handle, the page never reads or parses it, and the worker answers one page of
// rows at a time. The longest main-thread task is printed as information only (the speed figures are `npm run bench`'s).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { AssignmentReview } from '@engine/assignments/review';
import { loadRoles } from '../../src/data/load-roles';
import { syntheticTenantFile } from '../../scripts/bench/synthetic-assignments';
import { PAGE_SIZES } from '../../src/features/assignments/PrincipalTable';
import { renderApp, resetBetweenTests } from './harness';
import {
  assignmentOracle,
  expectAssignments,
  fileInput,
  figure,
  oracleReview,
  tableRows,
} from './assignments-fixtures';

const PRINCIPALS = 20_000;
const ASSIGNMENTS = 50_000;

let file: { name: string; bytes: Uint8Array };
let expected: AssignmentReview;

beforeAll(async () => {
  const roles = (await loadRoles()).filter((r) => r.builtIn);
  file = syntheticTenantFile(
    roles.map((r) => ({ templateId: r.templateId, name: r.displayName })),
    { principals: PRINCIPALS, assignments: ASSIGNMENTS },
  );
  expected = oracleReview(await assignmentOracle(), [file]);
}, 120_000);

resetBetweenTests();

/** What (at most a few levels down) `value` holds of `size` bytes: File handles, and byte arrays or buffers. */
function sized(value: unknown, size: number, depth = 0): { files: number; bytes: number } {
  if (value instanceof Blob) return { files: value.size === size ? 1 : 0, bytes: 0 };
  if (value instanceof Uint8Array || value instanceof ArrayBuffer)
    return { files: 0, bytes: value.byteLength === size ? 1 : 0 };
  if (depth > 6 || typeof value !== 'object' || value === null) return { files: 0, bytes: 0 };
  return Object.values(value).reduce<{ files: number; bytes: number }>(
    (sum, v) => {
      const found = sized(v, size, depth + 1);
      return { files: sum.files + found.files, bytes: sum.bytes + found.bytes };
    },
    { files: 0, bytes: 0 },
  );
}

describe('assignment review: 50,000 assignments', () => {
  it('reads the file in the worker and renders the table a page at a time', { timeout: 180_000 }, async () => {
    expect(expected.principals.ids.length).toBe(PRINCIPALS);
    const parse = vi.spyOn(JSON, 'parse');
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    const longTasks: { start: number; duration: number }[] = [];
    const observer = new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => longTasks.push({ start: e.startTime, duration: e.duration })),
    );
    observer.observe({ type: 'longtask' });

    const app = await renderApp('/assignments');
    // The file is handed to the input in the page (a DataTransfer), as a drop or the picker would: not through the test
    // runner's upload, which copies 18 MB into the page through the main thread.
    await expect.element(fileInput(app)).toBeVisible();
    const input = fileInput(app).element() as HTMLInputElement;
    const picked = new DataTransfer();
    picked.items.add(new File([file.bytes as BlobPart], file.name));
    input.files = picked.files;
    const start = performance.now();
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await expectAssignments(ASSIGNMENTS);
    expect(figure('Principals')).toBe('20,000');
    expect(figure('Redundant assignments')).toBe(expected.summary.redundantAssignments.toLocaleString('en-US'));

    // The file went to the worker once, as a File handle: its bytes were never read here nor posted, and no text of
    // the file's size was parsed on this thread.
    const sent = posted.mock.calls.map(([message]) => sized(message, file.bytes.length));
    expect(sent.reduce((n, s) => n + s.files, 0)).toBe(1);
    expect(sent.reduce((n, s) => n + s.bytes, 0)).toBe(0);
    const bigParses = parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length > 100_000);
    expect(bigParses).toEqual([]);

    // One page of rows, whatever the review holds; the next page is another slice of the same size.
    const pageSize = PAGE_SIZES[0];
    expect(tableRows()).toHaveLength(pageSize);
    await expect
      .element(app.screen.getByText(`20,000 principals, page 1 of ${PRINCIPALS / pageSize}`))
      .toBeInTheDocument();
    const firstPage = tableRows().map((row) => row.cells[0].textContent);
    await userEvent.click(app.screen.getByRole('button', { name: 'Next page' }));
    await expect.poll(() => tableRows()[0].cells[0].textContent).not.toBe(firstPage[0]);
    expect(tableRows()).toHaveLength(pageSize);

    // A filter on all 20,000 principals still renders one page.
    await userEvent.click(app.screen.getByRole('checkbox', { name: 'Redundant only' }));
    const redundant = expected.principals.redundantCounts.filter((n) => n > 0).length;
    await expect
      .element(app.screen.getByText(new RegExp(`^${redundant.toLocaleString('en-US')} of 20,000 principals`)))
      .toBeInTheDocument();
    expect(tableRows().length).toBe(Math.min(pageSize, redundant));

    // Rows out of view cost no layout: a row's role chips are skipped until it is scrolled to (content-visibility),
    // and the columns, of fixed widths, stay as they were while the rows come into view.
    expect(getComputedStyle(tableRows()[0].closest('table')!).tableLayout).toBe('fixed');
    const columnWidths = () => [...document.querySelectorAll('thead th')].map((th) => th.clientWidth);
    const widths = columnWidths();
    const laidOut = (row: HTMLTableRowElement) =>
      row.querySelector('li')!.checkVisibility({ contentVisibilityAuto: true });
    expect(laidOut(tableRows().at(-1)!)).toBe(false);
    for (const row of tableRows()) {
      row.scrollIntoView();
      await expect.poll(() => laidOut(row)).toBe(true);
    }
    expect(columnWidths()).toEqual(widths);

    await new Promise((resolve) => setTimeout(resolve, 500)); // let the observer deliver the last entries
    observer.disconnect();
    const since = longTasks.filter((t) => t.start >= start);
    console.log(
      `[long tasks] /assignments with ${ASSIGNMENTS} assignments, from the file's choice on: ${since.length} task(s) over 50 ms, longest ${Math.round(Math.max(0, ...since.map((t) => t.duration)))} ms (information only; ${since.map((t) => `${Math.round(t.start - start)}:${Math.round(t.duration)}`).join(' ')})`,
    );
  });
});
