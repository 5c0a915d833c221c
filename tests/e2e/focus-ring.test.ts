// Keyboard focus stays visible in the built app, with its real stylesheet (the cascade order of one bundled file is
// not the order of the per-file styles in the browser tests).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './preview-server';
import { servedApp } from './served-app';

const app = servedApp(4317);

describe('focus ring', () => {
  it('shows on a comparison tab panel that is a tab stop itself (nothing focusable inside)', async () => {
    // Twenty built-in roles share no permission, so the Common Permissions panel holds only text.
    const rows = JSON.parse(readFileSync(resolve(ROOT, 'dist/data/roles_with_permissions.json'), 'utf8')) as {
      template_id: string;
      is_builtin: boolean;
    }[];
    const ids = rows
      .filter((r) => r.is_builtin)
      .slice(0, 20)
      .map((r) => r.template_id);
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${app.preview.url}compare?ids=${ids.join(',')}&tab=common`);
    const panel = page.getByRole('tabpanel', { name: 'Common Permissions' });
    await panel.getByText('No permission is held by all 20 selected roles.').waitFor();
    // The panel becomes a tab stop after the frame that shows it.
    await expect.poll(() => panel.getAttribute('tabindex')).toBe('0');
    await page.getByRole('tab', { name: 'Common Permissions' }).focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const active = document.activeElement!;
      const style = getComputedStyle(active);
      return { role: active.getAttribute('role'), outline: style.outlineStyle, width: style.outlineWidth };
    });
    expect(focused).toEqual({ role: 'tabpanel', outline: 'solid', width: '3px' });
    await page.close();
  });
});
