// Oversized input in real Chromium: a finder link of 3,000 strings, a paste of 2,000 lines, a 15 kB permission path, a
// link of 300 role ids. Each shows what it kept and what it left out, stays accessible, and does not freeze the page.
import { beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { MAX_LINK_CHARS, MAX_LINK_IDS, MAX_NEEDS } from '../../src/app/input-limits';
import { PACKED_NEED_PARAM } from '../../src/features/finder/need-query';
import { permissionKey } from '@engine/permission-grammar';
import { axeViolations, currentPath, renderApp, resetBetweenTests } from './harness';
import { loadOracle, type Oracle } from './engine-oracle';

const WAIT = { timeout: 20_000 };
/** A freeze tripwire, not a target: the figures printed are what to watch (the target is no task over 200 ms). */
const FREEZE_MS = 2000;

let oracle: Oracle;
let keys: string[];

beforeAll(async () => {
  oracle = await loadOracle();
  keys = [
    ...new Set(oracle.roles.flatMap((r) => r.permissions.map((p) => permissionKey(p.action, p.condition)))),
  ].sort();
});

resetBetweenTests();

/**
 * Runs `work` and reports the main-thread long tasks meanwhile (a PerformanceObserver's view). The work waits with
 * plain DOM reads: a role query makes Playwright compute accessible names across the page, itself a long task.
 */
async function sampleLongTasks(label: string, work: () => Promise<unknown>) {
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => durations.push(...list.getEntries().map((e) => e.duration)));
  observer.observe({ type: 'longtask' });
  const started = performance.now();
  await work();
  const elapsed = Math.round(performance.now() - started);
  await new Promise((settle) => setTimeout(settle, 300));
  durations.push(...observer.takeRecords().map((e) => e.duration));
  observer.disconnect();
  const longest = Math.round(Math.max(0, ...durations));
  console.log(
    `[input limits] ${label}: shown in ${elapsed} ms; ${durations.length} task(s) over 50 ms, longest ${longest} ms`,
  );
  expect(longest).toBeLessThan(FREEZE_MS);
}

/** Waits until the page shows `text` somewhere. */
const textShown = (text: string) => expect.poll(() => document.body.textContent!.includes(text), WAIT).toBe(true);

/** Pastes as a browser does: the whole text in one input event (Playwright's fill inserts a multi-line text a line at a time). */
function paste(textarea: HTMLTextAreaElement, text: string) {
  textarea.focus();
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea, text);
  textarea.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
}

/** Strings one typo away from real actions: the hardest case for 'did you mean'. */
const typos = (count: number) =>
  Array.from({ length: count }, (_, i) => `microsoft.directory/users/pasword${i}/update`);

async function openFinder(path: string) {
  const app = await renderApp(path);
  await expect.element(app.screen.getByRole('heading', { level: 2, name: 'What you need' }), WAIT).toBeVisible();
  return app;
}

describe('oversized input', { timeout: 90_000 }, () => {
  it('a finder link of 3,000 unknown strings: keeps 500, says so, suggests for the first 5 only', async () => {
    let app: Awaited<ReturnType<typeof renderApp>> | undefined;
    await sampleLongTasks('/finder with 3,000 unknown strings in the link', async () => {
      app = await renderApp(`/finder?need=${typos(3000).join(',')}`);
      await textShown(`Not in the dataset (${MAX_NEEDS})`);
    });
    const { screen } = app!;
    const unknown = screen.getByRole('alert').filter({ hasText: `Not in the dataset (${MAX_NEEDS})` });
    await expect
      .element(
        screen.getByRole('status').filter({
          hasText:
            'This link lists more permissions than the finder takes (500 at most): the first 500 are kept and 2,500 more were left out.',
        }),
      )
      .toBeVisible();
    await expect.element(screen.getByRole('heading', { name: `Needed permissions (${MAX_NEEDS})` })).toBeVisible();
    expect(unknown.getByText('Did you mean:').elements().length).toBeGreaterThan(0);
    expect(unknown.getByText('Did you mean:').elements().length).toBeLessThanOrEqual(5);
    expect(unknown.getByRole('listitem').elements()).toHaveLength(5);
    await expect.element(unknown.getByText('495 more not shown here', { exact: false })).toBeVisible();
    // The typo of the first string is suggested, as before the cap.
    await expect
      .element(unknown.getByRole('button', { name: 'Use microsoft.directory/users/password/update' }).first())
      .toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('a paste of 2,000 lines: adds 500, says so, writes a short packed link that opens with all 500', async () => {
    const app = await openFinder('/finder');
    const lines = [...keys.slice(0, 300), ...typos(1700)];
    const textarea = app.screen
      .getByRole('textbox', { name: 'Or paste action strings, one per line' })
      .element() as HTMLTextAreaElement;
    await sampleLongTasks('pasting 2,000 lines into the finder and adding them', async () => {
      paste(textarea, lines.join('\n'));
      await textShown(`Add pasted actions (${MAX_NEEDS})`);
      (textarea.form!.querySelector('button[type=submit]') as HTMLButtonElement).click();
      await textShown('Not in the dataset (200)');
    });
    await expect
      .element(app.screen.getByRole('heading', { name: `Needed permissions (${MAX_NEEDS})` }), WAIT)
      .toBeVisible();
    await expect
      .element(
        app.screen.getByRole('status').filter({
          hasText:
            'The finder takes at most 500 permissions: 500 of the pasted actions were added and 1,500 more were left out.',
        }),
      )
      .toBeVisible();
    await expect
      .element(app.screen.getByRole('alert').filter({ hasText: 'Not in the dataset (200)' }), WAIT)
      .toBeVisible();
    // Full: the picker says so and adds nothing more.
    await expect
      .element(
        app.screen.getByText('The list holds 500 permissions, the most the finder takes: remove some to add others.'),
      )
      .toBeVisible();
    await userEvent.fill(app.screen.getByRole('searchbox', { name: 'Search permissions to add' }), 'password/update');
    await expect
      .element(
        app.screen.getByRole('button', {
          name: `Add ${keys.find((k) => k.endsWith('users/password/update'))}`,
          exact: true,
        }),
      )
      .toBeDisabled();

    const link = currentPath(app);
    console.log(`[input limits] finder link after the paste: ${link.length} characters`);
    expect(link.startsWith(`/finder?${PACKED_NEED_PARAM}=`)).toBe(true);
    expect(link.length).toBeLessThanOrEqual(MAX_LINK_CHARS);
    await expect.element(app.screen.getByRole('button', { name: 'Copy link', exact: true })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await app.screen.unmount();

    const again = await openFinder(link);
    await expect
      .element(again.screen.getByRole('heading', { name: `Needed permissions (${MAX_NEEDS})` }), WAIT)
      .toBeVisible();
    await expect
      .element(again.screen.getByRole('alert').filter({ hasText: 'Not in the dataset (200)' }), WAIT)
      .toBeVisible();
  });

  it('needs too long for any link: the page keeps them all, the link the first ones, and both say so', async () => {
    const app = await openFinder('/finder');
    const long = Array.from({ length: MAX_NEEDS }, (_, i) =>
      `${i}-${crypto.randomUUID()}${crypto.randomUUID()}${crypto.randomUUID()}`.slice(0, 110),
    );
    paste(
      app.screen
        .getByRole('textbox', { name: 'Or paste action strings, one per line' })
        .element() as HTMLTextAreaElement,
      long.join('\n'),
    );
    await userEvent.click(app.screen.getByRole('button', { name: `Add pasted actions (${MAX_NEEDS})` }));
    const copy = app.screen.getByRole('button', { name: /^Copy link \(first \d+ of 500 permissions\)$/ });
    await expect.element(copy, WAIT).toBeVisible();
    const linked = Number(/first (\d+)/.exec(copy.element().textContent!)![1]);
    expect(linked).toBeGreaterThan(0);
    expect(linked).toBeLessThan(MAX_NEEDS);
    await expect
      .element(
        app.screen.getByText(`This link holds only the first ${linked} of the 500 permissions`, { exact: false }),
      )
      .toBeVisible();
    const link = currentPath(app);
    expect(link.length).toBeLessThanOrEqual(MAX_LINK_CHARS);
    // The page still holds all 500, also after a view change (the URL then holds the same packed list).
    await userEvent.click(app.screen.getByRole('switch', { name: '+ Wildcards' }));
    await expect.poll(() => currentPath(app)).toContain('wildcards=1');
    await expect.element(app.screen.getByRole('heading', { name: `Needed permissions (${MAX_NEEDS})` })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await app.screen.unmount();

    const again = await openFinder(link);
    await expect
      .element(again.screen.getByRole('heading', { name: `Needed permissions (${linked})` }), WAIT)
      .toBeVisible();
    await expect.element(again.screen.getByText(long[0], { exact: true }).first()).toBeVisible();
  });

  it('a damaged packed link says it could not be read', async () => {
    const { screen } = await openFinder(`/finder?${PACKED_NEED_PARAM}=abc!`);
    await expect
      .element(
        screen
          .getByRole('status')
          .filter({ hasText: 'The permissions in this link could not be read: the link may have been cut short.' }),
        WAIT,
      )
      .toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Needed permissions (0)' })).toBeVisible();
  });

  it('a 15 kB permission path: not found at once, with no suggestions, and a plain reason', async () => {
    const unit = 'microsoft.directory/users/password/update/';
    const path = unit.repeat(Math.ceil(15_000 / unit.length));
    let app: Awaited<ReturnType<typeof renderApp>> | undefined;
    await sampleLongTasks(`/permissions/ with a ${(path.length / 1000).toFixed(1)} kB path`, async () => {
      app = await renderApp(`/permissions/${path}`);
      await textShown('Permission not found');
    });
    const { screen } = app!;
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Permission not found' }), WAIT).toBeVisible();
    await expect
      .element(
        screen.getByText(`The address names a permission ${path.length.toLocaleString('en-US')} characters long`, {
          exact: false,
        }),
      )
      .toBeVisible();
    expect(screen.getByRole('heading', { name: 'Did you mean' }).query()).toBeNull();
    await expect.element(screen.getByRole('link', { name: 'Browse all permissions' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it(`a compare link of 300 ids reads the first ${MAX_LINK_IDS} and says so`, async () => {
    const ids = [
      ...oracle.roles.slice(0, 3).map((r) => r.templateId),
      ...Array.from({ length: 297 }, (_, i) => `no-such-role-${i}`),
    ];
    const { screen } = await renderApp(`/compare?ids=${ids.join(',')}`);
    await expect
      .element(
        screen.getByRole('status').filter({
          hasText: 'This link lists more role ids than are read (200 at most): the last 100 were left out.',
        }),
        WAIT,
      )
      .toBeVisible();
    await expect
      .element(screen.getByText(`${MAX_LINK_IDS - 3} ids match no built-in role and were left out:`), WAIT)
      .toBeVisible();
  });
});
