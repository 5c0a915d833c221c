import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  descriptionContradicts,
  readDocsSources,
  reconcileDocs,
  type DocsNotesFile,
} from '../../../../scripts/lib/docs-reconcile';
import type { GraphRole } from '../../../../scripts/lib/graph-source';
import { readDatasetSources } from '../../../../scripts/lib/dataset-source';
import { takeoverFileOf, takeoverSources } from '../../../../scripts/lib/takeover-source';
import { roleSlug } from '../../../../src/data/slug';
import { dataPath } from '../../helpers';

const SOURCE = dataPath('data/source');
// The sources as the data build reads them: the newest export with its privileged flags settled.
const { src, series, flags, date: datasetDate } = readDatasetSources(SOURCE);
const graph: { value: GraphRole[] } = src.graph;
const descriptions = src.descriptions;
const docs = readDocsSources(SOURCE);
const real = reconcileDocs({
  graph,
  descriptions,
  docs,
  history: series.snapshots,
  datasetDate,
  datasetSource: 'test',
  flags,
  periods: series.periods,
  moreSources: takeoverSources(
    takeoverFileOf(
      join(SOURCE, '../..'),
      JSON.parse(readFileSync(dataPath('public/data/roles_with_permissions.json'), 'utf8')),
    ).file,
  ),
});

const actionsOf = (role: GraphRole) => new Set((role.rolePermissions ?? []).flatMap((b) => b.allowedResourceActions));
const idOf = (role: GraphRole) => role.templateId || role.id;

describe('reconcileDocs on the real sources', () => {
  it('dates the dataset from the newest snapshot of the history', () => {
    expect(real.datasetDate).toBe(series.snapshots[series.snapshots.length - 1].date);
  });

  it('flags every role the export lists empty while its docs table lists actions, with those actions', () => {
    for (const empty of real.emptyRoles) {
      const note = real.roles.find((n) => n.templateId === empty.templateId);
      if (empty.docsCount) {
        expect(note).toMatchObject({ exportEmpty: true, basis: 'empty', exportOnly: [], docsDate: empty.docsDate });
        expect(note!.docsOnly).toHaveLength(empty.docsCount);
      } else expect(note).toBeUndefined();
    }
  });

  it('lists exactly the roles with no permissions in the export', () => {
    expect(real.emptyRoles.map((r) => r.templateId).sort()).toEqual(
      graph.value
        .filter((r) => actionsOf(r).size === 0)
        .map(idOf)
        .sort(),
    );
  });

  it('lists the roles with no docs page (no docs table by their name), and counts the dataset', () => {
    const tables = new Set(docs.tables.map((t) => t.slug));
    for (const id of real.noDocsPage) {
      const role = graph.value.find((r) => idOf(r) === id)!;
      expect(tables.has(roleSlug(role.displayName))).toBe(false);
    }
    const actions = new Set(graph.value.flatMap((r) => [...actionsOf(r)]));
    expect(real.counts).toEqual({
      roles: graph.value.length,
      privileged: graph.value.filter((r) => r.isPrivileged === true).length,
      actions: actions.size,
      grants: graph.value.reduce((n, r) => n + actionsOf(r).size, 0),
      describedActions: [...actions].filter((a) => descriptions[a]).length,
    });
  });

  it('reads each source date from the files (permissions reference 2026-06-30, by-task table 2026-06-17)', () => {
    const dates = Object.fromEntries(real.sources.map((s) => [s.name, s.date]));
    expect(Object.values(dates)).toEqual(expect.arrayContaining([datasetDate, '2026-06-30', '2026-06-17']));
    expect(real.sources.filter((s) => s.licence.includes('CC BY 4.0')).length).toBeGreaterThanOrEqual(3);
  });

  it("lists the takeover facts' sources after the dataset's: Microsoft's two tables and EntraOps' attack paths", () => {
    expect(real.sources.slice(-2)).toEqual([
      expect.objectContaining({
        name: 'Who can reset passwords and who can perform sensitive actions (the takeover facts)',
        date: '2026-06-05',
        licence: 'CC BY 4.0 (Microsoft)',
      }),
      expect.objectContaining({ name: 'Attack paths', date: '2026-08-21', licence: expect.stringMatching(/^MIT/) }),
    ]);
  });

  it('says which API covers which period, and where each privileged flag the export lacks came from', () => {
    expect(real.periods!.map((p) => p.api)).toEqual(series.periods.map((p) => p.api));
    for (const [a, b] of real.periods!.slice(1).map((p, i) => [real.periods![i], p])) expect(a.to < b.from).toBe(true);
    const fromDocs = real.privilegedFlags?.fromDocs ?? [];
    for (const f of fromDocs) {
      const role = graph.value.find((r) => idOf(r) === f.templateId)!;
      expect(role.isPrivileged).toBe(f.privileged);
      expect(flags.get(f.templateId)!.from).not.toBe('beta');
    }
    const fromExportOrBeta = graph.value.filter((r) => ['export', 'beta'].includes(flags.get(idOf(r))!.from));
    expect(fromExportOrBeta.length + fromDocs.length).toBe(graph.value.length);
  });

  it('is what public/data/docs-notes.json holds (run npm run data after changing the sources)', () => {
    const shipped: DocsNotesFile = JSON.parse(readFileSync(dataPath('public/data/docs-notes.json'), 'utf8'));
    expect({ ...shipped, sources: shipped.sources.slice(1) }).toEqual({ ...real, sources: real.sources.slice(1) });
  });
});

describe('descriptionContradicts', () => {
  it('catches "Manage" on a read action and "Read" on a manage or update action, not matching ones', () => {
    expect(descriptionContradicts('microsoft.directory/x/getThings', 'Manage things')).toBe('read');
    expect(descriptionContradicts('microsoft.directory/x/standard/read', 'Update x')).toBe('read');
    expect(descriptionContradicts('microsoft.directory/x/manageThings', 'Read things')).toBe('manage');
    expect(descriptionContradicts('microsoft.directory/x/standard/update', 'Read x')).toBe('manage');
    expect(descriptionContradicts('microsoft.directory/x/standard/read', 'Read x')).toBeNull();
    expect(descriptionContradicts('microsoft.directory/x/readerThing', 'Manage x')).toBeNull();
  });
});

describe('the date rule, on a small synthetic docs folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-reconcile-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'docs/roles'), { recursive: true });
  const names = { before: 'Alpha Reader', same: 'Beta Reader', after: 'Gamma Reader' } as const;
  const dates = { before: '04/30/2026', same: '05/04/2026', after: '05/05/2026' } as const;
  const ids = {
    before: '00000000-0000-0000-0000-00000000000a',
    same: '00000000-0000-0000-0000-00000000000b',
    after: '00000000-0000-0000-0000-00000000000c',
  } as const;
  const when = ['before', 'same', 'after'] as const;
  writeFileSync(
    join(dir, 'docs/permissions-reference-roles.tsv'),
    when.map((w) => `${names[w]}\t${ids[w]}\t\tReads things.`).join('\n'),
  );
  for (const w of when) {
    writeFileSync(
      join(dir, `docs/roles/${names[w].toLowerCase().replace(' ', '-')}.tsv`),
      `#commit=abc1234 ms.date=${dates[w]} (default)\nx.app/things/read\tRead things\nx.app/extra/read\tRead extra things\n`,
    );
  }
  const exportGraph = {
    value: when.map((w) => ({
      id: ids[w],
      templateId: ids[w],
      displayName: names[w],
      isBuiltIn: true,
      rolePermissions: [{ allowedResourceActions: ['x.app/things/read'] }],
    })),
  };
  const run = (history?: { date: string; actions: string[] }[]) =>
    reconcileDocs({
      graph: exportGraph,
      descriptions: {},
      docs: readDocsSources(dir),
      datasetDate: '2026-05-04',
      datasetSource: 'test',
      history: history?.map((h) => ({
        date: h.date,
        roles: when.map((w) => ({ templateId: ids[w], grants: h.actions.map((action) => ({ action })) })),
      })),
    }).roles.map((n) => [when.find((w) => ids[w] === n.templateId), n.basis]);

  it('flags only the docs copy dated after the export when there is no history', () => {
    expect(run()).toEqual([['after', 'newer']]);
  });

  it('does not flag older or same-day copies whose extra action the export held then and dropped since (lag)', () => {
    expect(
      run([
        { date: '2026-04-01', actions: ['x.app/things/read', 'x.app/extra/read'] },
        { date: '2026-05-04', actions: ['x.app/things/read'] },
      ]),
    ).toEqual([['after', 'newer']]);
  });

  it('flags older and same-day copies listing an action no export ever held', () => {
    expect(
      run([
        { date: '2026-04-01', actions: ['x.app/things/read'] },
        { date: '2026-05-04', actions: ['x.app/things/read'] },
      ]),
    ).toEqual([
      ['before', 'unexplained'],
      ['same', 'unexplained'],
      ['after', 'newer'],
    ]);
  });

  it('refuses a role table without its commit and date line, naming the file', () => {
    writeFileSync(join(dir, 'docs/roles/broken.tsv'), 'x.app/things/read\tRead things\n');
    expect(() => readDocsSources(dir)).toThrow(/broken\.tsv/);
    rmSync(join(dir, 'docs/roles/broken.tsv'));
  });
});
