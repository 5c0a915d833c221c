// The /changes URL: one or several roles (repeated role=), since=, and the existing parameters unchanged.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import type { HistoryFile } from '@engine/history-format';
import { changesPath, parseChangesQuery, timelineFilterOf } from '../../../../../src/features/changes/changes-query';
import { dataPath } from '../../../helpers';

const GA = '62e90394-69f5-4237-9190-012177145e10';
const AI = 'd2562ede-74db-457e-a7b6-544e236ebb61';
const parse = (search: string) => parseChangesQuery(new URLSearchParams(search));

describe('changes query', () => {
  it('reads one role as before, and several from repeated role= (each once)', () => {
    expect(parse(`role=${GA}`)).toMatchObject({ role: GA, roles: [GA], since: '' });
    expect(parse(`role=${GA}&role=${AI}&role=${GA}&role=`)).toMatchObject({ role: GA, roles: [GA, AI] });
    expect(parse('')).toMatchObject({ role: '', roles: [] });
  });

  it('writes the same URLs back', () => {
    for (const search of [
      `role=${GA}&q=users&kind=permissionGranted&privileged=1`,
      `role=${GA}&role=${AI}&since=2024-06-01`,
      'from=2023-06-18&to=2023-09-20',
    ])
      expect(changesPath(parse(search))).toBe(`/changes?${search}`);
    expect(changesPath({ role: GA })).toBe(`/changes?role=${GA}`);
    expect(changesPath({ roles: [GA, AI], since: '2024-06-01' })).toBe(
      `/changes?role=${GA}&role=${AI}&since=2024-06-01`,
    );
  });

  it('filters the real timeline to the roles after the since date', () => {
    const file = JSON.parse(readFileSync(dataPath('public/data/history.json'), 'utf8')) as HistoryFile;
    const engine = new RoleEngine();
    engine.loadHistory(file);
    const all = engine.historyTimeline();
    const since = engine.snapshotOn('2024-06-01');
    const events = engine.historyTimeline(timelineFilterOf(parse(`role=${GA}&role=${AI}&since=2024-06-01`)));
    expect(events).toEqual(all.filter((e) => (e.templateId === GA || e.templateId === AI) && e.date > since));
    expect(new Set(events.map((e) => e.templateId))).toEqual(new Set([GA, AI]));
    expect(engine.historyTimeline(timelineFilterOf(parse(`role=${GA}`)))).toEqual(
      all.filter((e) => e.templateId === GA),
    );
  });
});
