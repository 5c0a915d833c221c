// src/app/route-pattern.ts: route patterns as the router reads them, shared by the app and the build's preloads.
import { describe, expect, it } from 'vitest';
import { matchesPattern, ROUTE_PATTERN_FLAGS, routePatternSource } from '../../../../src/app/route-pattern';

describe('route pattern source', () => {
  it.each([
    ['/', '/', true],
    ['/compare', '/compare/', true],
    ['/compare', '/compare/x', false],
    ['/roles/:slug', '/roles/global-administrator', true],
    ['/roles/:slug', '/roles/a/b', false],
    ['/permissions/*', '/permissions/microsoft.directory/users/create', true],
    ['/permissions/*', '/permissions/a\nb', true],
    ['*', '/\r\n', true],
    ['/', '/\n', false],
  ])('%j matches %j: %s', (pattern, path, expected) => {
    expect(new RegExp(routePatternSource(pattern), ROUTE_PATTERN_FLAGS).test(path)).toBe(expected);
  });
});

describe('matchesPattern', () => {
  it('matches in any case, with or without a trailing slash', () => {
    expect(matchesPattern('/roles/:slug', '/ROLES/Global-Reader')).toBe(true);
    expect(matchesPattern('/finder', '/finder/')).toBe(true);
    expect(matchesPattern('/finder', '/finder//')).toBe(false);
  });

  it('takes the characters of a pattern literally, except :name and a final *', () => {
    expect(matchesPattern('/a.b', '/a.b')).toBe(true);
    expect(matchesPattern('/a.b', '/axb')).toBe(false);
    expect(matchesPattern('/(x)', '/(x)')).toBe(true);
    expect(matchesPattern('/roles/:slug', '/roles/')).toBe(false);
    expect(matchesPattern('/permissions/*', '/permissions/')).toBe(true);
    expect(matchesPattern('/compare', '/compare?ids=a')).toBe(false);
  });
});
