// A prerendered page's data: the engine answers its route's loader asked at build time (src/app/page-loader.ts),
// embedded in its HTML as one JSON object (#roleprism-page-data) and read before hydration, so that the client's first
// render equals the server's one render.

/** The id of the page's embedded data (`<script type="application/json">`, not executable). */
export const PAGE_DATA_ID = 'roleprism-page-data';

/** What a page embeds: the answers it was rendered with, each under its question key. */
export interface PageData {
  answers: Record<string, unknown>;
}

/** The answers of the page rendered (the server's) or hydrated (its embedded data's), by their question keys. */
let answers = new Map<string, unknown>();

/**
 * The page data's answer to the question `key` names, or undefined. Only what React renders or hydrates from the HTML
 * reads it (src/state/engine-answer.ts): a part mounted on the client alone asks the engine.
 */
export function pageAnswer(key: string): { data: unknown } | undefined {
  return answers.has(key) ? { data: answers.get(key) } : undefined;
}

/** The answers of the page rendered next (the server's) or hydrated (its embedded data's), in place of any before. */
export function providePageAnswers(entries: Iterable<readonly [string, unknown]>): void {
  answers = new Map(entries);
}

/**
 * A page's data as JSON: each answer under its question key. An answer must be plain data: a typed array would not read
 * back as one, and the client's first render would differ from the server's.
 */
export function pageDataJson(entries: readonly (readonly [string, unknown])[]): string {
  const data: PageData = { answers: Object.fromEntries(entries) };
  return JSON.stringify(data, (key, value: unknown) => {
    if (ArrayBuffer.isView(value)) throw new Error(`page data: the answer's ${key} is a typed array, not plain data`);
    return value;
  });
}

/** Reads what pageDataJson wrote; throws on malformed JSON (the caller then renders from scratch). */
export function readPageData(json: string): PageData {
  const answersOf = (JSON.parse(json) as Partial<PageData> | null)?.answers;
  if (typeof answersOf !== 'object' || answersOf === null || Array.isArray(answersOf))
    throw new Error('The embedded page data has no answers.');
  return { answers: answersOf };
}
