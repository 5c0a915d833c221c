// /docs/assignment-review rendered on the server: what it claims about the roles that can export assignments holds in
// the shipped dataset, and its in-app links lead to real pages.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { routePatternOf } from '../../../../../src/app/route-table';
import { AssignmentReviewDocPage } from '../../../../../src/pages/docs/AssignmentReviewDocPage';
import { shippedRole, shippedRoles } from '../../../helpers';

const PATH = '/docs/assignment-review';
const html = renderToStaticMarkup(
  createElement(Router, { ssrPath: PATH, children: createElement(AssignmentReviewDocPage) }),
);
const actionsOf = (slug: string) => new Set(shippedRole(slug).permissions.map((p) => p.action));

const READ_ASSIGNMENTS = 'microsoft.directory/roleAssignments/allProperties/read';
const READ_PIM = 'microsoft.directory/privilegedIdentityManagement/allProperties/read';

describe('/docs/assignment-review', () => {
  it('is its own route', () => {
    expect(routePatternOf(PATH)).toBe(PATH);
  });

  it('names the actions by which Global Reader reads all three collections, and the dataset has them', () => {
    expect(html).toContain(READ_ASSIGNMENTS);
    expect(html).toContain(READ_PIM);
    const globalReader = actionsOf('global-reader');
    expect(globalReader.has(READ_ASSIGNMENTS)).toBe(true);
    expect(globalReader.has(READ_PIM)).toBe(true);
  });

  it("matches the dataset for each role Microsoft names: roleAssignments readers, and PIM's", () => {
    expect([...actionsOf('directory-readers')].some((a) => a.startsWith('microsoft.directory/roleAssignments/'))).toBe(
      true,
    );
    for (const slug of ['security-reader', 'security-operator', 'security-administrator'])
      expect(actionsOf(slug).has(READ_PIM), slug).toBe(true);
    // Directory Readers reads role assignments but not PIM's schedules: Global Reader is the one reader of all three.
    expect(actionsOf('directory-readers').has(READ_PIM)).toBe(false);
  });

  it('links only to real pages of the app (the review itself, /assignments, is added beside this page)', () => {
    const hrefs = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map(([, href]) => href.replace(/&amp;/g, '&'));
    const inApp = hrefs.filter((href) => href.startsWith('/'));
    expect(inApp).toEqual(expect.arrayContaining(['/assignments', '/docs', '/docs/permission-views']));
    const slugs = new Set(shippedRoles().map((r) => r.slug));
    for (const href of inApp.filter((h) => h !== '/assignments')) {
      const pattern = routePatternOf(href);
      expect(pattern, href).not.toBeNull();
      if (pattern === '/roles/:slug') expect(slugs.has(href.slice('/roles/'.length)), href).toBe(true);
    }
    for (const href of hrefs.filter((h) => !h.startsWith('/')))
      expect(href).toMatch(/^https:\/\/learn\.microsoft\.com\//);
  });
});
