// `npm run lighthouse` reports, per page, the audit with the median performance score (scripts/lib/median-run.ts).
import { describe, expect, it } from 'vitest';
import { medianRun } from '../../../../scripts/lib/median-run';

const run = (name: string, performance: number) => ({ name, performance });
const byPerformance = (r: { performance: number }) => r.performance;

describe('medianRun', () => {
  it('picks the middle run of an odd count, whatever the order they came in', () => {
    expect(medianRun([run('a', 99), run('b', 71), run('c', 97)], byPerformance).name).toBe('c');
    expect(medianRun([run('a', 71), run('b', 99), run('c', 97)], byPerformance).name).toBe('c');
    expect(medianRun([run('only', 88)], byPerformance).name).toBe('only');
  });

  it('picks the lower of the two middle runs of an even count, so the report never flatters', () => {
    expect(medianRun([run('a', 99), run('b', 90), run('c', 95), run('d', 60)], byPerformance).name).toBe('b');
  });

  it('keeps the audit order between equal scores, and refuses no runs', () => {
    expect(medianRun([run('first', 98), run('second', 98), run('third', 98)], byPerformance).name).toBe('second');
    expect(() => medianRun([], byPerformance)).toThrow(/no runs/);
  });
});
