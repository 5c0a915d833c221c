// Work deferred until the frame being drawn is on screen (real Chromium frames).
import { describe, expect, it } from 'vitest';
import { afterFirstContentfulPaint, afterNextPaint } from '../../src/app/after-paint';

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

describe('afterNextPaint', () => {
  it('runs the callback once, after the next frame rather than in the current task', async () => {
    const calls: string[] = [];
    afterNextPaint(() => calls.push('after paint'));
    calls.push('same task');
    await nextFrame();
    expect(calls).toEqual(['same task']); // the frame's own callbacks run before it is painted
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['same task', 'after paint']);
    await new Promise((resolve) => setTimeout(resolve, 300)); // past the no-frame fallback: still once
    expect(calls).toEqual(['same task', 'after paint']);
  });

  it('does not run a cancelled callback, neither after the frame nor after the fallback', async () => {
    let called = false;
    const cancel = afterNextPaint(() => {
      called = true;
    });
    cancel();
    await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(called).toBe(false);
  });
});

describe('afterFirstContentfulPaint', () => {
  it('calls back once, in a task of its own, once the first contentful paint has been reported', async () => {
    // The test page has painted text already, so the paint is on record: the callback comes in a later task.
    document.body.append(Object.assign(document.createElement('p'), { textContent: 'painted' }));
    await nextFrame();
    await expect.poll(() => performance.getEntriesByName('first-contentful-paint').length).toBe(1);
    const calls: string[] = [];
    afterFirstContentfulPaint(() => calls.push('after the paint'));
    calls.push('same task');
    expect(calls).toEqual(['same task']);
    await expect.poll(() => calls).toEqual(['same task', 'after the paint']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toEqual(['same task', 'after the paint']);
  });
});
