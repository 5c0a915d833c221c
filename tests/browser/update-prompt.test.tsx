// The notice that a new version is ready (src/components/update-prompt/). The real service worker flow runs in
// tests/e2e/offline.test.ts against the built app; here the worker's registration is the edge, faked by the test.
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { RegisterSWOptions } from 'virtual:pwa-register';
import { ServiceWorkerUpdates } from '../../src/components/update-prompt/ServiceWorkerUpdates';
import { watchForUpdates } from '../../src/components/update-prompt/service-worker';
import { axeViolations, renderApp } from './harness';

const MESSAGE = 'A new version of RolePrism is available.';

/** A registration that never touches the browser's service workers: the test calls its callbacks. */
function fakeRegistration() {
  const activate = vi.fn(async (_reloadPage?: boolean) => undefined);
  let options: RegisterSWOptions = {};
  const watch = watchForUpdates((given) => {
    options = given;
    return activate;
  });
  return { watch, activate, newVersionWaiting: () => options.onNeedRefresh?.() };
}

async function renderNotice() {
  const fake = fakeRegistration();
  const screen = await render(
    <>
      <a href="#main">Skip to content</a>
      <ServiceWorkerUpdates watch={fake.watch} />
      <main id="main" tabIndex={-1}>
        <h1>A page</h1>
      </main>
    </>,
  );
  return { screen, ...fake };
}

describe('update notice', () => {
  it('registers no service worker outside a production build, and shows no notice', async () => {
    const { screen } = await renderApp('/');
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByText(MESSAGE).query()).toBeNull();
    expect(await navigator.serviceWorker.getRegistrations()).toEqual([]);
  });

  it('(registration faked) appears when a new version waits; Reload activates it, by keyboard', async () => {
    const { screen, activate, newVersionWaiting } = await renderNotice();
    const status = screen.getByRole('status');
    // The live region is in the page before its message, so screen readers announce the message.
    await expect.element(status).toBeInTheDocument();
    expect(status.element().textContent).toBe('');
    expect(screen.getByRole('button').query()).toBeNull();

    newVersionWaiting();
    await expect.element(status.getByText(MESSAGE)).toBeVisible();
    await expect.element(status).toHaveTextContent(/pages show the version and dataset they opened with/);
    expect(await axeViolations()).toEqual([]);

    // Non-modal: the focus stays where it was, and the buttons follow in the tab order.
    expect(document.activeElement).toBe(document.body);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Skip to content');
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(activate).toHaveBeenCalledWith(true);
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
  });

  it('(registration faked) Dismiss hides it and moves the focus to the content; a newer version shows it again', async () => {
    const { screen, activate, newVersionWaiting } = await renderNotice();
    newVersionWaiting();
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    await expect.element(dismiss).toBeVisible();
    dismiss.element().focus();
    await userEvent.keyboard(' ');
    expect(screen.getByText(MESSAGE).query()).toBeNull();
    await expect.element(screen.getByRole('main')).toHaveFocus();
    // The live region stays for the next message.
    await expect.element(screen.getByRole('status')).toBeInTheDocument();
    expect(activate).not.toHaveBeenCalled();

    newVersionWaiting();
    await expect.element(screen.getByText(MESSAGE)).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('(registration faked) fits a phone screen', async () => {
    await page.viewport(360, 700);
    try {
      const { screen, newVersionWaiting } = await renderNotice();
      newVersionWaiting();
      await expect.element(screen.getByRole('button', { name: 'Dismiss' })).toBeVisible();
      const box = screen.getByRole('status').element().getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(360);
      expect(box.bottom).toBeLessThanOrEqual(700);
    } finally {
      await page.viewport(1280, 900);
    }
  });
});
