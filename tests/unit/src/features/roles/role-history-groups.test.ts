// roleHistoryGroups on the shipped history through the real engine: the real cases of issue 14.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import type { HistoryFile } from '@engine/history-format';
import { permissionChangeCounts, roleHistoryGroups } from '../../../../../src/features/roles/role-history-groups';
import { dataPath } from '../../../helpers';

const file = JSON.parse(readFileSync(dataPath('public/data/history.json'), 'utf8')) as HistoryFile;
const engine = new RoleEngine();
const { dates } = engine.loadHistory(file);
const before = (date: string) => dates[dates.indexOf(date) - 1];

const groupsOf = (templateId: string) => roleHistoryGroups(engine.roleHistory(templateId)!, dates);

describe('roleHistoryGroups', () => {
  it('AI Administrator: added 2024-11-04, labelled privileged 2026-03-16; newest date first', () => {
    const groups = groupsOf('d2562ede-74db-457e-a7b6-544e236ebb61');
    expect(groups.map((g) => g.date)).toEqual([...groups.map((g) => g.date)].sort().reverse());
    const added = groups.find((g) => g.date === '2024-11-04')!;
    expect(added.previous).toBe(before('2024-11-04'));
    expect(added.entries[0]).toEqual({ kind: 'added' });
    const labelled = groups.find((g) => g.date === '2026-03-16')!;
    expect(labelled.entries).toContainEqual({ kind: 'privileged', to: true });
    expect(groups[groups.length - 1].date).toBe('2024-11-04');
  });

  it('Fabric Administrator: in the first snapshot (no "added" entry), renamed from Power BI Administrator', () => {
    const groups = groupsOf('a9ea8996-122f-4c74-9520-8edcd192826c');
    expect(groups.flatMap((g) => g.entries).some((e) => e.kind === 'added')).toBe(false);
    expect(groups.find((g) => g.date === '2023-09-20')!.entries[0]).toEqual({
      kind: 'renamed',
      from: 'Power BI Administrator',
      to: 'Fabric Administrator',
    });
  });

  it('Places Administrator: removed 2025-07-21, back 2025-07-28', () => {
    const groups = groupsOf('78b0ccd1-afc2-4f92-9116-b41aedd09592');
    expect(groups.find((g) => g.date === '2025-07-21')!.entries).toEqual([{ kind: 'removed' }]);
    expect(groups.find((g) => g.date === '2025-07-28')!.entries[0]).toEqual({ kind: 'back' });
  });

  it('lists every permission change once, gained before lost within a date, and counts them', () => {
    for (const [templateId] of file.roles) {
      const history = engine.roleHistory(templateId)!;
      const entries = roleHistoryGroups(history, dates).flatMap((g) => g.entries);
      const permissions = entries.filter((e) => e.kind === 'gained' || e.kind === 'lost');
      expect(permissions).toHaveLength(history.permissions.length);
      const { gained, lost } = permissionChangeCounts(history);
      expect(gained + lost).toBe(history.permissions.length);
      for (const group of roleHistoryGroups(history, dates)) {
        const kinds = group.entries.map((e) => e.kind);
        const firstLost = kinds.indexOf('lost');
        if (firstLost >= 0) expect(kinds.slice(firstLost).includes('gained')).toBe(false);
      }
    }
  });
});
