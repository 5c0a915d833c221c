// workers/packed-strings.ts: long lists of strings cross the worker boundary as one string, and come back the same.
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { packStrings, unpackStrings } from '../../../workers/packed-strings';
import { transferList } from '../../../workers/transfer-list';
import { syntheticTenantFile } from '../../../scripts/bench/synthetic-assignments';
import { toEngineRoles } from '../../../src/data/engine-input';
import { engineWith } from '../engine/assignments/fixtures';
import { shippedRoles } from '../helpers';

/** `value` after a structured clone through a real message port, its typed arrays transferred (as Comlink does). */
function posted<T>(value: T): Promise<T> {
  const { port1, port2 } = new MessageChannel();
  return new Promise((resolve) => {
    port2.once('message', (message: T) => {
      port1.close();
      port2.close();
      resolve(message);
    });
    port1.postMessage(value, transferList(value));
  });
}

/** The string lists of 1,000 items or more in `value`'s records (a few levels down). */
function longStringLists(value: unknown, depth = 0): string[][] {
  if (Array.isArray(value))
    return value.length >= 1000 && value.every((v) => typeof v !== 'object' || v === null) ? [value as string[]] : [];
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value) || depth > 4) return [];
  return Object.values(value).flatMap((field) => longStringLists(field, depth + 1));
}

describe('packStrings and unpackStrings', () => {
  it('give back the same lists, nulls and empty strings included, after a real structured clone', async () => {
    const ids = Array.from({ length: 3000 }, (_, i) => (i % 7 === 0 ? null : i % 11 === 0 ? '' : `id-${i}-é`));
    const value = { outer: { ids, short: ['a', 'b'], counts: new Uint32Array([1, 2]) }, name: 'x' };
    const expected = structuredClone(value); // posting transfers (detaches) the typed array
    const packed = packStrings(value);
    expect(longStringLists(packed)).toEqual([]);
    expect(value.outer.ids).toBe(ids); // the answer itself is left as it was
    expect(unpackStrings(await posted(packed))).toEqual(expected);
  });

  it('leave lists of objects, short lists and values without lists as they are', () => {
    const events = Array.from({ length: 2000 }, (_, i) => ({ date: `d${i}` }));
    expect(packStrings(events)).toBe(events);
    const record = { names: ['a', 'b'], n: 1 };
    expect(packStrings(record)).toBe(record);
    expect(packStrings('text')).toBe('text');
    expect(unpackStrings(record)).toBe(record);
  });

  it("pack every string column of a 5,000-assignment review, which comes back equal to the engine's", async () => {
    const roles = toEngineRoles(shippedRoles());
    const file = syntheticTenantFile(roles, { principals: 2000, assignments: 5000 });
    const answer = engineWith().reviewAssignments([file]);
    const columns = longStringLists(answer);
    expect(columns.length).toBeGreaterThanOrEqual(4); // principal ids, names, types; assignment ids, scopes…
    const packed = packStrings(answer);
    expect(longStringLists(packed)).toEqual([]);
    expect(unpackStrings(await posted(packed))).toEqual(engineWith().reviewAssignments([file]));
  });
});
