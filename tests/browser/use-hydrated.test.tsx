// The hydration hooks in real React and Chromium: a server render, then hydrateRoot over it (or a client render alone).
import { lazy, Suspense, useDeferredValue, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated, useMountedByHydration } from '../../src/app/use-hydrated';

let renders: string[] = [];
const roots: Root[] = [];

/**
 * Logs each render. useDeferredValue tells a transition render (it returns the new value at once) from an urgent one
 * (it returns the old value, then renders again).
 */
function Probe({ name }: { name: string }) {
  const byHydration = useMountedByHydration();
  const hydrated = useHydrated();
  const deferred = useDeferredValue(hydrated);
  renders.push(`${name} byHydration=${byHydration} hydrated=${hydrated} deferred=${deferred}`);
  return <span data-hydrated={String(hydrated)}>{name}</span>;
}

function mount(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

function settled(container: HTMLElement, count: number) {
  return expect.poll(() => container.querySelectorAll('[data-hydrated="true"]').length).toBe(count);
}

afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.replaceChildren();
  renders = [];
});

describe('useMountedByHydration and useHydrated', () => {
  it('on the server: mounted by hydration, not hydrated', () => {
    expect(renderToString(<Probe name="server" />)).toBe('<span data-hydrated="false">server</span>');
    expect(renders).toEqual(['server byHydration=true hydrated=false deferred=false']);
  });

  it('hydrating: renders as the server did, then once more in a transition, with no hydration error', async () => {
    const container = mount(renderToString(<Probe name="page" />));
    renders = [];
    const errors: unknown[] = [];
    roots.push(hydrateRoot(container, <Probe name="page" />, { onRecoverableError: (error) => errors.push(error) }));
    await settled(container, 1);
    expect(renders).toEqual([
      'page byHydration=true hydrated=false deferred=false',
      // Not the urgent render useSyncExternalStore makes when a snapshot differs after hydration (deferred=false first).
      'page byHydration=true hydrated=true deferred=true',
    ]);
    expect(errors).toEqual([]);
    // Nothing renders it again afterwards.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toHaveLength(2);
  });

  it('a part that hydrates after the rest of the page is mounted by hydration too, and renders no more than that', async () => {
    const container = mount(
      renderToString(
        <>
          <Probe name="layout" />
          <Suspense fallback="Loading">
            <Probe name="content" />
          </Suspense>
        </>,
      ),
    );
    renders = [];
    let release: (module: { default: ComponentType<{ name: string }> }) => void = () => {};
    const LateProbe = lazy(() => new Promise<{ default: ComponentType<{ name: string }> }>((r) => (release = r)));
    const errors: unknown[] = [];
    roots.push(
      hydrateRoot(
        container,
        <>
          <Probe name="layout" />
          <Suspense fallback="Loading">
            <LateProbe name="content" />
          </Suspense>
        </>,
        { onRecoverableError: (error) => errors.push(error) },
      ),
    );
    await settled(container, 1);
    expect(container.textContent).toBe('layoutcontent'); // the server's content stays while its code loads
    release({ default: Probe });
    await settled(container, 2);
    expect(renders.filter((line) => line.startsWith('content'))).toEqual([
      'content byHydration=true hydrated=false deferred=false',
      'content byHydration=true hydrated=true deferred=true',
    ]);
    expect(errors).toEqual([]);
  });

  it('on the client alone: hydrated from the first render, which is the only one', async () => {
    const container = mount('');
    const root = createRoot(container);
    roots.push(root);
    root.render(<Probe name="client" />);
    await settled(container, 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toEqual(['client byHydration=false hydrated=true deferred=true']);
  });
});
