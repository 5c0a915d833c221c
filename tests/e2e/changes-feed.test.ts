// The built app serves the Atom feed it advertises, and the home teaser's small file; the feed parses as Atom.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { freePort } from '../db/cluster';
import { startPreview, type Preview } from './preview-server';

describe('vite preview of dist: /changes.xml', () => {
  let preview: Preview;

  beforeAll(async () => {
    preview = await startPreview(await freePort());
  });

  afterAll(async () => {
    await preview?.stop();
  });

  it('advertises the feed in the HTML and serves it as valid Atom', async () => {
    const html = await (await fetch(`${preview.url}changes`)).text();
    expect(html).toMatch(/<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="\/changes\.xml">/);
    const response = await fetch(`${preview.url}changes.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' }).parse(xml).feed;
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.entry.length).toBeGreaterThan(40);
  });

  it('serves the teaser facts as a small JSON file', async () => {
    const response = await fetch(`${preview.url}data/history-latest.json`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.length).toBeLessThan(2048);
    expect(JSON.parse(text)).toHaveLength(3);
  });
});
