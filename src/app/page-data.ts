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

/** The server's answers, by their question keys, for the page it renders next. */
export function providePageAnswers(entries: Iterable<readonly [string, unknown]>): void {
  for (const [key, data] of entries) answers.set(key, data);
}

/** The client's answers, from the page's embedded data (readPageData). */
export function provideEmbeddedAnswers(data: PageData): void {
  providePageAnswers(Object.entries(data.answers));
}

/** Forgets every answer provided: after hydration questions go to the worker (custom roles may change answers). */
export function forgetPageAnswers(): void {
  answers.clear();
}

/** Server only: calls `report` for each question a render asks that its data does not answer (null: stop). */
export function reportMissingAnswers(report: ((key: string) => void) | null): void {
  onMissing = report;
}

/** A page's data as JSON: each answer under its question key, typed arrays kept (engine answers carry some). */
export function pageDataJson(entries: readonly (readonly [string, unknown])[]): string {
  const data: PageData = { answers: Object.fromEntries(entries) };
  return JSON.stringify(data, (_key, value: unknown) =>
    ArrayBuffer.isView(value) && !(value instanceof DataView)
      ? { $typedArray: value.constructor.name, values: Array.from(value as unknown as ArrayLike<number>) }
      : value,
  );
}

const TYPED_ARRAYS: Record<string, new (values: number[]) => unknown> = {
  Uint8Array,
  Uint16Array,
  Uint32Array,
  Int8Array,
  Int16Array,
  Int32Array,
  Float32Array,
  Float64Array,
};

/** Reads what pageDataJson wrote; throws on malformed JSON (the caller then renders from scratch). */
export function readPageData(json: string): PageData {
  const data: unknown = JSON.parse(json, (_key, value: unknown) => {
    if (value && typeof value === 'object' && '$typedArray' in value && 'values' in value) {
      const make = TYPED_ARRAYS[String(value.$typedArray)];
      if (make && Array.isArray(value.values)) return new make(value.values as number[]);
    }
    return value;
  });
  const answersOf = (data as Partial<PageData> | null)?.answers;
  if (typeof answersOf !== 'object' || answersOf === null || Array.isArray(answersOf))
    throw new Error('The embedded page data has no answers.');
  return { answers: answersOf };
}
