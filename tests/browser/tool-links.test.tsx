// The permission explorer and the finder are reachable from the home page and the docs index.
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderApp } from './harness';

describe('links to the permission tools', () => {
  it('the risk-assessment card links to the permission explorer and the finder', async () => {
    const app = await renderApp('/');
    const card = app.screen.getByRole('listitem').filter({ hasText: 'Risk assessment' });
    await expect
      .element(card.getByRole('link', { name: 'Which roles grant a permission?' }))
      .toHaveAttribute('href', '/permissions');
    await userEvent.click(card.getByRole('link', { name: 'Least-privilege finder' }));
    expect(app.location.history.at(-1)).toBe('/finder');
    await expect.element(app.screen.getByRole('heading', { level: 1, name: 'Least-privilege finder' })).toBeVisible();
    await app.screen.unmount();
  });

  it('the docs index lists both tools', async () => {
    const app = await renderApp('/docs');
    await expect
      .element(app.screen.getByRole('link', { name: 'Permission explorer' }))
      .toHaveAttribute('href', '/permissions');
    await expect
      .element(app.screen.getByRole('link', { name: 'Least-privilege finder' }))
      .toHaveAttribute('href', '/finder');
    await app.screen.unmount();
  });
});
