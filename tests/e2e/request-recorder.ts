// Records every request of a page (URL, every header, body) and finds the words of a file in them: the privacy tests'
// evidence that nothing a visitor imports leaves the page.
import type { Page, Request } from 'playwright';

export interface Recorded {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Records every request of a page: its URL, every header (Referer included) and its body. */
export function recordRequests(page: Page, into: Recorded[]): void {
  page.on('request', (request: Request) => {
    void request
      .allHeaders()
      // A request the page sends as it closes has no complete headers to read: its provisional ones are recorded.
      .catch(() => request.headers())
      .then((headers) => into.push({ url: request.url(), headers, body: request.postData() ?? '' }));
  });
}

/** The words a request carries, in any case, raw or percent-decoded. */
export function leaks(request: Recorded, words: string[]): string[] {
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text;
    }
  };
  const texts = [request.url, request.body, ...Object.entries(request.headers).flat()];
  const haystack = [...texts, ...texts.map(decode)].join('\n').toLowerCase();
  return words.filter((word) => haystack.includes(word.toLowerCase()));
}
