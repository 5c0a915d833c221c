// The compare page's as-of questions equal asking a fresh engine loaded with that snapshot's export, converted the way
// the data build converts it (data/source/history/roles.graph.D.json through buildRows and toRoles).
import { join, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import type { HistoryFile } from '@engine/history-format';
import { buildRows, readSourceFiles } from '../../scripts/lib/graph-source';
import { toRoles } from '../../src/data/role-model';
import { toEngineRoles } from '../../src/data/engine-input';

const root = resolve(import.meta.dirname, '../..');
const engine = new RoleEngine();
engine.loadHistory(JSON.parse(readFileSync(join(root, 'public/data/history.json'), 'utf8')) as HistoryFile);

/** A fresh engine with the export of snapshot `date`, as the data build would ship it. */
function engineOfSnapshot(date: string): RoleEngine {
  const src = readSourceFiles(join(root, 'data/source'), `history/roles.graph.${date}.json`);
  const fresh = new RoleEngine();
  fresh.load(toEngineRoles(toRoles(buildRows(src, { date, source: 'test' }))), date);
  return fresh;
}

const GA = '62e90394-69f5-4237-9190-012177145e10';
const GR = 'f2ef992c-3afb-46b9-b7cf-a126ee74c451';
const FABRIC = 'a9ea8996-122f-4c74-9520-8edcd192826c';

describe('compare as of a date', () => {
  for (const [date, snapshot] of [
    ['2023-06-18', '2023-06-18'],
    ['2024-03-05', engine.snapshotOn('2024-03-05')],
    ['2025-07-22', '2025-07-21'],
  ]) {
    it(`analyze, pairDetail and csv with { asOf: ${date} } equal the snapshot of ${snapshot} analysed directly`, () => {
      const direct = engineOfSnapshot(snapshot);
      const ids = [GA, GR, FABRIC];
      for (const view of [
        { inherit: false, wildcards: false },
        { inherit: true, wildcards: false },
        { inherit: false, wildcards: true },
      ]) {
        expect(engine.analyze(ids, view, { asOf: date })).toEqual(direct.analyze(ids, view));
        expect(engine.pairDetail(GA, FABRIC, view, { asOf: date })).toEqual(direct.pairDetail(GA, FABRIC, view));
        expect(engine.csv(ids, view, { asOf: date })).toBe(direct.csv(ids, view));
      }
    });
  }
});
