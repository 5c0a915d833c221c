// Browser-test harness: renders the real App in real Chromium at a path, with axe-core at hand.
import axe from 'axe-core';
import { createStore } from 'jotai';
import { render } from 'vitest-browser-react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/app/App';

export interface RenderedApp {
  screen: Awaited<ReturnType<typeof render>>;
  location: ReturnType<typeof memoryLocation> & { history: string[] };
  store: ReturnType<typeof createStore>;
}

/** Renders the whole app at `path` (may include a query string), with a recorded in-memory history. */
export async function renderApp(path: string): Promise<RenderedApp> {
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true }) as RenderedApp['location'];
  const store = createStore();
  const screen = await render(<App locationHook={location.hook} searchHook={location.searchHook} store={store} />);
  return { screen, location, store };
}

/** Runs axe-core on the whole document and returns the violations, summarised for a readable failure. */
export async function axeViolations(root: Element | Document = document): Promise<string[]> {
  const result = await axe.run(root as Element, { resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`);
}

/** The path and query of the memory location now. */
export function currentPath(app: RenderedApp): string {
  return app.location.history[app.location.history.length - 1];
}
