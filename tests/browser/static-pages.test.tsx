// Docs index, the written guides' links, the 'guide coming soon' pages, Purview, privacy and contact, in real Chromium.
import { describe, expect, it } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { GUIDE_SLUGS } from '../../src/app/route-table';
import { axeViolations, currentPath, renderApp, resetBetweenTests } from './harness';

const GUIDE_TITLES: Record<(typeof GUIDE_SLUGS)[number], string> = {
  simulator: 'Simulator',
  'role-catalog': 'Role catalog',
  'overlap-analysis': 'Overlap analysis',
  'security-best-practices': 'Security best practices',
};

/** The guides that are written (their own tests: docs-guides.test.tsx); they keep the links to the catalog and simulator. */
const WRITTEN_GUIDES = [
  ['getting-started', 'Getting started'],
  ['compliance-export', 'Compliance export'],
] as const;

function metaDescription(): string {
  return document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
}

/** A guide's links: to the catalog and the simulator, and the breadcrumb's back to /docs. */
async function expectGuideLinks(main: Locator) {
  await expect.element(main.getByRole('link', { name: 'Browse the Role Catalog' })).toHaveAttribute('href', '/catalog');
  await expect.element(main.getByRole('link', { name: 'Open the Simulator' })).toHaveAttribute('href', '/simulator');
  await expect
    .element(main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Docs' }))
    .toHaveAttribute('href', '/docs');
}

resetBetweenTests();

describe('static pages', { timeout: 60_000 }, () => {
  it('/docs lists every guide, including Permission views, and passes axe', async () => {
    const app = await renderApp('/docs');
    const main = app.screen.getByRole('main');
    await expect.element(main.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
    await expect
      .element(main.getByRole('link', { name: 'Permission views' }))
      .toHaveAttribute('href', '/docs/permission-views');
    for (const [slug, title] of WRITTEN_GUIDES) {
      await expect
        .element(main.getByRole('link', { name: title, exact: true }))
        .toHaveAttribute('href', `/docs/${slug}`);
    }
    for (const slug of GUIDE_SLUGS) {
      await expect
        .element(main.getByRole('link', { name: GUIDE_TITLES[slug], exact: true }))
        .toHaveAttribute('href', `/docs/${slug}`);
    }
    expect(main.getByText('Guide coming soon').elements()).toHaveLength(GUIDE_SLUGS.length);
    // The title is set by an effect after the page is committed: wait for it rather than race it.
    await expect.poll(() => document.title).toBe('Documentation · RolePrism');
    await expect.poll(() => metaDescription()).not.toBe('');
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(main.getByRole('link', { name: 'Overlap analysis' }));
    expect(currentPath(app)).toBe('/docs/overlap-analysis');
    await expect.element(main.getByRole('heading', { level: 1, name: 'Overlap analysis' })).toBeVisible();
  });

  it.each(GUIDE_SLUGS)(
    "/docs/%s is a 'guide coming soon' page with links to the catalog and simulator",
    async (slug) => {
      const { screen } = await renderApp(`/docs/${slug}`);
      const main = screen.getByRole('main');
      await expect.element(main.getByRole('heading', { level: 1, name: GUIDE_TITLES[slug] })).toBeVisible();
      await expect.element(main.getByText('Guide coming soon')).toBeVisible();
      await expectGuideLinks(main);
      await expect.poll(() => document.title).toBe(`${GUIDE_TITLES[slug]} guide · RolePrism`);
      expect(await axeViolations()).toEqual([]);
    },
  );

  it.each(WRITTEN_GUIDES)(
    '/docs/%s is a written guide with links to the catalog and simulator',
    async (slug, title) => {
      const { screen } = await renderApp(`/docs/${slug}`);
      const main = screen.getByRole('main');
      await expect.element(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(main.getByText('Guide coming soon').elements()).toHaveLength(0);
      await expectGuideLinks(main);
      await expect.poll(() => document.title).toBe(`${title} guide · RolePrism`);
      expect(await axeViolations()).toEqual([]);
    },
  );

  it('any other /docs/x shows the not-found page', async () => {
    const { screen } = await renderApp('/docs/no-such-guide');
    await expect.element(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect.poll(() => document.title).toBe('Page not found · RolePrism');
  });

  it('/purview-roles is a coming-soon page', async () => {
    const { screen } = await renderApp('/purview-roles');
    const main = screen.getByRole('main');
    await expect.element(main.getByRole('heading', { level: 1, name: 'Microsoft Purview roles' })).toBeVisible();
    await expect.element(main.getByText('Coming soon', { exact: true })).toBeVisible();
    await expect
      .element(main.getByRole('link', { name: 'Browse the Role Catalog' }))
      .toHaveAttribute('href', '/catalog');
    await expect.poll(() => document.title).toBe('Purview roles · RolePrism');
    expect(await axeViolations()).toEqual([]);
  });

  it('/privacy says no tenant data is stored, where comparison runs, that there is no session, and credits the sources', async () => {
    const { screen } = await renderApp('/privacy');
    const main = screen.getByRole('main');
    await expect.element(main.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    await expect.element(main).toHaveTextContent('RolePrism stores no tenant data.');
    await expect.element(main).toHaveTextContent('All comparison runs in your browser, in a Web Worker');
    await expect.element(main).toHaveTextContent('The app has no login');
    await expect
      .element(main)
      .toHaveTextContent('stores no session: no persistence in your browser and no token refresh');
    await expect.element(main).toHaveTextContent('Microsoft Graph role definitions');
    await expect
      .element(main.getByRole('link', { name: 'CC BY 4.0' }))
      .toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    await expect.element(main).toHaveTextContent('Microsoft Learn documentation text');
    await expect.element(main).toHaveTextContent('EntraOps classification by Thomas Naunheim, licensed under MIT');
    await expect.poll(() => document.title).toBe('Privacy · RolePrism');
    expect(metaDescription()).toMatch(/stores no tenant data/);
    expect(await axeViolations()).toEqual([]);
  });

  it('/contact has mailto links for support and feature requests, a docs link and response times', async () => {
    const { screen } = await renderApp('/contact');
    const main = screen.getByRole('main');
    await expect.element(main.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    const support = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Support' }) });
    await expect
      .element(support.getByRole('link', { name: 'support@roleprism.app' }))
      .toHaveAttribute('href', 'mailto:support@roleprism.app');
    const requests = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Feature requests' }) });
    await expect
      .element(requests.getByRole('link', { name: 'feedback@roleprism.app' }))
      .toHaveAttribute('href', 'mailto:feedback@roleprism.app');
    await expect.element(main.getByRole('link', { name: 'Read the docs' })).toHaveAttribute('href', '/docs');
    const times = main.getByRole('region', { name: 'Response times' });
    await expect.element(times).toHaveTextContent(/General questions\s*24-48h/);
    await expect.element(times).toHaveTextContent(/Technical issues\s*24h/);
    await expect.element(times).toHaveTextContent(/Feature suggestions\s*reviewed monthly/);
    await expect.poll(() => document.title).toBe('Contact · RolePrism');
    expect(await axeViolations()).toEqual([]);
  });

  it.each(['/docs', '/docs/getting-started', '/docs/compliance-export', '/purview-roles', '/privacy', '/contact'])(
    '%s fits a 390px phone without horizontal overflow',
    async (path) => {
      await page.viewport(390, 800);
      const { screen } = await renderApp(path);
      await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    },
  );
});
