// One test file's built app and browser: the preview server and Chromium start before its tests and stop after them.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright';
import { launchChromium, startPreview, type Preview } from './preview-server';

export interface ServedApp {
  preview: Preview;
  browser: Browser;
}

/** Serves the built app on `port` (from `options.outDir` under `options.base`) and launches Chromium, for this file's tests. */
export function servedApp(port: number, options?: Parameters<typeof startPreview>[1]): ServedApp {
  const app = {} as ServedApp;
  beforeAll(async () => {
    app.preview = await startPreview(port, options);
    app.browser = await launchChromium();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.preview?.stop();
  });
  return app;
}
