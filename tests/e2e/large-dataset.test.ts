// A 5,000-role dataset (the real rows, then synthetic copies) served to the built app at the network edge: every page
// renders its heading with no error, and the longest main-thread task per page is printed (`npm run bench` reports it
// against the 50 ms target: scripts/bench/large-dataset-flow.ts). Only a freeze tripwire fails.
import { describe, expect, it } from 'vitest';
import {
  LARGE_ROLES,
  largeDataset,
  largeDatasetPages,
  visitLargeDatasetPage,
} from '../../scripts/bench/large-dataset-flow';
import { servedApp } from './served-app';

/** A freeze, not the 50 ms target: the figures are printed for reports/PERFORMANCE.md (this host is shared). */
const FREEZE_MS = 2000;

/**
 * Pages this test found over the tripwire with 5,000 roles, printed and marked, not asserted, until the freeze is
 * fixed. Empty since 2026-12-01: / and /simulator (3,062 and 3,413 ms on 2026-11-23) now render from the worker's
 * role index, reached by a click: 0 and 93-141 ms here.
 */
const KNOWN_FREEZES = new Set<string>();

const app = servedApp(4391);

describe(`a ${LARGE_ROLES}-role dataset (network edge: the dataset request answered with it)`, () => {
  const data = largeDataset();
  for (const spec of largeDatasetPages(data)) {
    const { path, link } = spec;
    it(`/${path.split('?')[0]} renders${link ? ', reached by a click' : ''}`, { timeout: 120_000 }, async () => {
      const visit = await visitLargeDatasetPage(app.browser, app.preview.url, data, spec);
      expect(visit.errors).toBe(0);
      // What the page shows comes from the 5,000 roles: their count, or a synthetic role's name.
      if (link)
        expect(visit.mainText).toMatch(new RegExp(`${LARGE_ROLES}|${LARGE_ROLES.toLocaleString('en-US')}|#4000`));
      const known = KNOWN_FREEZES.has(path.split('?')[0]);
      const label = path.length > 60 ? `${path.slice(0, 60)}…` : path;
      console.log(
        `[large dataset] /${label}: ${visit.count} task(s) over 50 ms, longest ${visit.longestMs} ms${known ? ' (known freeze: not asserted)' : ''}`,
      );
      if (!known) expect(visit.longestMs).toBeLessThan(FREEZE_MS);
    });
  }
});
