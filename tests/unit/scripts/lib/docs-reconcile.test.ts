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
import { entryDate, readHistoryIndex, readSnapshots } from '../../../../scripts/lib/history-source';
import { dataPath } from '../../helpers';

const SOURCE = dataPath('data/source');
const graph: { value: GraphRole[] } = JSON.parse(readFileSync(join(SOURCE, 'roles.graph.json'), 'utf8'));
const descriptions: Record<string, string> = JSON.parse(readFileSync(join(SOURCE, 'action-descriptions.json'), 'utf8'));
const datasetDate = entryDate(readHistoryIndex(SOURCE).latest);
const real = reconcileDocs({
  graph,
  descriptions,
  docs: readDocsSources(SOURCE),
  history: readSnapshots(SOURCE),
  datasetDate,
  datasetSource: 'test',
});

const idOf = (name: string) => {
  const role = graph.value.find((r) => r.displayName === name);
  if (!role) throw new Error(`no role ${name} in the export`);
  return role.templateId ?? role.id;
};
const noteOf = (name: string) => real.roles.find((n) => n.templateId === idOf(name));
const exportCount = (name: string) =>
  new Set(graph.value.find((r) => r.displayName === name)!.rolePermissions!.flatMap((b) => b.allowedResourceActions))
    .size;

describe('reconcileDocs on the real sources', () => {
  it('dates the dataset from the export history', () => {
    expect(datasetDate).toBe('2026-05-04');
    expect(real.datasetDate).toBe('2026-05-04');
  });

  it('flags Tenant Governance Reader: the export lists nothing, the older docs list 6 tenantGovernance reads', () => {
    const note = noteOf('Tenant Governance Reader')!;
    expect(note).toMatchObject({ exportEmpty: true, basis: 'empty', docsDate: '2026-03-02', exportOnly: [] });
    expect(note.docsOnly).toHaveLength(6);
    for (const a of note.docsOnly) {
      expect(a.action).toMatch(/^microsoft\.directory\/tenantGovernance\/.+\/read$/);
      expect(a.description).toMatch(/^Read /);
    }
    expect(real.emptyRoles).toContainEqual({
      templateId: idOf('Tenant Governance Reader'),
      docsDate: '2026-03-02',
      docsCount: 6,
    });
  });

  it('lists all 9 empty roles, with or without a docs table', () => {
    expect(real.emptyRoles).toHaveLength(9);
    expect(real.emptyRoles).toContainEqual({ templateId: idOf('Device Join'), docsDate: null, docsCount: null });
  });

  it('flags Agent ID Administrator: docs 2026-01-26 list 55 actions, the export 27, and its history never held the rest', () => {
    const note = noteOf('Agent ID Administrator')!;
    expect(note.docsDate).toBe('2026-01-26');
    expect(note.basis).toBe('unexplained');
    expect(exportCount('Agent ID Administrator')).toBe(27);
    const docsCount = exportCount('Agent ID Administrator') - note.exportOnly.length + note.docsOnly.length;
    expect(docsCount).toBe(55);
  });

  it('flags Global Administrator: newer docs (2026-06-30) list agent-identity actions and lockbox/requests/update', () => {
    const note = noteOf('Global Administrator')!;
    expect(note).toMatchObject({ basis: 'newer', docsDate: '2026-06-30', exportEmpty: false });
    const actions = note.docsOnly.map((a) => a.action);
    expect(actions).toContain('microsoft.directory/lockbox/requests/update');
    expect(actions.filter((a) => /agentIdentit/i.test(a)).length).toBeGreaterThanOrEqual(10);
  });

  it('flags Security Operator: newer docs list password reset, disable, enable and revoke sessions', () => {
    const note = noteOf('Security Operator')!;
    expect(note.basis).toBe('newer');
    expect(note.docsOnly.map((a) => a.action).sort()).toEqual([
      'microsoft.directory/users/disable',
      'microsoft.directory/users/enable',
      'microsoft.directory/users/invalidateAllRefreshTokens',
      'microsoft.directory/users/password/update',
    ]);
  });

  it('flags Tenant Governance Administrator: docs 2026-10-06 list 24 actions, the export 6', () => {
    const note = noteOf('Tenant Governance Administrator')!;
    expect(note.docsDate).toBe('2026-10-06');
    expect(exportCount('Tenant Governance Administrator')).toBe(6);
    expect(note.exportOnly).toEqual([]);
    expect(note.docsOnly).toHaveLength(18);
  });

  it('does not flag an older docs copy that merely lags the export (Global Reader, AI Administrator)', () => {
    for (const name of ['Global Reader', 'AI Administrator']) {
      const table = readDocsSources(SOURCE).tables.find((t) => t.slug === name.toLowerCase().replace(/ /g, '-'))!;
      expect(table.date < datasetDate).toBe(true);
      const docs = new Set(table.actions.map((a) => a.action.toLowerCase()));
      const missing = graph.value
        .find((r) => r.displayName === name)!
        .rolePermissions!.flatMap((b) => b.allowedResourceActions)
        .filter((a) => !docs.has(a.toLowerCase()));
      expect(missing.length).toBeGreaterThan(0); // they do differ...
      expect(noteOf(name)).toBeUndefined(); // ...but only by what the export added since
    }
  });

  it('finds the privileged label that differs (Identity Governance Administrator)', () => {
    expect(real.privilegedDifferences).toEqual([
      { templateId: idOf('Identity Governance Administrator'), docsPrivileged: true, exportPrivileged: false },
    ]);
  });

  it('finds the roles in the docs but not in the export', () => {
    const names = real.docsOnlyRoles.map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Entra Customer Lockbox Approver',
        'Microsoft 365 Support Engineer',
        'Entra SOC Identity Responder',
      ]),
    );
    expect(real.docsOnlyRoles.find((r) => r.name === 'Entra Customer Lockbox Approver')).toMatchObject({
      docsDate: '2026-06-30',
      description: expect.stringMatching(/lockbox/i),
    });
    expect(real.docsOnlyRoles.find((r) => r.name === 'Entra SOC Identity Responder')?.docsDate).toBe('2026-06-17');
  });

  it('finds the names that differ, and which differ only in letter case', () => {
    expect(real.nameDifferences).toContainEqual({
      templateId: idOf('Azure AD Joined Device Local Administrator'),
      graphName: 'Azure AD Joined Device Local Administrator',
      docsName: 'Microsoft Entra Joined Device Local Administrator',
      caseOnly: false,
    });
    expect(real.nameDifferences.find((d) => d.graphName === 'Customer LockBox Access Approver')?.caseOnly).toBe(true);
  });

  it('finds the two swapped password single sign-on descriptions', () => {
    const found = real.suspectDescriptions.map((d) => [d.action.split('/').pop(), d.expected]);
    expect(found).toContainEqual(['getPasswordSingleSignOnCredentials', 'read']);
    expect(found).toContainEqual(['managePasswordSingleSignOnCredentials', 'manage']);
  });

  it('lists the roles with no docs page, and counts the dataset', () => {
    const names = real.noDocsPage.map((id) => graph.value.find((r) => (r.templateId ?? r.id) === id)!.displayName);
    expect(names.sort()).toEqual(
      [
        'Device Join',
        'Device Managers',
        'Device Users',
        'Guest User',
        'On Premises Directory Sync Account',
        'Restricted Guest User',
        'User',
        'Workplace Device Join',
      ].sort(),
    );
    expect(real.counts).toEqual({ roles: 143, privileged: 32, actions: 640, grants: 2036, describedActions: 602 });
  });

  it('reads each source date from the files (permissions reference 2026-06-30, by-task table 2026-06-17)', () => {
    const dates = Object.fromEntries(real.sources.map((s) => [s.name, s.date]));
    expect(Object.values(dates)).toEqual(expect.arrayContaining(['2026-05-04', '2026-06-30', '2026-06-17']));
    expect(real.sources.filter((s) => s.licence.includes('CC BY 4.0')).length).toBeGreaterThanOrEqual(3);
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
