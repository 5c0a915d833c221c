import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, renderApp } from './harness';

describe('shared layout', () => {
  it('has header links, main and footer with the version and disclaimer', async () => {
    const { screen } = await renderApp('/catalog');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await expect.element(nav.getByRole('link', { name: 'Simulator' })).toBeVisible();
    await expect.element(nav.getByRole('link', { name: 'Role Catalog' })).toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('link', { name: 'Docs' })).not.toHaveAttribute('aria-current');
    await expect.element(screen.getByRole('link', { name: 'RolePrism home' })).toHaveAttribute('href', '/');
    const footer = screen.getByRole('contentinfo');
    await expect.element(footer.getByText('Version 1.0.0')).toBeVisible();
    await expect.element(footer.getByText(/not affiliated with or endorsed by Microsoft/)).toBeVisible();
    for (const name of ['Docs', 'Privacy', 'Contact']) {
      await expect
        .element(screen.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name }))
        .toBeVisible();
    }
  });

  it('on a phone, hides the navigation behind a keyboard-operable menu button', async () => {
    await page.viewport(390, 800);
    const { screen, location } = await renderApp('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    // Hidden navigation is out of the accessibility tree, so role queries cannot find it.
    expect(screen.getByRole('link', { name: 'Simulator' }).query()).toBeNull();
    button.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('link', { name: 'Simulator' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }));
    expect(location.history.at(-1)).toBe('/docs');
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    await page.viewport(1280, 900);
  });

  it('shows the 404 page for unknown paths and /admin', async () => {
    for (const path of ['/admin', '/no/such/page']) {
      const { screen } = await renderApp(path);
      await expect.element(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await expect.element(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      expect(await axeViolations()).toEqual([]);
      await screen.unmount();
    }
  });

  it('shows the 404 page, not a blank main, for paths holding line breaks or other control characters', async () => {
    // wouter decodes the path first, so %0A reaches the route patterns as a line feed.
    for (const path of ['/%0A', '/%0D', '/a%0Ab', '/compare%0A', '/%E2%80%A8', '/catalog%09', '/%01', '/docs/x%0A/y']) {
      const { screen } = await renderApp(path);
      await expect
        .element(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' }), { timeout: 5_000 })
        .toBeVisible();
      expect(screen.getByRole('main').element().textContent, path).toContain('Return to Home');
      await screen.unmount();
    }
  });
});
