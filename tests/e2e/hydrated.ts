// Waits until the app has taken over the page, so a click or typing reaches it: until then #root is inert (the marker
// src/main.tsx documents and removes once the page's content is hydrated or rendered). Playwright's own actions wait
// for it too; this is for tests that act by other means (keyboard presses, events) or check the page as hydrated.
import type { Locator } from 'playwright';

export async function untilHydrated(target: Locator, timeout = 30_000): Promise<Locator> {
  await target.waitFor({ timeout });
  await target.page().locator('#root:not([inert])').waitFor({ state: 'attached', timeout });
  return target;
}
