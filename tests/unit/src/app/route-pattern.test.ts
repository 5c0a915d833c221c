// src/app/route-pattern.ts: route patterns as the router reads them, shared by the app and the build's preloads.
import { describe, expect, it } from 'vitest';
import { routePatternSource } from '../../../../src/app/route-pattern';

describe('route pattern source', () => {
  it.each([
    ['/', '/', true],
    ['/compare', '/compare/', true],
    ['/compare', '/compare/x', false],
    ['/roles/:slug', '/roles/global-administrator', true],
    ['/roles/:slug', '/roles/a/b', false],
    ['/permissions/*', '/permissions/microsoft.directory/users/create', true],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(new RegExp(routePatternSource(pattern), 'i').test(path)).toBe(expected);
  });
});
