// The reference the page benchmarks and the Lighthouse audit measure a page against: its own prerendered HTML, with
// nothing that runs.

/** A prerendered page's HTML with every script and module preload taken out: the same markup and stylesheet, nothing runs. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link[^>]+rel="modulepreload"[^>]*>/g, '');
}
