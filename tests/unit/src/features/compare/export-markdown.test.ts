// The Markdown export on the real dataset through the real engine, and its escaping of Markdown control characters.
import { describe, expect, it } from 'vitest';
import { pairStats } from '@engine/analyze';
import { RoleEngine } from '@engine/engine';
import { toEngineRoles } from '../../../../../src/data/engine-input';
import { comparisonMarkdown, markdownText } from '../../../../../src/features/compare/export-markdown';
import { role, shippedRole, shippedRoles } from '../../../helpers';

const GENERATED = '2026-11-23T19:40:00.000Z';

describe('comparisonMarkdown', () => {
  const roles = shippedRoles().filter((r) => r.builtIn);
  const datasetDate = roles[0].datasetDate!;
  const engine = new RoleEngine();
  engine.load(toEngineRoles(roles), datasetDate);
  const chosen = ['global-administrator', 'global-reader', 'user-administrator'].map(shippedRole);
  const result = engine.analyze(
    chosen.map((r) => r.templateId),
    { inherit: false, wildcards: false },
  );
  const md = comparisonMarkdown(result, { datasetDate, generatedAt: GENERATED });
  const lines = md.split('\n');

  it('states title, selection, view, dataset date, generation time and custom roles', () => {
    expect(lines[0]).toBe('# Role Comparison Analysis');
    expect(lines).toContain('- **Selection:** Global Administrator, Global Reader, User Administrator');
    expect(lines).toContain('- **View:** Listed');
    expect(lines).toContain(`- **Dataset:** Dataset of ${datasetDate} (Microsoft Graph export)`);
    expect(lines).toContain('- **Generated:** 2026-11-23 19:40 UTC');
    expect(lines).toContain('- **Custom roles:** none (built-in roles only)');
  });

  it('has every tab as a heading, in order, and the summary numbers of the engine', () => {
    const headings = lines.filter((l) => l.startsWith('## '));
    expect(headings).toEqual([
      '## Summary',
      '## Overlap matrix',
      '## Common Permissions',
      '## All Permissions',
      '## Unique Permissions',
      '## Redundancy Analysis',
    ]);
    expect(lines).toContain(`| Total unique permissions (union) | ${result.unionCount} |`);
    expect(lines).toContain(`| Common to all roles | ${result.intersectionCount} |`);
    expect(lines).toContain(`| Minimal role set | ${result.minimalSet.length} |`);
    expect(result.roles).toHaveLength(3);
    for (const r of result.roles) expect(md).toContain(`\n| ${r.name} | ${r.permissionCount} | `);
  });

  it('writes the matrix as a table of the engine’s percents', () => {
    const start = lines.indexOf('## Overlap matrix');
    const head = lines.findIndex((l, k) => k > start && l.startsWith('| Role |'));
    expect(lines[head]).toBe('| Role | Global Administrator | Global Reader | User Administrator |');
    expect(lines[head + 1]).toBe('| --- | ---: | ---: | ---: |');
    for (let i = 0; i < 3; i++) {
      const cells = lines[head + 2 + i].split(' | ');
      for (let j = 0; j < 3; j++) expect(cells[j + 1].replace(/ \|$/, '')).toBe(`${pairStats(result, i, j).percent}%`);
    }
  });

  it('lists every common, every union and every unique permission, and the minimal set', () => {
    const section = (heading: string) => {
      const from = lines.indexOf(heading);
      const to = lines.findIndex((l, k) => k > from && l.startsWith('## '));
      return lines.slice(from, to < 0 ? undefined : to);
    };
    const common = section('## Common Permissions').filter((l) => l.startsWith('- '));
    expect(common).toEqual(result.actions.filter((_, p) => result.isCommon[p]).map((a) => `- ${a}`));
    const all = section('## All Permissions').filter((l) => l.startsWith('| ') && !/^\| (Permission|---)/.test(l));
    expect(all).toHaveLength(result.unionCount);
    const unique = section('## Unique Permissions').filter((l) => l.startsWith('- '));
    expect(unique).toHaveLength(Array.from(result.uniqueTo).filter((u) => u >= 0).length);
    const redundancy = section('## Redundancy Analysis');
    for (const name of result.minimalSetNames) expect(redundancy).toContain(`- ${name}`);
  });

  it('states the as-of snapshot', () => {
    const asOf = comparisonMarkdown(result, {
      datasetDate: '2024-03-04',
      asOf: { date: '2024-03-05', snapshot: '2024-03-04' },
      generatedAt: GENERATED,
    });
    expect(asOf).toContain('- **Snapshot:** Roles as of 2024-03-05: snapshot of 2024-03-04 (Microsoft Graph export)');
  });
});

describe('markdownText', () => {
  it('escapes what would end a cell or start markup, and keeps action strings readable', () => {
    expect(markdownText('a|b')).toBe('a\\|b');
    expect(markdownText('*bold* _it_ `code` [link](x) <b>')).toBe(
      '\\*bold\\* \\_it\\_ \\`code\\` \\[link\\](x) \\<b\\>',
    );
    expect(markdownText('# heading')).toBe('\\# heading');
    expect(markdownText('- item')).toBe('\\- item');
    expect(markdownText('1. item')).toBe('1\\. item');
    expect(markdownText('line\nbreak')).toBe('line break');
    expect(markdownText('microsoft.directory/users/password/update')).toBe('microsoft.directory/users/password/update');
  });

  it('keeps a table whole when a role name holds a pipe (hand-made: no shipped role has one)', () => {
    const engine = new RoleEngine();
    engine.load([role('A|B', ['n/x/read', 'n/y/read']), role('C', ['n/x/read'])], '2026-05-04');
    const md = comparisonMarkdown(engine.analyze(['a|b', 'c'], { inherit: false, wildcards: false }), {
      datasetDate: '2026-05-04',
      generatedAt: GENERATED,
    });
    const header = md.split('\n').find((l) => l.startsWith('| Role | A'))!;
    expect(header).toBe('| Role | A\\|B | C |');
    // Five cells: an escaped pipe does not split one.
    expect(header.split(/(?<!\\)\|/).length).toBe(5);
  });
});
