// Vite plugin: files derived from public/data/history.json at build (and served by the dev server): the Atom feed
// /changes.xml and the home teaser's few facts, data/history-latest.json, so the home page never downloads the history.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { HistoryFile } from '../../workers/engine/history-format';
import { replayHistory } from '../../workers/engine/history.ts';
import { allEvents, type HistoryEventKind } from '../../workers/engine/history-timeline.ts';
import { cachedByFiles } from './cached-outputs.ts';
import { plural } from '../../workers/engine/plural.ts';

/** What changed in one snapshot: counts per kind of change, and the names of roles added, removed or renamed. */
export interface SnapshotChanges {
  date: string;
  /** The snapshot before: the change happened between the two. */
  previous: string;
  total: number;
  counts: Partial<Record<HistoryEventKind, number>>;
  rolesAdded: string[];
  rolesRemoved: string[];
  renamed: { from: string; to: string }[];
}

/** Per snapshot date after the first, oldest first, what changed (a snapshot may change nothing the history follows). */
export function snapshotChanges(file: HistoryFile): SnapshotChanges[] {
  const history = replayHistory(file);
  const byDate = new Map<string, SnapshotChanges>(
    history.dates
      .slice(1)
      .map((date, i) => [
        date,
        { date, previous: history.dates[i], total: 0, counts: {}, rolesAdded: [], rolesRemoved: [], renamed: [] },
      ]),
  );
  for (const event of allEvents(history)) {
    const changes = byDate.get(event.date)!;
    changes.total++;
    changes.counts[event.kind] = (changes.counts[event.kind] ?? 0) + 1;
    if (event.kind === 'roleAdded') changes.rolesAdded.push(event.name);
    if (event.kind === 'roleRemoved') changes.rolesRemoved.push(event.name);
    if (event.kind === 'renamed') changes.renamed.push({ from: event.from, to: event.to });
  }
  return [...byDate.values()];
}

/** One line in words, e.g. "2 roles added, 14 permissions gained, 1 lost". */
export function changesSentence(changes: SnapshotChanges): string {
  const c = changes.counts;
  const parts: string[] = [];
  if (c.roleAdded) parts.push(`${plural(c.roleAdded, 'role')} added (${changes.rolesAdded.join(', ')})`);
  if (c.roleRemoved) parts.push(`${plural(c.roleRemoved, 'role')} removed (${changes.rolesRemoved.join(', ')})`);
  if (c.renamed) parts.push(`renamed: ${changes.renamed.map((r) => `${r.from} to ${r.to}`).join(', ')}`);
  if (c.permissionGranted) parts.push(`${plural(c.permissionGranted, 'permission')} gained`);
  if (c.permissionRevoked) parts.push(`${plural(c.permissionRevoked, 'permission')} lost`);
  if (c.privilegedChanged) parts.push(`${plural(c.privilegedChanged, 'privileged label')} changed`);
  if (c.descriptionChanged) parts.push(`${plural(c.descriptionChanged, 'description')} changed`);
  if (c.inheritanceChanged) parts.push(`${plural(c.inheritanceChanged, 'inheritance change')}`);
  return parts.length ? parts.join('; ') : 'no change to the role names, descriptions, labels or permissions';
}

/** The home teaser's file: the newest snapshot dates that changed something, newest first. */
export function latestChangesJson(changes: SnapshotChanges[], count = 3): string {
  return JSON.stringify(
    changes
      .filter((c) => c.total > 0)
      .slice(-count)
      .reverse()
      .map((c) => ({ date: c.date, previous: c.previous, total: c.total, summary: changesSentence(c) })),
  );
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The Atom feed (RFC 4287): one entry per snapshot date that changed something, linking to /changes?from=&to=.
 * `siteUrl` (the app's absolute address, base path included) becomes the feed's xml:base; without it the links stay
 * relative, which a reader resolves against the feed's own address. Ids are tag: URIs, the same on every origin.
 */
export function atomFeed(changes: SnapshotChanges[], siteUrl?: string): string {
  const updated = (date: string) => `${date}T00:00:00Z`;
  const newest = changes[changes.length - 1]?.date ?? '2023-06-18';
  const base = siteUrl ? ` xml:base="${escapeXml(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`)}"` : '';
  const entries = [...changes].reverse().map((c) => {
    const href = escapeXml(`changes?from=${c.previous}&to=${c.date}`);
    return [
      '  <entry>',
      `    <id>tag:roleprism,2023:changes/${c.date}</id>`,
      `    <title>Entra ID role changes first seen ${c.date}: ${plural(c.total, 'change')}</title>`,
      `    <updated>${updated(c.date)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${href}"/>`,
      `    <summary>${escapeXml(`Between the weekly exports of ${c.previous} and ${c.date}: ${changesSentence(c)}.`)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom"${base}>`,
    '  <id>tag:roleprism,2023:changes</id>',
    '  <title>RolePrism: changes to the Microsoft Entra ID built-in roles</title>',
    `  <updated>${updated(newest)}</updated>`,
    '  <author><name>RolePrism</name></author>',
    '  <link rel="self" type="application/atom+xml" href="changes.xml"/>',
    '  <link rel="alternate" type="text/html" href="changes"/>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** The plugin: emits changes.xml and data/history-latest.json, serves them in dev, and advertises the feed in the HTML. */
export function historyOutputs(historyPath: string, siteUrl: string | undefined): Plugin {
  const outputs = cachedByFiles([historyPath], () => {
    const changes = snapshotChanges(JSON.parse(readFileSync(historyPath, 'utf8')) as HistoryFile);
    return { 'changes.xml': atomFeed(changes, siteUrl), 'data/history-latest.json': latestChangesJson(changes) };
  });
  const types: Record<string, string> = {
    'changes.xml': 'application/atom+xml; charset=utf-8',
    'data/history-latest.json': 'application/json',
  };
  return {
    name: 'roleprism-history-outputs',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://dev').pathname.slice(server.config.base.length);
        if (!(path in types)) return next();
        res.setHeader('Content-Type', types[path]);
        res.end(outputs()[path as keyof ReturnType<typeof outputs>]);
      });
    },
    generateBundle() {
      for (const [fileName, source] of Object.entries(outputs())) this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const base = context.server?.config.base ?? process.env.BASE_PATH ?? '/';
        const attrs = {
          rel: 'alternate',
          type: 'application/atom+xml',
          title: 'RolePrism: role changes',
          href: `${base}changes.xml`,
        };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}
