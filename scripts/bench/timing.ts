// Timing helpers shared by the Node and browser benchmarks: median of repeated runs.

export interface Timing {
  medianMs: number;
  runs: number;
}

/** Runs `fn` at least `minRuns` times and for at least `minMs`, at most `maxRuns` times; returns the median. */
export function measure(fn: () => unknown, { minRuns = 5, minMs = 300, maxRuns = 400 } = {}): Timing {
  fn(); // warm-up
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < maxRuns && (samples.length < minRuns || performance.now() - start < minMs)) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { medianMs: samples[Math.floor(samples.length / 2)], runs: samples.length };
}

export async function measureAsync(fn: () => Promise<unknown>, { minRuns = 5, minMs = 300, maxRuns = 200 } = {}): Promise<Timing> {
  await fn();
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < maxRuns && (samples.length < minRuns || performance.now() - start < minMs)) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { medianMs: samples[Math.floor(samples.length / 2)], runs: samples.length };
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
  const lines = ['| where | case | median (ms) | ops/s | Set-of-strings reference (ms) | speed-up |', '|---|---|---:|---:|---:|---:|'];
  for (const r of rows) {
    const ratio = r.referenceMs === null ? '—' : `${(r.referenceMs / r.medianMs).toFixed(1)}x`;
    const ops = r.medianMs > 0 ? Math.round(1000 / r.medianMs).toLocaleString('en-US') : '∞';
    lines.push(`| ${r.where} | ${r.name}${r.note ? ` (${r.note})` : ''} | ${formatMs(r.medianMs)} | ${ops} | ${r.referenceMs === null ? '—' : formatMs(r.referenceMs)} | ${ratio} |`);
  }
  return lines.join('\n');
}
