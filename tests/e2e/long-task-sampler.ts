// Samples main-thread long tasks in a page of the built app (PerformanceObserver), for the tests that print them.
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright';

/**
 * A tripwire for freezes (a regression that renders thousands of DOM cells, or analyses on the main thread, takes
 * seconds), not the 50 ms target, which the printed figures track. This machine's host is shared: in a contended
 * spell every figure can come out several times its usual size (reports/PERFORMANCE.md), so the wire sits well above
 * that.
 */
export const GENEROUS_BOUND_MS = 2000;

declare global {
  interface Window {
    __longTasks: { start: number; duration: number }[];
  }
}

/** A new page whose long tasks are recorded from its first script on. */
export async function observedPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  return page;
}

/** The long tasks that started at or after `since` (page time): how many, the longest, and each one's duration. */
export async function longTasksSince(page: Page, since: number) {
  await page.waitForTimeout(600); // let trailing work and the observer's delivery finish
  const tasks = (await page.evaluate(() => window.__longTasks)).filter((t) => t.start >= since);
  const durationsMs = tasks.map((t) => Math.round(t.duration));
  return { count: tasks.length, longestMs: Math.max(0, ...durationsMs), durationsMs };
}

/** Prints the figures and fails only past the freeze tripwire. */
export function reportLongTasks(label: string, figures: { count: number; longestMs: number }) {
  console.log(`[long tasks] ${label}: ${figures.count} task(s) over 50 ms, longest ${figures.longestMs} ms`);
  expect(figures.longestMs).toBeLessThan(GENEROUS_BOUND_MS);
}
