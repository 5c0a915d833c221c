// The role page's long permission list in real Chromium: it fills in painted stages, and ends with every row, in order,
// findable with find-in-page, counted right, and axe-clean. Real dataset, real worker.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRoles } from '../../src/data/load-roles';
import type { Role } from '../../src/data/role-model';
import type { ExplainedPermission } from '@engine/explain';
import { axeViolations, renderApp, resetBetweenTests } from './harness';
import { engineOf, roleBySlug } from './engine-oracle';

let ga: Role;
/** Global Administrator in the largest view (Listed + Inherited + Wildcards), as the engine explains it. */
let expected: ExplainedPermission[];

beforeAll(async () => {
  const roles = await loadRoles();
  ga = roleBySlug(roles, 'global-administrator');
  expected = engineOf(roles).explainRole(ga.templateId, { inherit: true, wildcards: true })!;
});

resetBetweenTests();

/** Chromium's find-in-page, as scripts reach it (window.find is not in the DOM typings): text, case-sensitive, backwards, wrap. */
function findInPage(text: string, backwards: boolean): boolean {
  return (
    window as unknown as {
      find: (text: string, caseSensitive: boolean, backwards: boolean, wrapAround: boolean) => boolean;
    }
  ).find(text, true, backwards, true);
}

/** The number of rows in the permission list each time the DOM changed, from before the page renders. */
function recordListSizes(): { sizes: number[]; stop: () => void } {
  const sizes: number[] = [];
  const observer = new MutationObserver(() => {
    const list = [...document.querySelectorAll('ul')].find(
      (ul) => ul.getAttribute('aria-labelledby') && ul.closest('section')?.textContent?.includes('Permissions of'),
    );
    const size = list?.querySelectorAll(':scope > li').length ?? 0;
    if (size > 0 && size !== sizes.at(-1)) sizes.push(size);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { sizes, stop: () => observer.disconnect() };
}

describe('role detail: the long permission list', () => {
  it('fills in stages, then holds every row in the engine’s order, with the counts, find-in-page and axe all right', async () => {
    const n = expected.length;
    expect(n).toBeGreaterThan(200); // long enough to need several stages
    const recorded = recordListSizes();
    const { screen } = await renderApp('/roles/global-administrator?inherit=1&wildcards=1');
    const list = screen.getByRole('list', { name: 'Permissions of Global Administrator' });

    // The counts speak of every matching row from the start, whatever is rendered yet.
    await expect.element(screen.getByText(`Showing ${n} of ${n} permissions`, { exact: false })).toBeVisible();
    const facts = screen.getByRole('region', { name: 'Key facts' });
    await expect.element(facts.getByText(String(n), { exact: true })).toBeVisible();

    // The list ends up complete, and says so.
    await expect.poll(() => list.getByRole('listitem').elements().length, { timeout: 15_000 }).toBe(n);
    await expect.element(list).toHaveAttribute('aria-busy', 'false');
    recorded.stop();
    // It got there in more than one step: the first rows showed before the rest were rendered.
    expect(recorded.sizes.length).toBeGreaterThan(1);
    expect(recorded.sizes[0]).toBeLessThan(n);
    expect(recorded.sizes.at(-1)).toBe(n);

    // Document order (the order Tab follows: nothing in the list has a positive tabindex) is the engine's order.
    const links = [...list.element().querySelectorAll<HTMLAnchorElement>(':scope > li a')];
    expect(links.map((a) => a.textContent)).toEqual(expected.map((m) => m.action));
    expect(list.element().querySelectorAll('[tabindex]:not([tabindex="0"]):not([tabindex="-1"])')).toHaveLength(0);

    // Find-in-page reaches the last row although it is far down the list's scroll box (rows off screen skip rendering).
    const last = list.element().lastElementChild!;
    const lastText = last.querySelector('a')!.textContent!;
    getSelection()!.removeAllRanges();
    // Searching backwards from the end of the page finds the last occurrence first: the last row's own link.
    expect(findInPage(lastText, true)).toBe(true);
    expect(last.contains(getSelection()!.anchorNode)).toBe(true);
    getSelection()!.removeAllRanges();

    expect(await axeViolations()).toEqual([]);
  }, 40_000);
});
