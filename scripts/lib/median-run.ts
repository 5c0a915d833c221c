/**
 * The run with the median `score` (for an even count, the lower of the two middle runs: the report never flatters).
 * Ties keep the runs' order. Throws on no runs.
 */
export function medianRun<T>(runs: readonly T[], score: (run: T) => number): T {
  if (runs.length === 0) throw new Error('medianRun: no runs');
  const sorted = runs
    .map((run, order) => ({ run, order, value: score(run) }))
    .sort((a, b) => a.value - b.value || a.order - b.order);
  return sorted[Math.floor((sorted.length - 1) / 2)].run;
}
