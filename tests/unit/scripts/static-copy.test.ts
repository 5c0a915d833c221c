import { describe, expect, it } from 'vitest';
import { withoutScripts } from '../../../scripts/bench/static-copy';

describe('withoutScripts (the no-script reference of a page)', () => {
  it('takes out every script and module preload and keeps the markup and the stylesheet', () => {
    const html = [
      '<!doctype html><html><head>',
      '<link rel="stylesheet" href="/assets/style-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/app-1.js">',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<script type="application/ld+json">{"@type":"WebPage","name":"</scr"}</script>',
      '</head><body><main><h1>Global Administrator</h1><ul><li>microsoft.directory/users/password/update</li></ul></main>',
      '<script type="application/json" id="answers">{"a":1}\n</script>',
      '</body></html>',
    ].join('\n');
    const copy = withoutScripts(html);
    expect(copy).not.toMatch(/<script/i);
    expect(copy).not.toContain('modulepreload');
    expect(copy).toContain('<link rel="stylesheet" href="/assets/style-1.css">');
    expect(copy).toContain(
      '<main><h1>Global Administrator</h1><ul><li>microsoft.directory/users/password/update</li></ul></main>',
    );
  });
});
