// The prerendered pages on a development build (.tmp/dist-dev, built by the test command): React's development build
// reports every difference between the server's HTML and the client's first render, attributes and inner HTML included
// (a production build notices only a different element or text, and silently keeps the server's attributes).
import { describe, expect, it } from 'vitest';
import { freePort } from '../db/cluster';
import { servedApp } from './served-app';
import { expectCatalogReachedAtOnce, PRERENDERED_ROUTES, problemsOf } from './prerendered-routes';

/** Built by the test command: NODE_ENV=development vite build --mode development --outDir .tmp/dist-dev */
const app = servedApp(await freePort(), { outDir: '.tmp/dist-dev' });

describe('prerendered pages hydrated by React’s development build', () => {
  it.each(PRERENDERED_ROUTES)('/%s: no warning of any kind, at desktop and phone widths', async (path, heading) => {
    for (const width of [1280, 390]) {
      const page = await app.browser.newPage({ viewport: { width, height: 800 } });
      const problems = problemsOf(page);
      const response = await page.goto(`${app.preview.url}${path}`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toMatch(heading);
      // Sections that load on scroll (a role's history) render too.
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState('networkidle');
      // The not-found page's own 404 status is logged by Chromium as a failed resource; nothing else may be.
      const expected = response?.status() === 404 ? [expect.stringMatching(/status of 404/)] : [];
      expect(problems, `${path} at ${width} px`).toEqual(expected);
      await page.close();
    }
  });

  it('a header link pressed the moment the page takes it: the app moves on with nothing reported', async () => {
    await expectCatalogReachedAtOnce(app.browser, `${app.preview.url}roles/global-administrator`);
  });
});
