// Engine answers a prerendered page was rendered with: the server records the questions its render asked and answers
// them; the client reads the same answers from the page before it hydrates, so its first render equals the server's.

/** The answers a render may use at once, by question key (engineCallKey, or a history hook's own key). */
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
  const answered = seeded.has(key);
  recordAsked?.({ key, ask, answered, data: seeded.get(key) });
  return answered ? { data: seeded.get(key) } : undefined;
}

/** Adds answers (the server's after answering, the client's from the page's embedded JSON). */
export function seedAnswers(entries: Iterable<readonly [string, unknown]>): void {
  for (const [key, data] of entries) seeded.set(key, data);
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

/** JSON with typed arrays kept (engine answers carry some); the reviver below reads them back. */
export function answersToJson(entries: [string, unknown][]): string {
  return JSON.stringify(entries, (_key, value: unknown) =>
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
