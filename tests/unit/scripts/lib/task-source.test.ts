import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTaskTsv, readTaskSource, TaskSourceError } from '../../../../scripts/lib/task-source';
import { readTaskFile } from '../../../../src/features/finder/task-data';
import { exportRoles } from '../../../../scripts/lib/history-source';
import { dataPath } from '../../helpers';

// The export the dataset is built from, in either shape (beta { value } or a v1.0 bare array).
const roles: { displayName: string; templateId: string }[] = exportRoles(
  JSON.parse(readFileSync(dataPath('data/source/roles.graph.json'), 'utf8')),
  'roles.graph.json',
) as { displayName: string; templateId: string }[];
const TSV = dataPath('data/source/docs/delegate-by-task.tsv');
const file = readTaskSource(TSV, roles);
const HEADER = readFileSync(TSV, 'utf8').split('\n')[0];
const find = (task: string, section?: string) =>
  file.tasks.find((t) => t.task === task && (section === undefined || t.section === section))!;

describe('parseTaskTsv on the real table', () => {
  it('reads 212 tasks in 36 sections, 181 of them naming an Entra role as least privileged', () => {
    expect(file.tasks).toHaveLength(212);
    expect(new Set(file.tasks.map((t) => t.section)).size).toBe(36);
    expect(file.tasks.filter((t) => t.least.some((p) => p.kind === 'role'))).toHaveLength(181);
  });

  it('keeps the source line: mirror commit, ms.date and licence', () => {
    expect(file.source).toMatchObject({ msDate: '2026-06-17', licence: 'CC BY 4.0' });
    expect(file.source.mirror).toContain('60bcd50e');
  });

  it('matches role names to the built-in roles, letter case aside', () => {
    expect(find('Read BitLocker keys').least).toEqual([
      { kind: 'role', name: 'Cloud Device Administrator', templateId: '7698a772-787b-4ac8-901f-60d6b08affd2' },
    ]);
    expect(find('Create a workflow').least[0]).toMatchObject({
      name: 'Lifecycle workflows Administrator',
      templateId: '59d46f88-662b-457b-bceb-5c3809e5908f',
    });
  });

  it('reads a "~" principal as not a directory role', () => {
    expect(find('Read basic configuration', 'Users').least).toEqual([{ kind: 'principal', name: 'Default user role' }]);
  });

  it('reads several least privileged principals in one cell as needed together', () => {
    const diagnostic = find('Use sign-in diagnostic from the Sign-in logs');
    expect(diagnostic.leastTogether).toBe(true);
    expect(diagnostic.least.map((p) => p.name)).toEqual(['Reports Reader', 'Billing Administrator']);
    expect(find('Create Microsoft Entra Domain Services instance').least.map((p) => p.kind)).toEqual([
      'role',
      'role',
      'principal',
    ]);
    expect(file.tasks.filter((t) => t.leastTogether)).toHaveLength(2);
  });

  it('keeps a role the dataset lacks with no template id', () => {
    const without = readTaskSource(
      TSV,
      roles.filter((r) => r.displayName !== 'Entra SOC Identity Responder'),
    ).tasks.find((t) => t.task === 'Perform identity containment actions for SOC incident response')!;
    expect(without.least).toEqual([{ kind: 'role', name: 'Entra SOC Identity Responder', templateId: null }]);
  });

  it('writes what the app reads back unchanged', () => {
    expect(readTaskFile(JSON.parse(JSON.stringify(file)))).toEqual(file);
    expect(JSON.parse(readFileSync(dataPath('public/data/tasks.json'), 'utf8'))).toEqual(file);
  });
});

describe('parseTaskTsv on other rows', () => {
  it('maps the docs name of the joined-device role to its Graph role', () => {
    const parsed = parseTaskTsv(
      `${HEADER}\nDevices\tManage local administrators\tMicrosoft Entra Joined Device Local Administrator\t\n`,
      roles,
    );
    expect(parsed.tasks[0].least[0]).toEqual({
      kind: 'role',
      name: 'Microsoft Entra Joined Device Local Administrator',
      templateId: '9f06204d-73c1-4d4c-880a-6edb90606fd8',
    });
  });

  it.each([
    ['a row with 3 columns', 'Devices\tDelete device\tCloud Device Administrator', /line 2: 3 columns, not 4/],
    [
      'a row with no least privileged role',
      'Devices\tDelete device\t\tIntune Administrator',
      /line 2: no least privileged role/,
    ],
    ['an empty name in a list', 'Devices\tDelete device\tCloud Device Administrator;\t', /line 2: an empty role name/],
    ['a row with no task', 'Devices\t\tCloud Device Administrator\t', /line 2: no section or no task/],
  ])('stops on %s, naming the line', (_case, row, message) => {
    expect(() => parseTaskTsv(`${HEADER}\n${row}\n`, roles)).toThrow(message);
    expect(() => parseTaskTsv(`${HEADER}\n${row}\n`, roles)).toThrow(TaskSourceError);
  });

  it('stops on a missing source header', () => {
    expect(() => parseTaskTsv('Devices\tDelete device\tCloud Device Administrator\t\n', roles)).toThrow(/header/);
  });
});
