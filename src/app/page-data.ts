// A prerendered page's data: the engine answers its route's loader asked at build time (src/app/page-loader.ts),
// embedded in its HTML as one JSON object (#roleprism-page-data) and read before hydration, so that the client's first
// render equals the server's one render.

/** The id of the page's embedded data (`<script type="application/json">`, not executable). */
export const PAGE_DATA_ID = 'roleprism-page-data';

/** What a page embeds: the answers it was rendered with, each under its question key. */
export interface PageData {
  answers: Record<string, unknown>;
}

/** The answers a render may use at once, by their question keys. */
const answers = new Map<string, unknown>();
/** Server only: told of every question the render asked that the page's data does not answer. */
let onMissing: ((key: string) => void) | null = null;

/** The page data's answer to the question `key` names, or undefined (the question then goes to the engine). */
export function pageAnswer(key: string): { data: unknown } | undefined {
  if (answers.has(key)) return { data: answers.get(key) };
  onMissing?.(key);
  return undefined;
}

/** The answers of the page rendered next (the server's) or hydrated (its embedded data's), by their question keys. */
export function providePageAnswers(entries: Iterable<readonly [string, unknown]>): void {
  for (const [key, data] of entries) answers.set(key, data);
}

/** Forgets every answer provided: the server's before the next page, the client's once the visitor navigates. */
export function forgetPageAnswers(): void {
  answers.clear();
}

/** Server only: calls `report` for each question a render asks that its data does not answer (null: stop). */
export function reportMissingAnswers(report: ((key: string) => void) | null): void {
  onMissing = report;
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
