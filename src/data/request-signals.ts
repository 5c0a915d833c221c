// Abort signals for the data layer's requests: a time limit, and several signals joined into one.

/** Aborts when any of the signals aborts (AbortSignal.any where the browser has it). */
export function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/**
 * Aborts with a TimeoutError after `ms` milliseconds. Not AbortSignal.timeout: Node holds that signal only weakly, and
 * joined with others by AbortSignal.any (which holds its sources weakly too) it can be collected before it fires, so a
 * request that never answers then waits forever (a test saw it under memory pressure). The timer here holds it.
 */
export function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError')), ms);
  return controller.signal;
}

/** Settles only by rejecting, with the signal's reason, when it aborts: raced against work that may not watch the signal. */
export function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
