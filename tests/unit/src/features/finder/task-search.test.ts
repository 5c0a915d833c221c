import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readTaskFile } from '../../../../../src/features/finder/task-data';
import { foldWord, groupBySection, searchTasks } from '../../../../../src/features/finder/task-search';
import { dataPath } from '../../../helpers';

const { tasks } = readTaskFile(JSON.parse(readFileSync(dataPath('public/data/tasks.json'), 'utf8')));
const found = (query: string) => searchTasks(tasks, query).map((m) => m.task.task);

describe('searchTasks on the shipped table', () => {
  it('finds the BitLocker task in any letter case', () => {
    expect(found('bitlocker')).toEqual(['Read BitLocker keys']);
    expect(found('BITLOCKER key')).toEqual(['Read BitLocker keys']);
  });

  it('finds the password reset tasks with the words in either order, the phrase first', () => {
    const resetPassword = found('reset password');
    expect(resetPassword.slice(0, 3)).toEqual([
      'Reset password for limited admins',
      'Reset password of non-admins',
      'Reset password of privileged admins',
    ]);
    expect(resetPassword).toContain('Configure password reset properties');
    expect(new Set(found('password reset'))).toEqual(new Set(resetPassword));
    expect(found('password reset')[0]).toBe('Create, read, update, and delete password reset user flows');
  });

  it('needs every word to match the task, its section or a role name', () => {
    expect(found('bitlocker zebra')).toEqual([]);
    // "Helpdesk" is a role of the BitLocker row, "devices" its section.
    expect(found('bitlocker helpdesk')).toEqual(['Read BitLocker keys']);
    expect(found('devices bitlocker')).toEqual(['Read BitLocker keys']);
  });

  it('ranks a match in the task above one in a role name or the section', () => {
    const ranked = searchTasks(tasks, 'license');
    expect(ranked[0].task.task).toMatch(/license/i);
    const sectionOnly = ranked.findIndex((m) => !/licen/i.test(m.task.task));
    const lastInTask = ranked.findLastIndex((m) => /licen/i.test(m.task.task));
    expect(sectionOnly).toBeGreaterThan(lastInTask);
  });

  it('reads plurals lightly and the start of a word', () => {
    expect(foldWord('policies')).toBe('policy');
    expect(foldWord('keys')).toBe('key');
    expect(foldWord('access')).toBe('access');
    expect(found('policy')).toEqual(found('policies'));
    expect(found('bitlock')).toEqual(['Read BitLocker keys']);
  });

  it('gives every task for an empty query, grouped by section in the table order', () => {
    expect(searchTasks(tasks, '  ')).toHaveLength(212);
    const groups = groupBySection(searchTasks(tasks, ''));
    expect(groups).toHaveLength(36);
    expect(groups[0].section).toBe('Application proxy');
    expect(groups.reduce((n, g) => n + g.items.length, 0)).toBe(212);
  });
});
