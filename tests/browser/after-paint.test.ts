// Work deferred until the frame being drawn is on screen (real Chromium frames).
import { describe, expect, it } from 'vitest';
import { afterNextPaint } from '../../src/app/after-paint';

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
