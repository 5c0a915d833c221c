import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadModule, prefetchModule, useLoadedModule } from '../../../../src/app/loaded-module';

/** What a component using `load` renders now: the module's value, or 'none' while it is not in. */
function rendered(load: () => Promise<{ value: string }>): string {
  const Shows = () => useLoadedModule(load)?.value ?? 'none';
  return renderToString(createElement(Shows));
}

/** A module loader that fails the first `failures` times, then loads. */
function flakyLoader(failures: number) {
  let calls = 0;
  const load = () =>
    ++calls <= failures ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ value: 'in' });
  return { load, calls: () => calls };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loaded-module', () => {
  it('renders the module once loadModule has loaded it, and nothing before', async () => {
    const { load } = flakyLoader(0);
    expect(rendered(load)).toBe('none');
    await loadModule(load);
    expect(rendered(load)).toBe('in');
  });

  it('throws a failed load to the component, and loadModule tries again', async () => {
    const { load, calls } = flakyLoader(1);
    await loadModule(load);
    expect(() => rendered(load)).toThrow('chunk failed');
    await loadModule(load);
    expect(rendered(load)).toBe('in');
    expect(calls()).toBe(2);
  });

  it('prefetchModule keeps a module that loads, so it renders without loadModule', async () => {
    const { load } = flakyLoader(0);
    prefetchModule(load);
    await settled();
    expect(rendered(load)).toBe('in');
  });

  it('prefetchModule drops a failure: nothing is thrown, and loadModule loads it when needed', async () => {
    const { load, calls } = flakyLoader(1);
    prefetchModule(load);
    await settled();
    expect(rendered(load)).toBe('none');
    await loadModule(load);
    expect(rendered(load)).toBe('in');
    expect(calls()).toBe(2);
  });
});
