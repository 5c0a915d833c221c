// The role history: shipped file vs the copied snapshots, the replay check, the size budget, and the engine on real changes.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import { HistoryDateError } from '@engine/history';
import type { EngineRole } from '@engine/catalog';
import { permissionKey } from '@engine/permission-grammar';
import type { HistoryFile, StoredEvent } from '@engine/history-format';
import { buildRows, readSourceFiles, tierOf } from '../../scripts/lib/graph-source';
import { checkReplay, encodeHistory, historyJson } from '../../scripts/lib/history-build';
import { readSnapshots } from '../../scripts/lib/history-source';
import { referenceHistoryDiff, referenceSnapshot } from '../../scripts/bench/reference';
import { toRoles } from '../../src/data/role-model';
import { toEngineRoles } from '../../src/data/engine-input';
import { dataPath } from './helpers';

const sourceDir = dataPath('data/source');
const HISTORY_PATH = dataPath('public/data/history.json');
const shippedText = readFileSync(HISTORY_PATH, 'utf8');
const shipped: HistoryFile = JSON.parse(shippedText);
const snapshots = readSnapshots(sourceDir);

const engine = new RoleEngine();
const summary = engine.loadHistory(shipped);

const FABRIC = 'a9ea8996-122f-4c74-9520-8edcd192826c';
const PLACES = '78b0ccd1-afc2-4f92-9116-b41aedd09592';
const AI_ADMIN = 'd2562ede-74db-457e-a7b6-544e236ebb61';

describe('shipped history', () => {
  it('covers every snapshot of the sources, first to last', () => {
    expect(snapshots.length).toBeGreaterThan(1);
    expect(summary.snapshotCount).toBe(snapshots.length);
    expect([summary.firstDate, summary.lastDate]).toEqual([snapshots[0].date, snapshots[snapshots.length - 1].date]);
    expect(shipped.snapshots.map((s) => s.date)).toEqual(snapshots.map((s) => s.date));
  });

  it('is a timeline of real changes: every snapshot after the first holds at least one event', () => {
    expect(shipped.snapshots.slice(1).filter((s) => s.events.length === 0)).toEqual([]);
  });

  it('is exactly what the data build makes from data/source/history (rebuild with npm run data)', () => {
    const src = readSourceFiles(sourceDir);
    const rebuilt = encodeHistory(snapshots, (id) => tierOf(src.classification.roles[id]?.tierLevel), shipped.source);
    expect(historyJson(rebuilt)).toBe(shippedText);
    expect(JSON.parse(historyJson(rebuilt))).toEqual(rebuilt);
  });

  it('replays from the first snapshot to every later snapshot exactly', () => {
    expect(checkReplay(shipped, snapshots)).toEqual([]);
  });

  it('stays within its budget: at most 60 kB gzip', () => {
    const kb = gzipSync(shippedText).length / 1024;
    console.log(`[budget] history.json: ${(shippedText.length / 1024).toFixed(1)} kB, ${kb.toFixed(1)} kB gzip`);
    expect(kb).toBeLessThanOrEqual(60);
  });
});

describe('the replay check', () => {
  const tampered = (edit: (events: StoredEvent[][]) => void): HistoryFile => {
    const copy: HistoryFile = structuredClone(shipped);
    edit(copy.snapshots.map((s) => s.events));
    return copy;
  };

  it('finds a lost event', () => {
    const file = tampered((events) => {
      const s = events.findIndex((list, i) => i > 0 && list.some((e) => e[0] === 'grant'));
      events[s].splice(
        events[s].findIndex((e) => e[0] === 'grant'),
        1,
      );
    });
    expect(checkReplay(file, snapshots).length).toBeGreaterThan(0);
  });

  it('finds a changed description and a contradicting event', () => {
    const renamed = tampered((events) => {
      const rename = events[1].find((e) => e[0] === 'rename')!;
      rename[2] = 'Power BI Administrator';
    });
    expect(checkReplay(renamed, snapshots)).toContain(
      '2023-09-20: Fabric Administrator (a9ea8996-122f-4c74-9520-8edcd192826c) differs after replay',
    );
    const twice = tampered((events) => events[1].push(events[0][0]));
    expect(checkReplay(twice, snapshots)[0]).toMatch(/does not replay: .*already in the snapshot/);
  });
});

describe('history engine on real changes', () => {
  it('counts the changes a direct diff of consecutive source snapshots counts, kind by kind', () => {
    const events = engine.historyTimeline();
    const count = (kind: string) => events.filter((e) => e.kind === kind).length;
    const expected: Record<string, number> = {};
    const add = (kind: string, n = 1) => (expected[kind] = (expected[kind] ?? 0) + n);
    const grantKey = (g: { action: string; condition: string | null }) => `${g.action} ${g.condition ?? ''}`;
    for (let i = 1; i < snapshots.length; i++) {
      const before = new Map(snapshots[i - 1].roles.map((r) => [r.templateId, r]));
      const after = new Map(snapshots[i].roles.map((r) => [r.templateId, r]));
      for (const id of before.keys()) if (!after.has(id)) add('roleRemoved');
      for (const [id, role] of after) {
        const old = before.get(id);
        if (!old) {
          add('roleAdded');
          continue;
        }
        if (old.name !== role.name) add('renamed');
        if (old.description !== role.description) add('descriptionChanged');
        if (old.privileged !== role.privileged) add('privilegedChanged');
        const held = new Set(old.grants.map(grantKey));
        const holds = new Set(role.grants.map(grantKey));
        add('permissionGranted', [...holds].filter((g) => !held.has(g)).length);
        add('permissionRevoked', [...held].filter((g) => !holds.has(g)).length);
      }
    }
    for (const kind of ['roleAdded', 'roleRemoved', 'renamed', 'descriptionChanged', 'privilegedChanged'])
      expect({ kind, n: count(kind) }).toEqual({ kind, n: expected[kind] ?? 0 });
    for (const kind of ['permissionGranted', 'permissionRevoked'])
      expect({ kind, n: count(kind) }).toEqual({ kind, n: expected[kind] ?? 0 });
    expect(count('roleAdded')).toBeGreaterThan(0);
    expect(summary.eventCount).toBe(events.length);
  });

  it('sees Power BI Administrator become Fabric Administrator on 2023-09-20', () => {
    const diff = engine.historyDiff('2023-06-18', '2023-09-20');
    const fabric = diff.roleChanges.find((c) => c.templateId === FABRIC)!;
    expect(fabric).toMatchObject({
      name: 'Fabric Administrator',
      renamedFrom: 'Power BI Administrator',
      descriptionChanged: true,
    });
    expect(engine.historyTimeline({ kinds: ['renamed'], templateId: FABRIC })).toEqual([
      {
        date: '2023-09-20',
        templateId: FABRIC,
        name: 'Fabric Administrator',
        privileged: false,
        kind: 'renamed',
        from: 'Power BI Administrator',
        to: 'Fabric Administrator',
      },
    ]);
    expect(engine.roleHistory(FABRIC)!.renames).toEqual([
      { date: '2023-09-20', from: 'Power BI Administrator', to: 'Fabric Administrator' },
    ]);
    const nameOn = (date: string) => engine.datasetOn(date).roles.find((r) => r.templateId === FABRIC)!.name;
    expect(nameOn('2023-09-19')).toBe('Power BI Administrator');
    expect(nameOn('2023-09-20')).toBe('Fabric Administrator');
  });

  it('sees Places Administrator removed on 2025-07-21 and back on 2025-07-28', () => {
    expect(engine.historyDiff('2025-07-14', '2025-07-21').rolesRemoved).toEqual([
      { templateId: PLACES, name: 'Places Administrator', lastSeen: '2025-07-14' },
    ]);
    expect(engine.historyDiff('2025-07-21', '2025-07-28').rolesAdded).toEqual([
      { templateId: PLACES, name: 'Places Administrator', firstSeen: '2025-07-28' },
    ]);
    const across = engine.historyDiff('2025-07-14', '2025-07-28');
    expect(
      [...across.rolesAdded, ...across.rolesRemoved, ...across.roleChanges].some((r) => r.templateId === PLACES),
    ).toBe(false);
    const places = engine.roleHistory(PLACES)!;
    expect(places.presence).toEqual([
      { date: '2025-07-14', present: true },
      { date: '2025-07-21', present: false },
      { date: '2025-07-28', present: true },
    ]);
    expect(engine.snapshotOn('2025-07-25')).toBe('2025-07-21');
    expect(engine.rolesAsOf('2025-07-25').some((r) => r.templateId === PLACES)).toBe(false);
    expect(engine.rolesAsOf('2025-07-28').some((r) => r.templateId === PLACES)).toBe(true);
  });

  it('sees AI Administrator added on 2024-11-04 and labelled privileged on 2026-03-16', () => {
    const ai = engine.roleHistory(AI_ADMIN)!;
    expect(ai).toMatchObject({
      name: 'AI Administrator',
      firstSeen: '2024-11-04',
      inFirstSnapshot: false,
      present: true,
    });
    expect(ai.privileged).toEqual([{ date: '2026-03-16', from: false, to: true }]);
    expect(ai.permissions.every((p) => p.date > '2024-11-04')).toBe(true);
    const whole = engine.historyDiff();
    expect(whole.rolesAdded).toContainEqual({
      templateId: AI_ADMIN,
      name: 'AI Administrator',
      firstSeen: '2024-11-04',
    });
    expect(whole.roleChanges.some((c) => c.templateId === AI_ADMIN)).toBe(false);
    expect(
      engine.historyDiff('2026-03-09', '2026-03-16').roleChanges.find((c) => c.templateId === AI_ADMIN)!.privileged,
    ).toEqual({ from: false, to: true });
    const privileged = engine.historyTimeline({ privilegedOnly: true, templateId: AI_ADMIN });
    expect(privileged[0]).toMatchObject({ date: '2026-03-16', kind: 'privilegedChanged', from: false, to: true });
    expect(privileged.every((e) => e.date >= '2026-03-16')).toBe(true);
  });

  it('tells which roles gained and lost a permission, and when', () => {
    const action = 'microsoft.directory/entitlementManagement/allProperties/read';
    const history = engine.permissionHistory(action)!;
    expect(history.changes).toContainEqual({
      date: '2025-12-01',
      templateId: AI_ADMIN,
      name: 'AI Administrator',
      change: 'gained',
      condition: null,
      via: 'grant',
    });
    expect(history.holders.some((h) => h.templateId === AI_ADMIN)).toBe(true);
    // Every grant event of the timeline for this action is a 'grant' change here, and the other way round.
    const events = engine
      .historyTimeline({ actionText: action, kinds: ['permissionGranted', 'permissionRevoked'] })
      .filter((e) => 'action' in e && e.action === action);
    expect(history.changes.filter((c) => c.via === 'grant')).toHaveLength(events.length);
    expect(engine.permissionHistory('microsoft.directory/no/such/action')).toBeNull();
  });

  it('filters the timeline by role, action text, kind and dates', () => {
    const all = engine.historyTimeline();
    const texts = engine.historyTimeline({ actionText: 'MULTITENANTORGANIZATION' });
    expect(texts.length).toBeGreaterThan(0);
    expect(
      texts.every(
        (e) =>
          e.kind.startsWith('permission') &&
          'action' in e &&
          e.action.toLowerCase().includes('multitenantorganization'),
      ),
    ).toBe(true);
    const range = engine.historyTimeline({ from: '2025-07-14', to: '2025-07-28' });
    expect(range.map((e) => `${e.date} ${e.kind} ${e.name}`)).toEqual([
      '2025-07-21 roleRemoved Places Administrator',
      '2025-07-28 roleAdded Places Administrator',
    ]);
    expect(all.filter((e) => e.templateId === FABRIC)).toEqual(engine.historyTimeline({ templateId: FABRIC }));
    expect([...all].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))).toEqual(all);
  });

  it('gives the newest snapshot on or before a date, and names the range for a bad one', () => {
    expect(engine.snapshotOn('2023-06-18')).toBe('2023-06-18');
    expect(engine.snapshotOn('2099-01-01')).toBe(summary.lastDate);
    for (const bad of ['2023-06-17', '2024-02-30', '2024-1-01', 'yesterday']) {
      expect(() => engine.historyDiff(bad)).toThrow(HistoryDateError);
      expect(() => engine.rolesAsOf(bad)).toThrow(`the history covers ${summary.firstDate} to ${summary.lastDate}`);
    }
    expect(() => engine.historyDiff('2025-01-01', '2024-01-01')).toThrow(HistoryDateError);
  });

  it('gives the roles of a date as the engine input the data build would make from that export', () => {
    const src = readSourceFiles(sourceDir, 'history/roles.graph.2024-01-01.json');
    const direct = toEngineRoles(toRoles(buildRows(src, { date: '2024-01-01', source: 'test' })));
    // Same roles and fields; grant order is not part of a role (the engine interns and sorts them).
    const normal = (list: EngineRole[]) =>
      [...list]
        .sort((a, b) => (a.templateId < b.templateId ? -1 : 1))
        .map((r) => ({ ...r, grants: r.grants.map((g) => permissionKey(g.action, g.condition)).sort() }));
    expect(normal(engine.rolesAsOf('2024-01-15'))).toEqual(normal(direct));
    const analysed = engine.analyze(
      direct.slice(0, 5).map((r) => r.templateId),
      { inherit: true, wildcards: false },
      { asOf: '2024-01-15' },
    );
    const fresh = new RoleEngine();
    fresh.load(direct, '2024-01-01');
    expect(analysed).toEqual(
      fresh.analyze(
        direct.slice(0, 5).map((r) => r.templateId),
        { inherit: true, wildcards: false },
      ),
    );
  });

  it('agrees with a plain Set-of-strings diff for every pair of snapshots', () => {
    const reference = snapshots.map((s) => referenceSnapshot(s.roles));
    const key = (g: { action: string; condition: string | null }) => permissionKey(g.action, g.condition);
    for (let a = 0; a < snapshots.length; a++) {
      for (let b = a; b < snapshots.length; b++) {
        const diff = engine.historyDiff(snapshots[a].date, snapshots[b].date);
        const expected = referenceHistoryDiff(reference[a], reference[b]);
        expect(diff.rolesAdded.map((r) => r.templateId).sort()).toEqual(expected.rolesAdded.sort());
        expect(diff.rolesRemoved.map((r) => r.templateId).sort()).toEqual(expected.rolesRemoved.sort());
        const changes = diff.roleChanges
          .map((c) => ({
            templateId: c.templateId,
            renamed: c.renamedFrom !== undefined,
            descriptionChanged: c.descriptionChanged,
            privilegedChanged: c.privileged !== undefined,
            added: c.added.map(key).sort(),
            removed: c.removed.map(key).sort(),
          }))
          .sort((x, y) => (x.templateId < y.templateId ? -1 : 1));
        expect(changes).toEqual(expected.roleChanges.sort((x, y) => (x.templateId < y.templateId ? -1 : 1)));
      }
    }
  });
});
