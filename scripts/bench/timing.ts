// Timing helpers shared by the Node and browser benchmarks: median of repeated runs.

export interface Timing {
  medianMs: number;
  runs: number;
}

/**
 * Collects the garbage of earlier cases, when the runtime allows it (Node with --expose-gc, as `npm run bench` starts
 * it): a case then pays for the collections its own allocations cause, not for the heap the cases before it left
 * (a case measured right after the Set-of-strings reference had filled the heap came out clearly slower than alone).
 */
function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/**
 * Runs `fn` for `warmMs` unmeasured (at least once): V8 optimises a hot function only after many calls, and without
 * this the samples of a fast case mix interpreted, baseline and optimised runs, and their median wanders.
 */
function warmUp(fn: () => unknown, warmMs: number): void {
  const warmUntil = performance.now() + warmMs;
  do fn();
  while (performance.now() < warmUntil);
}

/** Runs `fn` at least `minRuns` times and for at least `minMs`, at most `maxRuns` times, after a warm-up; returns the median. */
export function measure(fn: () => unknown, { minRuns = 5, minMs = 300, maxRuns = 400, warmMs = 300 } = {}): Timing {
  collectGarbage();
  warmUp(fn, warmMs);
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < maxRuns && (samples.length < minRuns || performance.now() - start < minMs)) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
  }
  return medianOf(samples);
}

/**
 * The engine and the reference of one case, sampled in turns: one reference run, then the engine for as long as that
 * run took, round after round. This machine's speed drifts a lot within minutes, and two cases measured one
 * after the other can land on different sides of a drift; sampled in turns, both see the same machine, so their ratio
 * holds even when the absolute times move.
 */
export function measureInterleaved(
  engine: () => unknown,
  reference: () => unknown,
  { minRounds = 5, minMs = 600, warmMs = 300 } = {},
): { engine: Timing; reference: Timing } {
  collectGarbage();
  warmUp(engine, warmMs);
  warmUp(reference, warmMs);
  const engineSamples: number[] = [];
  const referenceSamples: number[] = [];
  const start = performance.now();
  while (referenceSamples.length < minRounds || performance.now() - start < minMs) {
    let t = performance.now();
    reference();
    const referenceMs = performance.now() - t;
    referenceSamples.push(referenceMs);
    const until = performance.now() + referenceMs;
    do {
      t = performance.now();
      engine();
      engineSamples.push(performance.now() - t);
    } while (performance.now() < until);
  }
  return { engine: medianOf(engineSamples), reference: medianOf(referenceSamples) };
}

/**
 * Cases that take hundreds of milliseconds a run (a worker's round trip, the same engine on the page, the reference),
 * one run of each per round, the order turning by one each round so that no case always follows the same other's
 * garbage, for `rounds` rounds after `warmRounds` unmeasured ones; the median of each. At this length
 * measureInterleaved's "the engine for as long as the reference took" would give one sample of each a round anyway.
 */
export async function measureInTurns<K extends string>(
  cases: Record<K, () => unknown>,
  { rounds = 7, warmRounds = 1 } = {},
): Promise<Record<K, Timing>> {
  const names = Object.keys(cases) as K[];
  const samples = new Map<K, number[]>(names.map((name) => [name, []]));
  for (let round = 0; round < warmRounds + rounds; round++) {
    for (let i = 0; i < names.length; i++) {
      const name = names[(round + i) % names.length];
      const t = performance.now();
      await cases[name]();
      if (round >= warmRounds) samples.get(name)!.push(performance.now() - t);
    }
  }
  return Object.fromEntries(names.map((name) => [name, medianOf(samples.get(name)!)])) as Record<K, Timing>;
}

export function medianOf(samples: number[]): Timing {
  samples.sort((a, b) => a - b);
  return { medianMs: samples[Math.floor(samples.length / 2)], runs: samples.length };
}

export async function measureAsync(
  fn: () => Promise<unknown>,
  { minRuns = 5, minMs = 300, maxRuns = 200, warmMs = 300 } = {},
): Promise<Timing> {
  collectGarbage();
  const warmUntil = performance.now() + warmMs;
  do await fn();
  while (performance.now() < warmUntil);
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < maxRuns && (samples.length < minRuns || performance.now() - start < minMs)) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return medianOf(samples);
}

export interface BenchRow {
  where: 'node' | 'browser worker' | 'browser page';
  name: string;
  medianMs: number;
  referenceMs: number | null;
  note?: string;
}

export function formatMs(ms: number): string {
  return ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(3);
}

/** A Markdown table: case, median, ops/s, reference median and the speed-up ratio. */
export function benchTable(rows: BenchRow[]): string {
  const lines = [
    '| where | case | median (ms) | ops/s | Set-of-strings reference (ms) | speed-up |',
    '|---|---|---:|---:|---:|---:|',
  ];
  // A page's clock is coarsened to 0.1 ms: a median of 0 there means "below the clock's resolution", not free.
  const ms = (value: number) => (value > 0 ? formatMs(value) : '< 0.1');
  for (const r of rows) {
    const measurable = r.medianMs > 0 && r.referenceMs !== null && r.referenceMs > 0;
    const ratio = measurable ? `${(r.referenceMs! / r.medianMs).toFixed(1)}x` : '—';
    const ops = r.medianMs > 0 ? Math.round(1000 / r.medianMs).toLocaleString('en-US') : '—';
    lines.push(
      `| ${r.where} | ${r.name}${r.note ? ` (${r.note})` : ''} | ${ms(r.medianMs)} | ${ops} | ${r.referenceMs === null ? '—' : ms(r.referenceMs)} | ${ratio} |`,
    );
  }
  return lines.join('\n');
}
