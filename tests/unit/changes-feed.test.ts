// The Atom feed and the home teaser's file, built from the real history and parsed with a real XML parser (RFC 4287 checks).
import { readFileSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { HistoryFile } from '../../workers/engine/history-format';
import { atomFeed, latestChangesJson, snapshotChanges } from '../../scripts/vite/history-outputs';
import { dataPath } from './helpers';

const HISTORY = JSON.parse(readFileSync(dataPath('public/data/history.json'), 'utf8')) as HistoryFile;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => name === 'entry' || name === 'link',
});

type Entry = {
  id: string;
  title: string;
  updated: string;
  summary: string;
  link: { '@rel': string; '@href': string }[];
};

function parseFeed(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml).feed as {
    '@xmlns': string;
    '@xml:base'?: string;
    id: string;
    title: string;
    updated: string;
    author: { name: string };
    entry: Entry[];
  };
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe('changes.xml', () => {
  it('has the required Atom elements and one entry per snapshot date after the first, newest first', () => {
    const feed = parseFeed(atomFeed(snapshotChanges(HISTORY)));
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toMatch(/^tag:/);
    expect(feed.title).toContain('RolePrism');
    expect(feed.author.name).toBe('RolePrism');
    const dates = HISTORY.snapshots.map((s) => s.date);
    expect(feed.updated).toBe(`${dates[dates.length - 1]}T00:00:00Z`);
    expect(feed.entry.map((e) => e.updated.slice(0, 10))).toEqual(dates.slice(1).reverse());
    expect(new Set(feed.entry.map((e) => e.id)).size).toBe(feed.entry.length);
    for (const entry of feed.entry) {
      expect(entry.id).toMatch(/^tag:roleprism,2023:changes\/\d{4}-\d{2}-\d{2}$/);
      expect(entry.updated).toMatch(RFC3339);
      expect(entry.title).toBeTruthy();
      const date = entry.updated.slice(0, 10);
      const previous = dates[dates.indexOf(date) - 1];
      expect(entry.link).toEqual([
        { '@rel': 'alternate', '@type': 'text/html', '@href': `changes?from=${previous}&to=${date}` },
      ]);
    }
    const renamed = feed.entry.find((e) => e.updated.startsWith('2023-09-20'))!;
    expect(renamed.summary).toContain('Power BI Administrator to Fabric Administrator');
  });

  it('makes the links absolute with SITE_URL, and escapes & and < in names', () => {
    const [changes] = snapshotChanges(HISTORY).filter((c) => c.renamed.length > 0);
    const tricky = { ...changes, renamed: [{ from: 'Old & <Odd>', to: 'New "role"' }] };
    const xml = atomFeed([tricky], 'https://example.org/tools/roleprism');
    expect(xml).toContain('Old &amp; &lt;Odd&gt;');
    expect(xml).toContain('from=' + changes.previous + '&amp;to=');
    const feed = parseFeed(xml);
    expect(feed['@xml:base']).toBe('https://example.org/tools/roleprism/');
    expect(feed.entry[0].summary).toContain('Old & <Odd> to New "role"');
    expect(feed.entry[0].link[0]['@href']).toBe(`changes?from=${changes.previous}&to=${changes.date}`);
  });
});

describe('data/history-latest.json', () => {
  it('holds the newest dates that changed something, newest first, with counts', () => {
    const latest = JSON.parse(latestChangesJson(snapshotChanges(HISTORY))) as {
      date: string;
      previous: string;
      total: number;
      summary: string;
    }[];
    const counted = HISTORY.snapshots
      .slice(1)
      .map((s) => ({
        date: s.date,
        total: s.events.reduce((n, e) => n + (e[0] === 'grant' || e[0] === 'revoke' ? e[2].length : 1), 0),
      }))
      .filter((s) => s.total > 0);
    expect(latest.map(({ date, total }) => ({ date, total }))).toEqual(counted.slice(-3).reverse());
    expect(Buffer.byteLength(JSON.stringify(latest))).toBeLessThan(2048);
  });
});
