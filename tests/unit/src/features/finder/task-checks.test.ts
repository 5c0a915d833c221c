import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { permissionKey } from '../../../../../workers/engine/permission-grammar';
import { readTaskFile } from '../../../../../src/features/finder/task-data';
import { taskNotes, taskNoteText } from '../../../../../src/features/finder/task-checks';
import { shippedRoles, dataPath } from '../../../helpers';

const { tasks } = readTaskFile(JSON.parse(readFileSync(dataPath('public/data/tasks.json'), 'utf8')));
const roles = new Map(
  shippedRoles()
    .filter((r) => r.builtIn)
    .map((r) => [
      r.templateId,
      { displayName: r.displayName, permissions: r.permissions.map((p) => permissionKey(p.action, p.condition)) },
    ]),
);
const roleOf = (id: string) => roles.get(id);
const task = (name: string) => tasks.find((t) => t.task === name)!;
const countOf = (name: string) => [...roles.values()].find((r) => r.displayName === name)!.permissions.length;

describe('taskNotes on the real table and dataset', () => {
  it('flags an additional role listing fewer permissions than the least privileged one', () => {
    const notes = taskNotes(task('Read BitLocker keys'), roleOf);
    expect(countOf('Helpdesk Administrator')).toBeLessThan(countOf('Cloud Device Administrator'));
    expect(notes).toContainEqual({
      kind: 'fewer-than-least',
      role: 'Helpdesk Administrator',
      count: countOf('Helpdesk Administrator'),
      least: 'Cloud Device Administrator',
      leastCount: countOf('Cloud Device Administrator'),
    });
    // Every flagged role really lists fewer; roles listing more are not flagged.
    for (const note of notes) if (note.kind === 'fewer-than-least') expect(note.count).toBeLessThan(note.leastCount);
    expect(notes.map((n) => n.role)).not.toContain('Security Administrator');
  });

  it('says nothing where the data agrees with the row', () => {
    expect(taskNotes(task('Reset password of non-admins'), roleOf)).toEqual([]);
  });

  it('compares roles needed together by the union of their permissions', () => {
    const both = task('Use sign-in diagnostic from the Sign-in logs');
    const union = new Set(
      both.least.flatMap((p) => (p.kind === 'role' && p.templateId ? roleOf(p.templateId)!.permissions : [])),
    );
    for (const note of taskNotes(both, roleOf))
      if (note.kind === 'fewer-than-least') {
        expect(note.least).toBe('Reports Reader and Billing Administrator');
        expect(note.leastCount).toBe(union.size);
      }
  });

  it('names a recommended role that lists no permissions in the dataset', () => {
    const empty = [...roles.entries()].find(([, r]) => r.permissions.length === 0)!;
    const row = {
      ...task('Read BitLocker keys'),
      least: [{ kind: 'role' as const, name: empty[1].displayName, templateId: empty[0] }],
    };
    const notes = taskNotes(row, roleOf);
    expect(notes).toEqual([{ kind: 'no-permissions', role: empty[1].displayName, least: true }]);
    expect(taskNoteText(notes[0])).toBe(
      `${empty[1].displayName} lists no permissions in this dataset, so RolePrism cannot check that it is the least privileged role.`,
    );
  });

  it('compares nothing when the least privileged side is not a directory role or is missing', () => {
    expect(taskNotes(task('Read hidden membership'), roleOf)).toEqual([]);
    expect(taskNotes(task('Perform identity containment actions for SOC incident response'), roleOf)).toEqual([]);
  });
});
