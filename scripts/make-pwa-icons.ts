// Renders the installable app's PNG icons from public/favicon.svg with Chromium: run once after the favicon changes
// (`npx tsx scripts/make-pwa-icons.ts`) and commit the PNGs it writes to public/.
//
// - favicon-48x48.png: the icon the pages name (index.html).
// - pwa-192x192.png, pwa-512x512.png: the favicon as it is (rounded square, transparent corners), for the manifest.
// - pwa-maskable-512x512.png: a full-bleed square in the favicon's background colour, for `purpose: maskable`. The rings
//   reach at most 36% of the size from the centre, inside the safe zone (a circle of 40%) that no platform's mask cuts.
// - apple-touch-icon.png (180 px): full-bleed too, since iOS rounds the corners itself and shows transparency as black.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS } from '../vite.config.ts';

const PUBLIC = resolve(import.meta.dirname, '../public');
const favicon = readFileSync(resolve(PUBLIC, 'favicon.svg'), 'utf8');

/** The favicon's background: the fill of its first rect. */
const background = /<rect[^>]*fill="(#[0-9a-f]{3,8})"/i.exec(favicon)?.[1];
if (!background) throw new Error('make-pwa-icons: no <rect fill> in public/favicon.svg');

/** The favicon drawn full-bleed: its square without the rounded corners. */
function fullBleed(): string {
  return favicon.replace(/<rect[^>]*\/>/, `<rect width="32" height="32" fill="${background}"/>`);
}

const icons: { file: string; size: number; svg: string }[] = [
  // The page's icon: a PNG, because Chromium draws an SVG favicon on the page's main thread as a document of its own
  // (30-37 ms, after the first paint), where a 48 px PNG decodes in a few.
  { file: 'favicon-48x48.png', size: 48, svg: favicon },
  { file: 'pwa-192x192.png', size: 192, svg: favicon },
  { file: 'pwa-512x512.png', size: 512, svg: favicon },
  { file: 'pwa-maskable-512x512.png', size: 512, svg: fullBleed() },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed() },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block;width:${size}px;height:${size}px}</style><img src="${src}" alt="">`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: resolve(PUBLIC, file), omitBackground: true });
    await page.close();
    console.log(`wrote public/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
