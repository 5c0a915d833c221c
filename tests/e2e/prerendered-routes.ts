// What the prerender tests visit (tests/e2e/prerender.test.ts on the production build, hydration-dev.test.ts on a
// development one), and how they follow a link at the moment hydration starts.
import type { Page } from 'playwright';

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
  ['no-such-page', /Page not found/i],
];

/**
 * Makes `page` click the header's "Role Catalog" link the moment React starts listening on #root, before its first
 * hydration task. React then hydrates the layout at once and follows the link while the page's content is still the
 * server's HTML (it hydrates after the layout): a race a quick visitor can win, made certain. Sets
 * `window.__arrivedOnRolePage` on a role page, so a test can tell the app's navigation from the browser's.
 */
export async function followCatalogLinkAsHydrationStarts(page: Page): Promise<void> {
  await page.addInitScript(`{
    if (location.pathname.includes('/roles/')) window.__arrivedOnRolePage = true;
    const add = EventTarget.prototype.addEventListener;
    let armed = true;
    EventTarget.prototype.addEventListener = function (type, listener, options) {
      add.call(this, type, listener, options);
      if (armed && type === 'click' && this instanceof HTMLElement && this.id === 'root') {
        armed = false;
        queueMicrotask(() => document.querySelector('nav[aria-label="Main"] a[href$="/catalog"]').click());
      }
    };
  }`);
}

/** Whether the page's document is the role page's it arrived on (the app followed the link, not the browser). */
export function arrivedOnRolePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __arrivedOnRolePage?: boolean }).__arrivedOnRolePage === true);
}
