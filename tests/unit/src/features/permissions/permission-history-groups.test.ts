// permissionHistoryGroups on the shipped history through the real engine.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import type { HistoryFile } from '@engine/history-format';
import { permissionHistoryGroups } from '../../../../../src/features/permissions/permission-history-groups';
import { dataPath } from '../../../helpers';

const file = JSON.parse(readFileSync(dataPath('public/data/history.json'), 'utf8')) as HistoryFile;
const engine = new RoleEngine();
const { dates } = engine.loadHistory(file);

describe('permissionHistoryGroups', () => {
  it('groups every change by date, newest first, split into gained and lost, with the snapshot before', () => {
    for (const action of [
      'microsoft.directory/users/standard/read',
      'microsoft.directory/passwordManagementPolicies/standard/read',
    ]) {
      const history = engine.permissionHistory(action)!;
      const groups = permissionHistoryGroups(history.changes, dates);
      const changeDates = [...new Set(history.changes.map((c) => c.date))];
      expect(groups.map((g) => g.date)).toEqual(changeDates.reverse());
      expect(groups.reduce((n, g) => n + g.gained.length + g.lost.length, 0)).toBe(history.changes.length);
      for (const g of groups) {
        expect(g.previous).toBe(dates[dates.indexOf(g.date) - 1]);
        expect(g.gained.every((c) => c.change === 'gained' && c.date === g.date)).toBe(true);
        expect(g.lost.every((c) => c.change === 'lost' && c.date === g.date)).toBe(true);
      }
    }
  });

  it('is empty for no changes', () => {
    expect(permissionHistoryGroups([], dates)).toEqual([]);
  });
});
