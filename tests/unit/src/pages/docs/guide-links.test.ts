// Every in-app link of the two written docs guides leads to a real page: a route of src/app/route-table.ts that shows
// content for it (a known guide, role or action), never the not-found page.
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { GUIDE_SLUGS, routePatternOf } from '../../../../../src/app/route-table';
import { ComplianceExportPage } from '../../../../../src/pages/docs/ComplianceExportPage';
import { GettingStartedPage } from '../../../../../src/pages/docs/GettingStartedPage';
import { shippedRoles } from '../../../helpers';

/** The hrefs of a page's links, rendered on the server at `path`. */
function hrefsOf(Page: ComponentType, path: string): string[] {
  const html = renderToStaticMarkup(createElement(Router, { ssrPath: path, children: createElement(Page) }));
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map(([, href]) => href.replace(/&amp;/g, '&'));
}

const roles = shippedRoles();
const slugs = new Set(roles.map((r) => r.slug));
const templateIds = new Set(roles.map((r) => r.templateId));
const actions = new Set(roles.flatMap((r) => r.permissions.map((p) => p.action)));

/** Files the build writes beside the app (not routes): the Atom feed of role changes (scripts/vite/history-outputs.ts). */
const APP_FILES = new Set(['/changes.xml']);

/** Why an in-app link would show the not-found page (or a 'not found' state), or null when it shows real content. */
function problemOf(href: string): string | null {
  const url = new URL(href, 'https://roleprism.test');
  if (APP_FILES.has(url.pathname)) return null;
  const pattern = routePatternOf(url.pathname);
  if (pattern === null) return 'matches no route';
  const rest = decodeURIComponent(url.pathname).split('/').slice(2).join('/');
  if (pattern === '/docs/:guide' && !(GUIDE_SLUGS as readonly string[]).includes(rest)) return 'is no guide';
  if (pattern === '/roles/:slug' && !slugs.has(rest)) return 'is no role';
  if (pattern === '/permissions/*' && !actions.has(rest)) return 'is no action';
  if (pattern === '/compare') {
    const ids = (url.searchParams.get('ids') ?? '').split(',');
    if (ids.length < 2 || ids.some((id) => !templateIds.has(id))) return 'compares unknown roles';
  }
  return null;
}

describe.each([
  ['/docs/getting-started', GettingStartedPage],
  ['/docs/compliance-export', ComplianceExportPage],
] as const)('%s', (path, Page) => {
  it('is its own route, before the coming-soon guides', () => {
    expect(routePatternOf(path)).toBe(path);
    expect(GUIDE_SLUGS).not.toContain(path.slice('/docs/'.length));
  });

  it('links only to real pages of the app, the catalog and the simulator among them', () => {
    const hrefs = hrefsOf(Page, path);
    const inApp = hrefs.filter((href) => href.startsWith('/'));
    expect(inApp).toEqual(expect.arrayContaining(['/catalog', '/simulator', '/docs']));
    expect(inApp.length).toBeGreaterThan(8);
    expect(inApp.map((href) => [href, problemOf(href)]).filter(([, problem]) => problem !== null)).toEqual([]);
    // Links out of the app are absolute, so none of them is a relative path read as an app route by mistake.
    for (const href of hrefs.filter((h) => !h.startsWith('/'))) expect(href).toMatch(/^https:\/\//);
  });
});

describe('the link check itself', () => {
  it('catches links that would show the not-found page', () => {
    expect(problemOf('/no-such-page')).toBe('matches no route');
    expect(problemOf('/docs/no-such-guide')).toBe('is no guide');
    expect(problemOf('/roles/no-such-role')).toBe('is no role');
    expect(problemOf('/permissions/microsoft.directory/no/such')).toBe('is no action');
    expect(problemOf('/compare?ids=f2ef992c-3afb-46b9-b7cf-a126ee74c451,nope')).toBe('compares unknown roles');
    expect(problemOf('/roles/global-reader')).toBeNull();
  });
});
