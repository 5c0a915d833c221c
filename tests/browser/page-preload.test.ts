// Starting a page's code download ahead of the first render: the route table finds the page a path shows, and
// preloadPage really fetches that page's module (real Chromium, the app's own modules).
import { describe, expect, it } from 'vitest';
import { preloadPage, routePatternOf } from '../../src/app/route-table';

describe('page preload', () => {
  it.each([
    ['/', '/'],
    ['/catalog', '/catalog'],
    ['/catalog/', '/catalog'],
    ['/roles', '/roles'],
    ['/roles/global-reader', '/roles/global-reader'],
    ['/roles/global-administrator', '/roles/:slug'],
    ['/Roles/Global-Administrator', '/roles/:slug'],
    ['/compare', '/compare'],
    ['/permissions/microsoft.directory/users/create', '/permissions/*'],
    ['/docs/permission-views', '/docs/permission-views'],
    ['/docs/getting-started', '/docs/getting-started'],
    ['/docs/simulator', '/docs/:guide'],
    ['/admin', null],
    ['/roles/a/b', null],
    ['/catalogue', null],
  ])('%s is shown by the route %s', (path, pattern) => {
    expect(routePatternOf(path)).toBe(pattern);
  });

  it("fetches the role page's module for a role path, and nothing for an unknown path", async () => {
    const fetched = () =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('/src/pages/roles/RoleDetailPage.tsx'));
    expect(fetched()).toBe(false);
    await preloadPage('/no/such/page');
    expect(fetched()).toBe(false);
    await preloadPage('/roles/global-administrator');
    expect(fetched()).toBe(true);
  });
});
