// History cases of `npm run bench`: loading the role history, and diffs between snapshots against a Set-of-strings diff.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RoleEngine } from '../../workers/engine/engine';
import { referenceHistoryDiff, referenceSnapshot } from './reference';
import { measure, measureInterleaved, type BenchRow } from './timing';

const HISTORY = resolve(import.meta.dirname, '../../public/data/history.json');

/** The name of the row the targets read: one diff between the first and the last snapshot, every role. */
export const FIRST_TO_LAST_DIFF = 'history diff, first to last snapshot, all roles';

export function historyCases(log: (line: string) => void): BenchRow[] {
  log('node: role history');
  const file = JSON.parse(readFileSync(HISTORY, 'utf8'));
  const engine = new RoleEngine();
  const { dates } = engine.loadHistory(file);
  const rows: BenchRow[] = [];
  rows.push({
    where: 'node',
    name: `load the history (replay ${dates.length} snapshots, decode the timeline)`,
    medianMs: measure(() => new RoleEngine().loadHistory(file)).medianMs,
    referenceMs: null,
  });

  // The reference gets each snapshot ready-made as Sets of strings, as the analysis reference gets its roles.
  const reference = dates.map((date) => referenceSnapshot(engine.datasetOn(date).roles));
  const last = dates.length - 1;
  const one = measureInterleaved(
    () => engine.historyDiff(dates[0], dates[last]),
    () => referenceHistoryDiff(reference[0], reference[last]),
  );
  rows.push({
    where: 'node',
    name: FIRST_TO_LAST_DIFF,
    medianMs: one.engine.medianMs,
    referenceMs: one.reference.medianMs,
  });

  const pairs = (dates.length * (dates.length - 1)) / 2;
  const everyPair = (diff: (a: number, b: number) => unknown) => () => {
    for (let a = 0; a < dates.length; a++) for (let b = a + 1; b < dates.length; b++) diff(a, b);
  };
  const all = measureInterleaved(
    everyPair((a, b) => engine.historyDiff(dates[a], dates[b])),
    everyPair((a, b) => referenceHistoryDiff(reference[a], reference[b])),
    { minRounds: 3, minMs: 0 },
  );
  const note = `${(all.engine.medianMs / pairs).toFixed(3)} ms a diff`;
  rows.push({
    where: 'node',
    name: `history diff, every pair of the ${dates.length} snapshots (${pairs.toLocaleString('en-US')} diffs)`,
    medianMs: all.engine.medianMs,
    referenceMs: all.reference.medianMs,
    note,
  });
  rows.push({
    where: 'node',
    name: 'history timeline, privileged roles only',
    medianMs: measure(() => engine.historyTimeline({ privilegedOnly: true })).medianMs,
    referenceMs: null,
  });
  return rows;
}
