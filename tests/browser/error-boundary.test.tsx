// The router error screen of spec section 8: 'Unexpected Application Error!' with the status or message.
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ErrorBoundary } from '../../src/components/error-boundary/ErrorBoundary';
import { axeViolations } from './harness';

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

describe('unexpected application error', () => {
  it('shows the message of an error thrown while rendering, and a way home', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await render(
      <ErrorBoundary>
        <Thrower error={new Error('Cannot read the role list')} />
      </ErrorBoundary>,
    );
    await expect.element(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect.element(screen.getByText('Cannot read the role list')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]); // in the app it sits inside <main>
    await screen.unmount();
    quiet.mockRestore();
  });

  it('shows the status when the error carries one', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await render(
      <ErrorBoundary>
        <Thrower error={Object.assign(new Error('Not Found'), { status: 404 })} />
      </ErrorBoundary>,
    );
    await expect.element(screen.getByText('404 Not Found')).toBeVisible();
    await screen.unmount();
    quiet.mockRestore();
  });
});
