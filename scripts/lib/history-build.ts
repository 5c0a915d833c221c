// Derives the compact role history (public/data/history.json) from the normalised snapshots, and checks it by replay.
import { isDeepStrictEqual } from 'node:util';
import { replayHistory, snapshotRoles, type HistoryGrant, type SnapshotRole } from '../../workers/engine/history';
import {
  grantCode,
  HISTORY_FORMAT,
  type HistoryFile,
  type StoredEvent,
  type StoredSnapshot,
} from '../../workers/engine/history-format';
import type { SourceSnapshot } from './history-source';
import { asciiJson } from './ascii-json';

const sortedDistinct = (values: Iterable<string>) => [...new Set(values)].sort();

/** The tables every event refers to: actions, conditions, and roles in order of first appearance. */
function historyTables(snapshots: SourceSnapshot[], tierOf: (templateId: string) => number | null) {
  const grants = snapshots.flatMap((s) => s.roles.flatMap((r) => r.grants));
  const actions = sortedDistinct(grants.map((g) => g.action));
  const conditions = sortedDistinct(grants.flatMap((g) => (g.condition === null ? [] : [g.condition])));
  const actionIndex = new Map(actions.map((a, i) => [a, i]));
  const conditionIndex = new Map(conditions.map((c, i) => [c, i]));
  const code = (g: HistoryGrant) =>
    grantCode(
      actionIndex.get(g.action)!,
      g.condition === null ? -1 : conditionIndex.get(g.condition)!,
      conditions.length,
    );
  const roleIndex = new Map<string, number>();
  const intern = (id: string) => {
    if (!roleIndex.has(id)) roleIndex.set(id, roleIndex.size);
    return roleIndex.get(id)!;
  };
  for (const snapshot of snapshots) snapshot.roles.forEach((r) => intern(r.templateId));
  for (const snapshot of snapshots) snapshot.roles.forEach((r) => r.inheritsFrom.forEach(intern));
  const roles: HistoryFile['roles'] = [...roleIndex.keys()].map((id) => [id, tierOf(id)]);
  return { actions, conditions, roles, roleIndex, code };
}

type Tables = ReturnType<typeof historyTables>;

/** The events that turn `before` (absent: a new role) into `after` (absent: a removed role), in a fixed order. */
function roleEvents(t: Tables, before: SnapshotRole | undefined, after: SnapshotRole | undefined): StoredEvent[] {
  const r = t.roleIndex.get((after ?? before)!.templateId)!;
  const inherits = (role: SnapshotRole) => role.inheritsFrom.map((id) => t.roleIndex.get(id)!);
  if (!after) return [['remove', r]];
  if (!before)
    return [
      ['add', r, after.name, after.description, after.privileged ? 1 : 0, inherits(after), after.grants.map(t.code)],
    ];
  const events: StoredEvent[] = [];
  if (before.name !== after.name) events.push(['rename', r, after.name]);
  if (before.description !== after.description) events.push(['describe', r, after.description]);
  if (before.privileged !== after.privileged) events.push(['privileged', r, after.privileged ? 1 : 0]);
  if (!isDeepStrictEqual(before.inheritsFrom, after.inheritsFrom)) events.push(['inherit', r, inherits(after)]);
  const held = new Set(before.grants.map(t.code));
  const holds = new Set(after.grants.map(t.code));
  const granted = [...holds].filter((c) => !held.has(c)).sort((a, b) => a - b);
  const revoked = [...held].filter((c) => !holds.has(c)).sort((a, b) => a - b);
  if (granted.length > 0) events.push(['grant', r, granted]);
  if (revoked.length > 0) events.push(['revoke', r, revoked]);
  return events;
}

/** The history file: the first snapshot as role additions, then per snapshot what changed since the one before. */
export function encodeHistory(
  snapshots: SourceSnapshot[],
  tierOf: (templateId: string) => number | null,
  source: string,
): HistoryFile {
  const t = historyTables(snapshots, tierOf);
  let previous = new Map<string, SnapshotRole>();
  const stored = snapshots.map((snapshot): StoredSnapshot => {
    const current = new Map(snapshot.roles.map((r) => [r.templateId, r]));
    const ids = [...new Set([...previous.keys(), ...current.keys()])].sort(
      (a, b) => t.roleIndex.get(a)! - t.roleIndex.get(b)!,
    );
    const events = ids.flatMap((id) =>
      isDeepStrictEqual(previous.get(id), current.get(id)) ? [] : roleEvents(t, previous.get(id), current.get(id)),
    );
    previous = current;
    return { date: snapshot.date, commit: snapshot.commit, events };
  });
  return {
    format: HISTORY_FORMAT,
    source,
    roles: t.roles,
    actions: t.actions,
    conditions: t.conditions,
    snapshots: stored,
  };
}

/**
 * The replay check: the history, replayed by the engine from its first snapshot, must give every snapshot's normalised
 * content (what workers/engine/history.ts says "exactly" covers). Returns the problems; empty when all match.
 */
export function checkReplay(file: HistoryFile, snapshots: SourceSnapshot[]): string[] {
  let history;
  try {
    history = replayHistory(file);
  } catch (error) {
    return [`the history does not replay: ${error instanceof Error ? error.message : String(error)}`];
  }
  if (history.dates.length !== snapshots.length)
    return [`the history has ${history.dates.length} snapshots, the sources ${snapshots.length}`];
  const problems: string[] = [];
  snapshots.forEach((snapshot, s) => {
    if (history.dates[s] !== snapshot.date)
      problems.push(`snapshot ${s} is dated ${history.dates[s]} in the history, ${snapshot.date} in the sources`);
    const replayed = new Map(snapshotRoles(history, s).map((r) => [r.templateId, r]));
    const expected = new Map(snapshot.roles.map((r) => [r.templateId, r]));
    for (const id of new Set([...replayed.keys(), ...expected.keys()])) {
      const a = replayed.get(id);
      const b = expected.get(id);
      if (!isDeepStrictEqual(a, b))
        problems.push(
          `${snapshot.date}: ${b?.name ?? a?.name} (${id}) ${!a ? 'is missing from the replay' : !b ? 'is in the replay only' : 'differs after replay'}`,
        );
    }
  });
  return problems;
}

/** The file's text: one line per table entry and per event, so a refresh shows as a readable diff; ASCII alone (asciiJson). */
export function historyJson(file: HistoryFile): string {
  const s = JSON.stringify;
  const list = (items: unknown[]) => (items.length ? `[\n${items.map((x) => s(x)).join(',\n')}]` : '[]');
  const snapshot = (x: StoredSnapshot) => `{"date":${s(x.date)},"commit":${s(x.commit)},"events":${list(x.events)}}`;
  const text = [
    `{"format":${s(file.format)},"source":${s(file.source)},`,
    `"roles":${list(file.roles)},`,
    `"actions":${list(file.actions)},`,
    `"conditions":${s(file.conditions)},`,
    `"snapshots":[\n${file.snapshots.map(snapshot).join(',\n')}]}`,
    '',
  ].join('\n');
  return asciiJson(text);
}
