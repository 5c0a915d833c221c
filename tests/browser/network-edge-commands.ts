// Browser-test commands (run in Node, by vitest's Playwright provider) that answer requests at the network edge: the
// page's and the engine worker's requests alike, since Playwright routes a page's workers too. Registered in
// vite.config.ts; called from tests through tests/browser/harness.tsx.
import type { BrowserCommand } from 'vitest/node';
import type { Route } from 'playwright';

/** What a routed request gets: an answer, held until released, never answered (stall), or a failed connection. */
export type EdgeAnswer = { status?: number; body?: string; contentType?: string } | 'hold' | 'stall' | 'offline';

const held = new Map<string, Route[]>();
/** The URLs of the requests seen for each watched part (edgeWatch), in order. */
const seen = new Map<string, string[]>();

function answer(route: Route, reply: Exclude<EdgeAnswer, 'hold' | 'stall'>): Promise<void> {
  if (reply === 'offline') return route.abort('internetdisconnected');
  return route.fulfill({ status: reply.status ?? 200, body: reply.body ?? '', contentType: reply.contentType });
}

/** Requests whose URL contains `urlPart` get `answers` in turn, then go to the real server. */
const edgeAnswers: BrowserCommand<[urlPart: string, answers: EdgeAnswer[]]> = async (context, urlPart, answers) => {
  const queue = [...answers];
  await context.page.route(
    (url) => url.href.includes(urlPart),
    async (route) => {
      const reply = queue.shift();
      if (reply === undefined) return route.fallback();
      if (reply === 'stall') return;
      if (reply === 'hold') {
        held.set(urlPart, [...(held.get(urlPart) ?? []), route]);
        return;
      }
      return answer(route, reply);
    },
  );
};

/**
 * The oldest held request for `urlPart` gets `reply`, or the real server's answer when none is given; waits up to 10 s
 * for the request to arrive (a worker may not have asked yet).
 */
const edgeRelease: BrowserCommand<[urlPart: string, reply?: Exclude<EdgeAnswer, 'hold' | 'stall'>]> = async (
  _context,
  urlPart,
  reply,
) => {
  for (let waited = 0; !held.get(urlPart)?.length && waited < 10_000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const route = held.get(urlPart)?.shift();
  if (!route) throw new Error(`No request for ${urlPart} arrived to be released.`);
  await (reply ? answer(route, reply) : route.continue());
};

/** Records from now on every request whose URL contains `urlPart` (the worker's too), and lets it through. */
const edgeWatch: BrowserCommand<[urlPart: string]> = async (context, urlPart) => {
  const urls: string[] = [];
  seen.set(urlPart, urls);
  await context.page.route(
    (url) => url.href.includes(urlPart),
    (route) => {
      urls.push(route.request().url());
      return route.fallback();
    },
  );
};

/** The URLs of the requests edgeWatch(urlPart) has seen so far. */
const edgeSeen: BrowserCommand<[urlPart: string], string[]> = async (_context, urlPart) => [
  ...(seen.get(urlPart) ?? []),
];

/** Every route of this test's page removed; requests still held or stalled are left unanswered. */
const edgeReset: BrowserCommand<[]> = async (context) => {
  held.clear();
  seen.clear();
  await context.page.unrouteAll({ behavior: 'ignoreErrors' });
};

export const networkEdgeCommands = { edgeAnswers, edgeRelease, edgeWatch, edgeSeen, edgeReset };

declare module 'vitest/browser' {
  interface BrowserCommands {
    edgeAnswers: (urlPart: string, answers: EdgeAnswer[]) => Promise<void>;
    edgeRelease: (urlPart: string, reply?: Exclude<EdgeAnswer, 'hold' | 'stall'>) => Promise<void>;
    edgeWatch: (urlPart: string) => Promise<void>;
    edgeSeen: (urlPart: string) => Promise<string[]>;
    edgeReset: () => Promise<void>;
  }
}
