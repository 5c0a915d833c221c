// Waits until React has taken over a prerendered element (hydrated it), so a click or typing reaches the app: before
// that the element is plain HTML, and input to it is not carried over (the app replays none).
import type { Locator } from 'playwright';

export async function untilHydrated(target: Locator, timeout = 30_000): Promise<Locator> {
  await target.waitFor({ timeout });
  await target.evaluate(
    (element, limit) =>
      new Promise<void>((resolve, reject) => {
        const started = performance.now();
        const check = () => {
          // React keeps its fiber on a DOM node it rendered or hydrated, under a key starting '__reactFiber'.
          if (Object.keys(element).some((key) => key.startsWith('__reactFiber'))) resolve();
          else if (performance.now() - started > limit) reject(new Error('not hydrated in time'));
          else setTimeout(check, 20);
        };
        check();
      }),
    timeout,
  );
  return target;
}
