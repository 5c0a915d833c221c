// `npm run analyze -- --need ...` as a user runs it: a real process on the shipped dataset, checked against the engine.
import { describe, expect, it } from 'vitest';
import { leastPrivilege } from '@engine/least-privilege';
import { viewSets, type PermissionView } from '@engine/catalog';
import { hasBit } from '@engine/bitset';
import { finderCsv } from '../../src/features/finder/finder-csv';
import { shippedCatalog, shippedRoles, runAnalyze as analyze } from './helpers';

const catalog = shippedCatalog();
const LISTED: PermissionView = { inherit: false, wildcards: false };
const EFFECTIVE: PermissionView = { inherit: true, wildcards: true };

const EXCHANGE_ONLY = 'microsoft.office365.exchange/recipients/allProperties/allTasks';
const INTUNE_ONLY = 'microsoft.intune/allEntities/allTasks';
const PASSWORD = 'microsoft.directory/users/password/update';

// Each case starts real processes (slow on a busy machine), so the cases get room beyond the 5 s default.
describe('npm run analyze -- --need', { timeout: 60_000 }, () => {
  it('prints the JSON answer with the documented fields, equal to the engine, in the Listed view by default', () => {
    const { status, stdout, stderr } = analyze('--need', '--json', PASSWORD);
    expect(status).toBe(0);
    expect(stderr).toBe('');
    const report = JSON.parse(stdout);
    expect(Object.keys(report)).toEqual(
      expect.arrayContaining(['need', 'unknown', 'singleRoles', 'combination', 'combinationProven', 'view']),
    );
    expect(report.view).toBe('Listed');
    const expected = leastPrivilege(catalog, [PASSWORD], LISTED);
    expect(report.need).toEqual([PASSWORD]);
    expect(report.unknown).toEqual([]);
    expect(report.singleRoles.map((f: { templateId: string }) => f.templateId)).toEqual(
      expected.singleRoles.map((f) => f.templateId),
    );
    expect(report.singleRoles[0]).toMatchObject({
      name: expected.singleRoles[0].name,
      extra: expected.singleRoles[0].extra,
      slug: expect.any(String),
    });
    expect(report.combination).toEqual([]);
    // Ranked by extra permissions, never increasing.
    for (let i = 1; i < report.singleRoles.length; i++)
      expect(report.singleRoles[i].extra).toBeGreaterThanOrEqual(report.singleRoles[i - 1].extra);
  });

  it('answers with the smallest combination when no single role covers the need, and the combination covers it', () => {
    const { status, stdout } = analyze('--need', '--json', EXCHANGE_ONLY, INTUNE_ONLY);
    expect(status).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.singleRoles).toEqual([]);
    const expected = leastPrivilege(catalog, [EXCHANGE_ONLY, INTUNE_ONLY], LISTED);
    expect(report.combination.map((f: { name: string }) => f.name)).toEqual(expected.combination.map((f) => f.name));
    expect(report.combinationProven).toBe(expected.combinationProven);
    // Independently of the engine's answer: no single role holds both, and the named roles together do.
    const sets = viewSets(catalog, LISTED);
    const ids = [EXCHANGE_ONLY, INTUNE_ONLY].map((k) => catalog.idByKey.get(k)!);
    expect(sets.some((set) => ids.every((id) => hasBit(set, id)))).toBe(false);
    const chosen = report.combination.map(
      (f: { templateId: string }) => sets[catalog.indexByTemplateId.get(f.templateId)!],
    );
    expect(ids.every((id) => chosen.some((set: Uint32Array) => hasBit(set, id)))).toBe(true);
    expect(report.combination).toHaveLength(2);
  });

  it('prints a text report that states the view and the answer', () => {
    const { status, stdout } = analyze('--need', EXCHANGE_ONLY, INTUNE_ONLY);
    expect(status).toBe(0);
    const expected = leastPrivilege(catalog, [EXCHANGE_ONLY, INTUNE_ONLY], LISTED);
    expect(stdout).toContain('(Listed view, dataset ');
    expect(stdout).toContain(
      `Smallest combination (${expected.combinationProven ? 'proven minimal' : 'greedy estimate, not proven minimal'}): 2 roles`,
    );
    for (const f of expected.combination) expect(stdout).toContain(f.name);
  });

  it('combines with --inherit and --wildcards, and states that view', () => {
    const { status, stdout } = analyze(
      '--need',
      '--json',
      '--inherit',
      '--wildcards',
      'microsoft.directory/users/basic/update',
    );
    expect(status).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.view).toBe('Effective (Listed + Inherited + Wildcards)');
    const expected = leastPrivilege(catalog, ['microsoft.directory/users/basic/update'], EFFECTIVE);
    expect(report.singleRoles.map((f: { name: string }) => f.name)).toEqual(expected.singleRoles.map((f) => f.name));
    const listed = leastPrivilege(catalog, ['microsoft.directory/users/basic/update'], LISTED);
    // Global Administrator reaches it only through its users/allProperties/allTasks wildcard.
    expect(listed.singleRoles.some((f) => f.name === 'Global Administrator')).toBe(false);
    expect(report.singleRoles.some((f: { name: string }) => f.name === 'Global Administrator')).toBe(true);
  });

  it('names unknown actions on stderr, with a close match, and still answers for the known ones', () => {
    const { status, stdout, stderr } = analyze(
      '--need',
      '--json',
      PASSWORD,
      'microsoft.directory/users/pasword/update',
    );
    expect(status).toBe(0);
    expect(stderr).toContain('Unknown permission "microsoft.directory/users/pasword/update"');
    expect(stderr).toContain(`Did you mean: ${PASSWORD}`);
    const report = JSON.parse(stdout);
    expect(report.unknown).toEqual(['microsoft.directory/users/pasword/update']);
    expect(report.need).toEqual([PASSWORD]);
  });

  it('exits non-zero with nothing on stdout when every action is unknown', () => {
    const { status, stdout, stderr } = analyze('--need', '--json', 'not/a/thing', 'microsoft.nothing/x/read');
    expect(status).not.toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toContain('Unknown permission "not/a/thing"');
    expect(stderr).toContain('Unknown permission "microsoft.nothing/x/read"');
  });

  it('refuses --need without actions, and --csv with --json', () => {
    for (const args of [['--need'], ['--need', '--csv', '--json', PASSWORD]]) {
      const { status, stdout, stderr } = analyze(...args);
      expect(status).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).not.toBe('');
    }
  });

  it('prints with --csv the file the finder exports, byte for byte (the need, then the ranked roles)', () => {
    const { status, stdout, stderr } = analyze('--need', '--csv', '--wildcards', PASSWORD, 'not/a/thing');
    expect(status).toBe(0);
    expect(stderr).toContain('Unknown permission "not/a/thing"');
    const answer = leastPrivilege(catalog, [PASSWORD, 'not/a/thing'], { inherit: false, wildcards: true });
    expect(stdout).toBe(finderCsv(answer, shippedRoles()[0].datasetDate!));
    expect(stdout.split('\r\n')[2]).toBe(
      `Not in the dataset,,,,not/a/thing,,,,,,Listed + Wildcards,${shippedRoles()[0].datasetDate}`,
    );
  });

  it('accepts a conditioned member as the dataset keys it', () => {
    const key = `${PASSWORD} [$ResourceIsSelf]`;
    const { status, stdout } = analyze('--need', '--json', key);
    expect(status).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.need).toEqual([key]);
    expect(report.singleRoles.map((f: { name: string }) => f.name)).toEqual(
      leastPrivilege(catalog, [key], LISTED).singleRoles.map((f) => f.name),
    );
    expect(report.singleRoles.length).toBeGreaterThan(0);
  });
});
