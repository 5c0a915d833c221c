// src/features/changes/changes-csv.ts: the role history as CSV, from the real history file through the real engine,
// read back with an RFC 4180 reader: every change is one row, in the page's order, and no cell runs as a formula.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import type { HistoryFile } from '@engine/history-format';
import type { HistoryEvent } from '@engine/history-timeline';
import {
  DIFF_CSV_COLUMNS,
  diffCsv,
  diffCsvName,
  TIMELINE_CSV_COLUMNS,
  timelineCsv,
  timelineCsvName,
} from '../../../../../src/features/changes/changes-csv';
import { KIND_LABELS } from '../../../../../src/features/changes/changes-query';
import { readCsv, dataPath } from '../../../helpers';

const GA = '62e90394-69f5-4237-9190-012177145e10';

const file = JSON.parse(readFileSync(dataPath('public/data/history.json'), 'utf8')) as HistoryFile;
const engine = new RoleEngine();
engine.loadHistory(file);
const dates = file.snapshots.map((s) => s.date);

describe('the timeline as CSV', () => {
  const events = engine.historyTimeline();
  const rows = readCsv(timelineCsv(events, dates));

  it('has one row per change, newest snapshot first, each naming the snapshot before it', () => {
    expect(rows[0]).toEqual([...TIMELINE_CSV_COLUMNS]);
    const body = rows.slice(1);
    expect(body).toHaveLength(events.length);
    expect(body.every((row) => row.length === TIMELINE_CSV_COLUMNS.length)).toBe(true);
    const snapshots = body.map((row) => row[0]);
    expect(snapshots).toEqual([...snapshots].sort().reverse());
    for (const [snapshot, previous] of body.map((row) => [row[0], row[1]]))
      expect(previous).toBe(dates[dates.indexOf(snapshot) - 1]);
    // The same events, each once: the page's newest-first order is the engine's, a snapshot at a time.
    const key = (e: HistoryEvent) => `${e.date}|${e.templateId}|${KIND_LABELS[e.kind]}`;
    expect(body.map((row) => `${row[0]}|${row[3]}|${row[5]}`).sort()).toEqual(events.map(key).sort());
  });

  it('writes each kind of change in its columns', () => {
    const body = rows.slice(1);
    const granted = events.find((e) => e.kind === 'permissionGranted');
    if (granted?.kind !== 'permissionGranted') throw new Error('the history has no permission gained');
    expect(body).toContainEqual([
      granted.date,
      dates[dates.indexOf(granted.date) - 1],
      granted.name,
      granted.templateId,
      granted.privileged ? 'Yes' : 'No',
      'Permission gained',
      granted.action,
      granted.condition ?? '',
      '',
      '',
    ]);
    const described = events.find((e) => e.kind === 'descriptionChanged');
    if (described?.kind !== 'descriptionChanged') throw new Error('the history has no description change');
    const row = body.find(
      (r) => r[0] === described.date && r[3] === described.templateId && r[5] === 'Description changed',
    );
    expect(row?.slice(8)).toEqual([described.from, described.to]);
    const added = events.find((e) => e.kind === 'roleAdded')!;
    const addedRow = body.find((r) => r[3] === added.templateId && r[5] === 'Role added')!;
    expect(addedRow[9]).toMatch(/^\d+ permissions?$/);
  });

  it('is named after the dates it spans, and says when filters narrowed it', () => {
    const ga = engine.historyTimeline({ templateId: GA });
    expect(timelineCsvName(ga, true)).toBe(`role-changes-filtered-${ga[0].date}-to-${ga[ga.length - 1].date}.csv`);
    expect(timelineCsvName(events, false)).toBe(
      `role-changes-${events[0].date}-to-${events[events.length - 1].date}.csv`,
    );
    expect(timelineCsvName([], true)).toBe('role-changes-filtered.csv');
    expect(readCsv(timelineCsv([], dates))).toEqual([[...TIMELINE_CSV_COLUMNS]]);
  });

  it('never lets a cell run as a formula', () => {
    const event: HistoryEvent = {
      kind: 'renamed',
      date: dates[1],
      templateId: 'x',
      name: '=HYPERLINK("https://example.com")',
      privileged: false,
      from: '+1',
      to: '@SUM(A1)',
    };
    const [, row] = readCsv(timelineCsv([event], dates));
    expect([row[2], row[8], row[9]]).toEqual([`'=HYPERLINK("https://example.com")`, "'+1", "'@SUM(A1)"]);
  });
});

describe('two dates as CSV', () => {
  const diff = engine.historyDiff(dates[0], dates[dates.length - 1]);
  const rows = readCsv(diffCsv(diff));

  it('has a row per role added or removed and per change of each changed role', () => {
    expect(rows[0]).toEqual([...DIFF_CSV_COLUMNS]);
    const body = rows.slice(1);
    expect(
      body.every((row) => row.length === DIFF_CSV_COLUMNS.length && row[0] === diff.from && row[1] === diff.to),
    ).toBe(true);
    const expected =
      diff.rolesAdded.length +
      diff.rolesRemoved.length +
      diff.roleChanges.reduce(
        (n, c) =>
          n +
          (c.renamedFrom !== undefined ? 1 : 0) +
          (c.privileged ? 1 : 0) +
          (c.descriptionChanged ? 1 : 0) +
          (c.inheritance ? 1 : 0) +
          c.added.length +
          c.removed.length,
        0,
      );
    expect(body).toHaveLength(expected);
    expect(diff.rolesAdded.length).toBeGreaterThan(0);
    const first = diff.rolesAdded[0];
    expect(body).toContainEqual([
      diff.from,
      diff.to,
      first.name,
      first.templateId,
      'Role added',
      '',
      '',
      '',
      `first seen ${first.firstSeen}`,
    ]);
    const changed = diff.roleChanges.find((c) => c.added.length > 0)!;
    expect(body).toContainEqual([
      diff.from,
      diff.to,
      changed.name,
      changed.templateId,
      'Permission gained',
      changed.added[0].action,
      changed.added[0].condition ?? '',
      '',
      '',
    ]);
    expect(diffCsvName(diff)).toBe(`role-changes-between-${diff.from}-and-${diff.to}.csv`);
  });
});
