// The service worker's build settings (scripts/vite/pwa.ts): which navigations the app shell answers, the URL a
// prerendered page is precached under, and the manifest's colours and paths.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { navigateFallbackDenylist, pageUrlOf, themeColour, webManifest } from '../../../../scripts/vite/pwa';
import { permissionPath } from '../../../../src/features/permissions/permission-index';
import { shippedRoles } from '../../helpers';

const THEME = readFileSync(resolve(import.meta.dirname, '../../../../src/styles/theme.css.ts'), 'utf8');

/** Whether the worker answers a navigation to `pathAndSearch` with the shell (Workbox tests pathname + search). */
function shellAnswers(base: string, pathAndSearch: string): boolean {
  return !navigateFallbackDenylist(base).some((pattern) => pattern.test(pathAndSearch));
}

describe('navigations the app shell answers', () => {
  for (const base of ['/', '/tools/roleprism/']) {
    it(`under ${base}: every page of the app, never a file or an embed=1 page`, () => {
      for (const path of [
        '',
        'catalog',
        'roles/global-administrator',
        'compare?ids=62e90394-69f5-4237-9190-012177145e10,f2ef992c-3afb-46b9-b7cf-a126ee74c451',
        'finder?need=microsoft.directory/users/password/update',
        'finder?need=a.json',
        'docs/api',
        'no/such/page',
      ])
        expect(shellAnswers(base, `${base}${path}`), path).toBe(true);
      for (const path of [
        'data/roles_with_permissions.json',
        'data/no-such-file',
        'api/v1/roles.json',
        'api/v1/roles/62e90394-69f5-4237-9190-012177145e10.json',
        'assets/app-abc.js',
        'changes.xml',
        'robots.txt',
        'manifest.webmanifest',
        'shell.html',
        'compare?ids=a,b&embed=1',
        'simulator?embed=1',
      ])
        expect(shellAnswers(base, `${base}${path}`), path).toBe(false);
    });
  }

  it('the page of every action in the shipped dataset, dots in its last segment included', () => {
    const actions = new Set(shippedRoles().flatMap((r) => r.permissions.map((p) => p.action)));
    expect(actions.size).toBeGreaterThan(500);
    expect([...actions].some((a) => a.split('/').at(-1)!.includes('.'))).toBe(true);
    for (const action of actions) expect(shellAnswers('/', permissionPath(action)), action).toBe(true);
    expect(shellAnswers('/', '/permissions/made.up/action.json')).toBe(true);
  });
});

describe('precache URLs', () => {
  it('precaches a prerendered page under the URL the app links to', () => {
    expect(pageUrlOf('catalog/index.html')).toBe('catalog');
    expect(pageUrlOf('docs/api/index.html')).toBe('docs/api');
    expect(pageUrlOf('index.html')).toBe('index.html');
    expect(pageUrlOf('shell.html')).toBe('shell.html');
    expect(pageUrlOf('assets/app-abc.js')).toBe('assets/app-abc.js');
  });
});

describe('web app manifest', () => {
  it('takes its colours from the theme and its start URL and scope from the base path', () => {
    const manifest = webManifest('/tools/roleprism/', THEME);
    expect(manifest).toMatchObject({
      start_url: '/tools/roleprism/',
      scope: '/tools/roleprism/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toBe(themeColour(THEME, 'header'));
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toBe(themeColour(THEME, 'page'));
    expect(manifest.icons?.map((i) => i.purpose ?? 'any')).toEqual(['any', 'any', 'maskable']);
  });

  it('stops the build when the theme lacks a colour, rather than shipping a wrong one', () => {
    expect(() => themeColour(THEME, 'noSuchToken')).toThrow(/no colour 'noSuchToken'/);
  });
});
