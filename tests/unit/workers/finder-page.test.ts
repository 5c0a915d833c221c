// The finder's view-models on the real dataset and task table: the task tab's roles (workers/finder-page.ts) give every
// row the notes the page used to work out from the whole dataset, and the permission tab's keys, read from the
// worker's permission index, are the ones it used to build from the roles.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { permissionKey } from '@engine/permission-grammar';
import { RoleEngine } from '@engine/engine';
import { toEngineRoles } from '../../../src/data/engine-input';
import { needIndexOf } from '../../../src/features/finder/permission-search';
import { taskNotes } from '../../../src/features/finder/task-checks';
import { readTaskFile } from '../../../src/features/finder/task-data';
import { permissionIndexOf } from '../../../src/features/permissions/permission-index';
import { finderPageAnswers } from '../../../workers/finder-page';
import { permissionPageAnswers } from '../../../workers/permission-page';
import { dataPath, shippedDatasetDate, shippedRoles } from '../helpers';

const roles = shippedRoles();
const builtIn = roles.filter((r) => r.builtIn);
const { tasks } = readTaskFile(JSON.parse(readFileSync(dataPath('public/data/tasks.json'), 'utf8')));
const taskRoles = finderPageAnswers(roles).finderTaskRoles();
const keysOf = (id: string) =>
  builtIn.find((r) => r.templateId === id)!.permissions.map((p) => permissionKey(p.action, p.condition));

describe('finderTaskRoles', () => {
  it('answers every built-in role once, in the dataset’s order, with its page, name and labels', () => {
    expect(taskRoles.map((r) => r.templateId)).toEqual(builtIn.map((r) => r.templateId));
    for (const [i, role] of builtIn.entries())
      expect(taskRoles[i]).toMatchObject({
        slug: role.slug,
        displayName: role.displayName,
        privileged: role.privileged,
        tier: role.tier,
      });
  });

  it('numbers the listed permissions one for one: the same number exactly where the key is the same', () => {
    const keyOfNumber = new Map<number, string>();
    for (const role of taskRoles) {
      const keys = keysOf(role.templateId);
      expect(role.permissions).toHaveLength(keys.length);
      role.permissions.forEach((n, i) => {
        expect(keyOfNumber.get(n) ?? keys[i]).toBe(keys[i]);
        keyOfNumber.set(n, keys[i]);
      });
    }
    expect(new Set(keyOfNumber.values()).size).toBe(keyOfNumber.size);
    // A fraction of the dataset it stands for.
    expect(JSON.stringify(taskRoles).length).toBeLessThan(JSON.stringify(roles).length / 8);
  });

  it('gives every row of the task table the notes the keys give', () => {
    const byId = new Map(taskRoles.map((r) => [r.templateId, r]));
    const withKeys = (id: string) => {
      const role = byId.get(id);
      return role && { displayName: role.displayName, permissions: keysOf(id) };
    };
    let noted = 0;
    for (const task of tasks) {
      const notes = taskNotes(task, (id) => byId.get(id));
      expect(notes, task.task).toEqual(taskNotes(task, withKeys));
      noted += notes.length;
    }
    expect(noted).toBeGreaterThan(0);
  });
});

describe('the permission tab’s index', () => {
  it('has, from the worker’s permissionsIndex, the keys and descriptions the page built from the roles', () => {
    const engine = new RoleEngine();
    engine.load(toEngineRoles(roles), shippedDatasetDate());
    const index = needIndexOf(permissionPageAnswers(engine, roles).permissionsIndex().entries);
    const fromRoles = permissionIndexOf(builtIn);
    expect(index.keys).toEqual(fromRoles.keys);
    for (const [action, entry] of fromRoles.byAction)
      expect(index.byAction.get(action)?.description, action).toBe(entry.description);
  });
});
