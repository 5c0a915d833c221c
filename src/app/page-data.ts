// A prerendered page's data: the engine answers its route's loader asked at build time (src/app/page-loader.ts),
// embedded in its HTML as one JSON object (#roleprism-page-data) and read before hydration, so that the client's first
// render equals the server's one render.

/** The id of the page's embedded data (`<script type="application/json">`, not executable). */
export const PAGE_DATA_ID = 'roleprism-page-data';

/** What a page embeds: the answers it was rendered with, each under the digest of its question key. */
export interface PageData {
  answers: Record<string, unknown>;
}

/**
 * The short form of a question key in which a page carries its answer: a 53-bit hash (cyrb53), in base 36. A role
 * page's similar-roles question names the other 142 built-in roles: written out, that key was 5 kB of template ids
 * (about 2.6 kB gzip) in every role page's HTML. Two questions sharing a digest (about 1 in 10^9 for a whole build)
 * would share an answer: the server refuses that (providePageAnswers throws, so the build fails) rather than render it.
 */
export function answerDigest(key: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The answers a render may use at once, by the digest of their question key. */
const answers = new Map<string, unknown>();
/** The question each digest stands for, on the server: two questions must never share one. */
const questionOfDigest = new Map<string, string>();
/** Server only: told of every question the render asked that the page's data does not answer. */
let onMissing: ((key: string) => void) | null = null;

/** The page data's answer to the question `key` names, or undefined (the question then goes to the engine). */
export function pageAnswer(key: string): { data: unknown } | undefined {
  // Nothing provided (any client render after hydration): no digest to work out.
  if (answers.size === 0 && !onMissing) return undefined;
  const digest = answerDigest(key);
  if (answers.has(digest)) return { data: answers.get(digest) };
  onMissing?.(key);
  return undefined;
}

/**
 * The server's answers, by their question keys, for the page it renders next; throws if two questions share a digest.
 * `digestOf` is for tests of that guard: no two real keys sharing a digest are known.
 */
export function providePageAnswers(entries: Iterable<readonly [string, unknown]>, digestOf = answerDigest): void {
  for (const [key, data] of entries) {
    const digest = digestOf(key);
    const other = questionOfDigest.get(digest);
    if (other !== undefined && other !== key)
      throw new Error(
        `Two engine questions share the answer digest ${digest}: ${other.slice(0, 80)}, ${key.slice(0, 80)}`,
      );
    questionOfDigest.set(digest, key);
    answers.set(digest, data);
  }
}

/** The client's answers, from the page's embedded data (readPageData). */
export function provideEmbeddedAnswers(data: PageData): void {
  for (const [digest, answer] of Object.entries(data.answers)) answers.set(digest, answer);
}

/** Forgets every answer provided: after hydration questions go to the worker (custom roles may change answers). */
export function forgetPageAnswers(): void {
  answers.clear();
}

/** Server only: calls `report` for each question a render asks that its data does not answer (null: stop). */
export function reportMissingAnswers(report: ((key: string) => void) | null): void {
  onMissing = report;
}

/** A page's data as JSON: each answer under the digest of its key, typed arrays kept (engine answers carry some). */
export function pageDataJson(entries: readonly (readonly [string, unknown])[]): string {
  const data: PageData = { answers: Object.fromEntries(entries.map(([key, answer]) => [answerDigest(key), answer])) };
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
