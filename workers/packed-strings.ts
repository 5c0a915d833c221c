// Long lists of strings cross the worker boundary packed: one string and where each item ends. Structured cloning then
// copies one string, where it used to build each of hundreds of thousands of small strings on the page's main thread
// in one task (an assignment review of 50,000 assignments holds about 210,000: 160-230 ms on the page, 2026-11-28).
// The page unpacks them with slices of the one string, which V8 makes without copying.

/** Lists shorter than this are cloned as they are: packing saves nothing measurable there. */
const MIN_PACKED = 1000;
/** How deep into an answer's objects lists are looked for (answers are shallow records of columns). */
const MAX_DEPTH = 4;

interface PackedStrings {
  $packedStrings: string;
  ends: Uint32Array;
  /** 1 where the item was null; null when none was. */
  nulls: Uint8Array | null;
}

function isStringList(value: unknown[]): value is (string | null)[] {
  return value.every((item) => typeof item === 'string' || item === null);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !ArrayBuffer.isView(value);
}

function pack(list: (string | null)[]): PackedStrings {
  const ends = new Uint32Array(list.length);
  let nulls: Uint8Array | null = null;
  let length = 0;
  list.forEach((item, i) => {
    if (item === null) (nulls ??= new Uint8Array(list.length))[i] = 1;
    else length += item.length;
    ends[i] = length;
  });
  return { $packedStrings: list.join(''), ends, nulls };
}

/** `value` with every long list of strings (or nulls) in its records packed; the value itself when there is none. */
export function packStrings(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.length >= MIN_PACKED && isStringList(value) ? pack(value) : value;
  if (!isRecord(value) || depth >= MAX_DEPTH) return value;
  let packed: Record<string, unknown> | null = null;
  for (const [key, field] of Object.entries(value)) {
    const next = packStrings(field, depth + 1);
    if (next !== field) (packed ??= { ...value })[key] = next;
  }
  return packed ?? value;
}

function unpack({ $packedStrings: text, ends, nulls }: PackedStrings): (string | null)[] {
  const list = new Array<string | null>(ends.length);
  let start = 0;
  for (let i = 0; i < ends.length; i++) {
    list[i] = nulls?.[i] ? null : text.slice(start, ends[i]);
    start = ends[i];
  }
  return list;
}

/** `value` with the lists packStrings packed read back, in place. */
export function unpackStrings<T>(value: T, depth = 0): T {
  if (!isRecord(value) || depth >= MAX_DEPTH) return value;
  if (typeof value.$packedStrings === 'string') return unpack(value as unknown as PackedStrings) as T;
  const record: Record<string, unknown> = value;
  for (const [key, field] of Object.entries(record)) {
    const next = unpackStrings(field, depth + 1);
    if (next !== field) record[key] = next;
  }
  return value;
}
