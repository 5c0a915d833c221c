// The preview server (npm start) answers a missing script or data file with 404, and an app route with the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../db/cluster';
import { entryScripts, startPreview, type Preview } from './preview-server';

/** Both built beforehand by the test command: npm run build, and BASE_PATH=/tools/roleprism/ vite build --outDir .tmp/dist-subpath */
describe.each([
  { outDir: 'dist', base: '/' },
  { outDir: '.tmp/dist-subpath', base: '/tools/roleprism/' },
])('vite preview of $outDir under $base', (build) => {
  let preview: Preview;

  beforeAll(async () => {
    preview = await startPreview(await freePort(), build);
  });

  afterAll(async () => {
    await preview?.stop();
  });

  it.each([
    'assets/missing.js',
    'assets/app-00000000.js',
    'assets/nested/missing.css',
    'assets/index.html',
    'data/missing.json',
    'data/roles%20copy.json',
  ])('%s is 404 in plain text, not the HTML page', async (file) => {
    const response = await fetch(`${preview.url}${file}`, { headers: { accept: '*/*' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).not.toMatch(/<html/i);
  });

  it('serves the files that exist: the entry script and the dataset', async () => {
    const html = await (await fetch(preview.url)).text();
    const [entry] = entryScripts(html);
    expect(entry).toMatch(new RegExp(`^${build.base}assets/`));
    const script = await fetch(new URL(entry, preview.url));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    const data = await fetch(`${preview.url}data/roles_with_permissions.json`);
    expect(data.status).toBe(200);
    expect((await data.json()).length).toBeGreaterThan(100);
  });

  // A page of the app is HTML; a path no route shows is the not-found page with status 404 (the build has 404.html).
  it.each([
    ['roles/global-administrator', 200],
    ['compare?ids=a,b', 200],
    ['no/such/page', 404],
    ['assets-guide', 404],
  ])('the app path %s gets a page of the app (HTTP %i)', async (route, status) => {
    const response = await fetch(`${preview.url}${route}`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root"');
  });
});
