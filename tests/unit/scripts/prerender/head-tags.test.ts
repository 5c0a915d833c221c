import { describe, expect, it } from 'vitest';
import { escapeHtml, headTags, roleListJsonLd, scriptJson } from '../../../../scripts/prerender/head-tags';
import { pageHtml } from '../../../../scripts/vite/prerender';
import { pageDataJson, readPageData } from '../../../../src/app/page-data';
import { shippedRoles } from '../../helpers';

const HOSTILE = `</script><script>alert(1)</script><!-- " ' & > \u2028 </SCRIPT >`;

/** The JSON-LD blocks of a head, parsed as a crawler would: the text between the tags, then JSON.parse. */
function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi)].map((m) => JSON.parse(m[1]));
}

describe('head tags', () => {
  it('escapes a hostile title and description in every attribute and the title element', () => {
    const head = headTags({ path: '/x', title: HOSTILE, description: HOSTILE, siteUrl: null, base: '/' });
    expect(head).not.toContain('<script>alert');
    expect(head).not.toContain('<!--');
    // Each tag still ends where it should: as many '<' as tags.
    expect(head.match(/</g)!.length).toBe(head.split('\n').length + 1); // + the closing </title>
    expect(head).toContain(`content="${escapeHtml(HOSTILE)}"`);
    expect(escapeHtml(HOSTILE)).not.toMatch(/[<>"']/);
  });

  it('keeps a hostile description inside its JSON-LD block, which parses back to the same text', () => {
    const roles = [{ displayName: HOSTILE, description: HOSTILE, slug: 'x', templateId: 't' }];
    const head = headTags({
      path: '/catalog',
      title: 'T',
      description: 'D',
      siteUrl: 'https://roleprism.example/',
      base: '/',
      jsonLd: roleListJsonLd('List', roles, 'https://roleprism.example/'),
    });
    expect(head.match(/<\/script>/gi)).toHaveLength(1);
    expect(head).not.toContain('<!--');
    const [ld] = jsonLdBlocks(head) as { itemListElement: { item: { name: string; description: string } }[] }[];
    expect(ld.itemListElement[0].item.name).toBe(HOSTILE);
    expect(ld.itemListElement[0].item.description).toBe(HOSTILE);
    expect(scriptJson(HOSTILE)).not.toMatch(/[<>&\u2028]/);
  });

  it('lists at most 10 of the real roles and counts them all, with absolute URLs under SITE_URL', () => {
    const builtIn = shippedRoles().filter((r) => r.builtIn);
    const ld = roleListJsonLd('Roles', builtIn, 'https://roleprism.example/tools/rp/') as {
      numberOfItems: number;
      itemListElement: { item: { url: string } }[];
    };
    expect(ld.numberOfItems).toBe(builtIn.length);
    expect(ld.itemListElement).toHaveLength(10);
    expect(ld.itemListElement[0].item.url).toBe(`https://roleprism.example/tools/rp/roles/${builtIn[0].slug}`);
  });

  it('names the canonical URL and og:url only with a site URL, and the preview image under the base path', () => {
    const without = headTags({ path: '/roles/a', title: 'T', description: 'D', siteUrl: null, base: '/sub/' });
    expect(without).not.toContain('canonical');
    expect(without).toContain('<meta property="og:image" content="/sub/og-image.png" />');
    const withSite = headTags({
      path: '/roles/a',
      title: 'T',
      description: 'D',
      siteUrl: 'https://x.example/sub/',
      base: '/sub/',
    });
    expect(withSite).toContain('<link rel="canonical" href="https://x.example/sub/roles/a"');
    expect(withSite).toContain('<meta property="og:url" content="https://x.example/sub/roles/a" />');
  });
});

describe('the page HTML', () => {
  const template =
    '<html><head><title>x</title>\n<meta name="description" content="y" />\n<script type="module" crossorigin src="/sub/assets/index-1.js"></script>\n</head><body><div id="root"></div></body></html>';

  it('embeds the page data as non-executable JSON no hostile string can end, and reads them back', () => {
    const answers: [string, unknown][] = [[HOSTILE, { text: HOSTILE, counts: [1, 2, 3] }]];
    const html = pageHtml(
      template,
      { path: '/p', html: '<p>$& $1</p>', meta: { title: 'T', description: 'D' }, dataJson: pageDataJson(answers) },
      '<title>T</title>',
      '/p"q',
      { base: '/', modulePreloads: [] },
    );
    expect(html).toContain('<div id="root" data-prerendered-path="/p&quot;q"><p>$& $1</p></div>');
    expect(html.match(/<\/script>/gi)).toHaveLength(2); // the entry's and the page data's own
    const json = /<script type="application\/json" id="roleprism-page-data">([\s\S]*?)<\/script>/.exec(html)![1];
    // Each answer under its question key, its data as it was.
    expect(readPageData(json)).toEqual({ answers: { [HOSTILE]: answers[0][1] } });
    expect(html).not.toContain('<meta name="description" content="y"');
  });

  it("names the page's module preloads in its head, beside the template's dataset preload", () => {
    const withPreloads = template.replace(
      '</head>',
      '<link rel="preload" href="/sub/data/roles.json" as="fetch" crossorigin="anonymous">\n</head>',
    );
    const page = { path: '/p', html: '<p>p</p>', meta: { title: 'T', description: 'D' }, dataJson: null };
    const modulePreloads = ['assets/app-1.js', 'assets/Page-2.js'];
    const live = pageHtml(withPreloads, page, '<title>T</title>', '/p', {
      base: '/sub/',
      modulePreloads,
    });
    expect(live).not.toContain('<template');
    expect(live).toContain('<link rel="preload" href="/sub/data/roles.json"');
    expect(live).toContain('<link rel="modulepreload" crossorigin href="/sub/assets/app-1.js" />');
    expect(live).toContain('<link rel="modulepreload" crossorigin href="/sub/assets/Page-2.js" />');
    expect(live).toContain('<script type="module" crossorigin src="/sub/assets/index-1.js">');
  });
});
