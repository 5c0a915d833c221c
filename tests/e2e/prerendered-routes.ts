// What the prerender tests visit (tests/e2e/prerender.test.ts on the production build, hydration-dev.test.ts on a
// development one), and how a quick visitor follows a link the moment the page takes a press.
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright';

/** One path per kind of prerendered page, with the heading it shows. */
export const PRERENDERED_ROUTES: [path: string, heading: RegExp][] = [
  ['', /Compare Entra ID|RolePrism|role/i],
  ['roles/global-administrator', /^Global Administrator$/],
  ['permissions/microsoft.directory/users/password/update', /microsoft\.directory\/users\/password\/update/],
  ['catalog', /Role Catalog/],
  ['changes', /changes/i],
  ['data', /data/i],
  ['docs/permission-views', /permission/i],
  // The shell shows 'Role Comparison Analysis' until hydrated; with no ids the page then says the comparison is invalid.
  ['compare', /Role Comparison Analysis|Invalid Comparison/],
  ['simulator', /Role Simulator/],
  ['assignments', /^Assignment review$/],
  ['attack-paths', /Attack paths/i],
  ['attack-paths/entra-app-credential-abuse', /^Application & service principal credential abuse$/],
  ['no-such-page', /Page not found/i],
];

/** Every console error and warning ('error: …', 'warning: …') and every page error ('pageerror: …') of `page` from now on. */
export function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/**
 * Opens the role page at `roleUrl` and follows the header's "Role Catalog" link the moment the page lets a press land
 * (Playwright clicks once the link receives events: #root is inert until the page works), as a quick visitor does.
 * Expects the app (not the browser: the role page's document stays, as an init script's mark on it shows) to reach the
 * catalog, the catalog to work (Add to Simulator, then Selected), and nothing logged on the way.
 */
export async function expectCatalogReachedAtOnce(browser: Browser, roleUrl: string): Promise<void> {
  const page = await browser.newPage();
  const problems = problemsOf(page);
  await page.addInitScript(() => {
    if (location.pathname.includes('/roles/'))
      (window as unknown as { __arrivedOnRolePage?: boolean }).__arrivedOnRolePage = true;
  });
  await page.goto(roleUrl, { waitUntil: 'commit' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Role Catalog' }).click();
  await page.getByRole('heading', { level: 1, name: 'Role Catalog' }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __arrivedOnRolePage?: boolean }).__arrivedOnRolePage)).toBe(
    true,
  );
  expect(new URL(page.url()).pathname).toBe('/catalog');
  await page.getByRole('button', { name: 'Add to Simulator (Global Reader)' }).click();
  await page.getByRole('button', { name: 'Selected (Global Reader)' }).waitFor();
  expect(problems).toEqual([]);
  await page.close();
}
