// src/app/route-table.ts: the route table as data, read by the app's router and the build, and matched as wouter does.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, routeAt, routeParser, routePatternOf, ROUTES } from '../../../../src/app/route-table';

const SRC = resolve(import.meta.dirname, '../../../../src');

describe('the route table', () => {
  it("names each page's module and each on-demand preload by a file that exists, each page exporting its file's name", () => {
    for (const { page, preload = [] } of ROUTES) {
      for (const module of [page, ...preload]) expect(existsSync(resolve(SRC, `${module}.tsx`)), module).toBe(true);
    }
    expect(existsSync(resolve(SRC, `${NOT_FOUND_PAGE}.tsx`))).toBe(true);
    expect(new Set(ROUTES.map((r) => r.pattern)).size).toBe(ROUTES.length);
  });

  it('puts the specific role guide before the generic role page, as the router matches them in order', () => {
    const at = (pattern: string) => ROUTES.findIndex((r) => r.pattern === pattern);
    expect(at('/roles/global-reader')).toBeLessThan(at('/roles/:slug'));
    expect(routeAt('/roles/global-reader')?.page).toBe('pages/roles/GlobalReaderGuidePage');
  });

  it('prerenders every route, and precaches no page rendered per role or action', () => {
    for (const route of ROUTES) {
      expect(route.prerender, route.pattern).toBeTruthy();
      if (route.prerender === 'each-role' || route.prerender === 'each-action') expect(route.precache).toBe(false);
      // A listed path is a path of this route.
      if (typeof route.prerender === 'object')
        for (const path of route.prerender) expect(routeAt(path), path).toBe(route);
    }
  });
});

describe('matching a path', () => {
  it.each([
    ['/', '/'],
    ['/compare/', '/compare'],
    ['/compare/x', null],
    ['/roles/global-administrator', '/roles/:slug'],
    ['/roles/a/b', null],
    ['/roles/', '/roles'],
    ['/permissions/microsoft.directory/users/create', '/permissions/*'],
    ['/permissions/', '/permissions'],
    ['/\n', null],
    ['/finder//', null],
    ['/compare?ids=a', null],
  ])('%j is shown by %j', (path, pattern) => {
    expect(routePatternOf(path)).toBe(pattern);
  });

  it('matches in any case, with or without a trailing slash', () => {
    expect(routePatternOf('/ROLES/Global-Reader')).toBe('/roles/global-reader');
    expect(routePatternOf('/Roles/Global-Administrator')).toBe('/roles/:slug');
    expect(routePatternOf('/finder/')).toBe('/finder');
  });

  it('matches a path holding line breaks as the router does (it decodes %0A to a line feed first)', () => {
    expect(routePatternOf('/permissions/a\nb')).toBe('/permissions/*');
    expect(routePatternOf('/permissions/microsoft.directory/users\r\n/update')).toBe('/permissions/*');
    expect(routePatternOf('/roles/a\nb')).toBe('/roles/:slug');
    expect(routePatternOf('/compare\n')).toBeNull();
    // ...and the Switch's final catch-all (a route with no path is wouter's '*') shows the not-found page for it.
    expect(routeParser('*').pattern.test('/\r\n')).toBe(true);
  });
});
