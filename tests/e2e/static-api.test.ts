// The built app serves the static JSON API: the files, their CORS header (read by Chromium from another origin), a
// 404 for a role file that does not exist, and the same files under a sub-path build.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freePort } from '../db/cluster';
import { servedApp } from './served-app';
import { launchChromium, startPreview } from './preview-server';

const app = servedApp(await freePort());

describe('vite preview of dist: /api/v1', () => {
  it('serves roles.json, a role file and permissions.json as JSON with Access-Control-Allow-Origin: *', async () => {
    const index = await fetch(`${app.preview.url}api/v1/roles.json`, { headers: { Origin: 'https://example.org' } });
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/json/);
    expect(index.headers.get('access-control-allow-origin')).toBe('*');
    const { roles } = (await index.json()) as { roles: { templateId: string; displayName: string; href: string }[] };
    expect(roles.length).toBeGreaterThan(100);
    const reader = roles.find((r) => r.displayName === 'Global Reader')!;
    const file = await fetch(`${app.preview.url}api/v1/${reader.href}`);
    expect(file.status).toBe(200);
    expect(((await file.json()) as { role: { templateId: string } }).role.templateId).toBe(reader.templateId);
    const permissions = await fetch(`${app.preview.url}api/v1/permissions.json`);
    expect(permissions.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await permissions.json()) as { permissions: unknown[] }).permissions.length).toBeGreaterThan(500);
  });

  it('answers 404 for a role file that does not exist, not the app HTML', async () => {
    const response = await fetch(`${app.preview.url}api/v1/roles/00000000-0000-0000-0000-000000000000.json`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<html');
  });

  it('a page on another origin reads the change log in Chromium (CORS)', async () => {
    // elsewhere.test resolves to this machine, so the page is on another origin but the same (loopback) network: the
    // browser's CORS check then rests on our header alone (Vite lets localhost origins through by itself).
    const browser = await launchChromium(['--host-resolver-rules=MAP elsewhere.test 127.0.0.1']);
    try {
      const page = await browser.newPage();
      await page.goto(app.preview.url.replace('127.0.0.1', 'elsewhere.test'));
      const result = await page.evaluate(async (url) => {
        const body = (await (await fetch(url)).json()) as { changes: { to: string }[] };
        return { origin: location.origin, count: body.changes.length, newest: body.changes[0].to };
      }, `${app.preview.url}api/v1/changes.json`);
      expect(result.origin).toMatch(/^http:\/\/elsewhere\.test:/);
      expect(result.count).toBeGreaterThan(40);
      const shipped = JSON.parse(readFileSync('public/data/history.json', 'utf8')) as { snapshots: { date: string }[] };
      expect(result.newest).toBe(shipped.snapshots[shipped.snapshots.length - 1].date);
    } finally {
      await browser.close();
    }
  });

  it('the sub-path build serves the same files under its base path', async () => {
    const base = '/tools/roleprism/';
    const preview = await startPreview(await freePort(), { outDir: '.tmp/dist-subpath', base });
    try {
      const response = await fetch(`${preview.url}api/v1/roles.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    } finally {
      await preview.stop();
    }
  });
});
