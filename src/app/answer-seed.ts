// Engine answers a prerendered page was rendered with: the server records the questions its render asked and answers
// them; the client reads the same answers from the page before it hydrates, so its first render equals the server's.

/**
 * The short form of a question key in which a page carries its answer: a 53-bit hash (cyrb53), in base 36. A role
 * page's similar-roles question names the other 142 built-in roles: written out, that key was 5 kB of template ids
 * (about 2.6 kB gzip) in every role page's HTML. Two questions sharing a digest (about 1 in 10^9 for a whole build)
 * would share an answer: the server refuses that (seedAnswers throws, so the build fails) rather than render it.
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

/** The answers a render may use at once, by the digest of their question key (engineCallKey, or a history hook's own). */
const seeded = new Map<string, unknown>();

/** A question a server render asked: its key, how to answer it, and the answer when one was seeded. */
export interface AskedAnswer {
  key: string;
  ask: (signal: AbortSignal) => Promise<unknown>;
  answered: boolean;
  data: unknown;
}

let recordAsked: ((asked: AskedAnswer) => void) | null = null;

/** The seeded answer of `key`, or undefined. On the server, every question is recorded (unanswered ones for the next pass). */
export function seededAnswer(
  key: string,
  ask: (signal: AbortSignal) => Promise<unknown>,
): { data: unknown } | undefined {
  // Nothing seeded (any client render after hydration): no digest to work out.
  const digest = seeded.size > 0 ? answerDigest(key) : '';
  const answered = seeded.has(digest);
  recordAsked?.({ key, ask, answered, data: seeded.get(digest) });
  return answered ? { data: seeded.get(digest) } : undefined;
}

/** The question each digest stands for, on the server: two questions must never share one. */
const questionOfDigest = new Map<string, string>();

/**
 * Adds answers by their question key (the server's, after answering); throws if two questions share a digest.
 * `digestOf` is for tests of that guard: no two real keys sharing a digest are known.
 */
export function seedAnswers(entries: Iterable<readonly [string, unknown]>, digestOf = answerDigest): void {
  for (const [key, data] of entries) {
    const digest = digestOf(key);
    const other = questionOfDigest.get(digest);
    if (other !== undefined && other !== key)
      throw new Error(
        `Two engine questions share the answer digest ${digest}: ${other.slice(0, 80)}, ${key.slice(0, 80)}`,
      );
    questionOfDigest.set(digest, key);
    seeded.set(digest, data);
  }
}

/** Adds answers by the digest of their question key: the client's, from the page's embedded JSON (answersToJson). */
export function seedDigestedAnswers(entries: Iterable<readonly [string, unknown]>): void {
  for (const [digest, data] of entries) seeded.set(digest, data);
}

/** Forgets every seeded answer: after hydration, questions go to the worker again (custom roles may change answers). */
export function clearSeededAnswers(): void {
  seeded.clear();
}

/** Server only: calls `record` for each question a render asks (null stops recording). */
export function recordAskedAnswers(record: ((asked: AskedAnswer) => void) | null): void {
  recordAsked = record;
}

/** The id of the page's embedded answers (`<script type="application/json">`, not executable). */
export const SEEDED_ANSWERS_ID = 'roleprism-answers';

/**
 * A page's answers as JSON, each under the digest of its question key (answerDigest), with typed arrays kept (engine
 * answers carry some); answersFromJson reads them back, for seedDigestedAnswers.
 */
export function answersToJson(entries: [string, unknown][]): string {
  const digested = entries.map(([key, data]): [string, unknown] => [answerDigest(key), data]);
  return JSON.stringify(digested, (_key, value: unknown) =>
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

/** Reads what answersToJson wrote; throws on malformed JSON (the caller then renders from scratch). */
export function answersFromJson(json: string): [string, unknown][] {
  const entries: unknown = JSON.parse(json, (_key, value: unknown) => {
    if (value && typeof value === 'object' && '$typedArray' in value && 'values' in value) {
      const make = TYPED_ARRAYS[String(value.$typedArray)];
      if (make && Array.isArray(value.values)) return new make(value.values as number[]);
    }
    return value;
  });
  if (!Array.isArray(entries)) throw new Error('The embedded answers are not a list.');
  return entries as [string, unknown][];
}
