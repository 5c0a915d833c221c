// Compressed lists (CSR) the engine walks instead of sparse bits: item k's entries are list[offsets[k] .. offsets[k + 1]).

export interface Lists {
  offsets: Uint32Array;
  list: Uint32Array;
}

/** A list twice as long holding `list` at its start: how a list filled by appending grows when it is full. */
export function doubled(list: Uint32Array): Uint32Array<ArrayBuffer> {
  const grown = new Uint32Array(Math.max(1, list.length * 2));
  grown.set(list);
  return grown;
}

/**
 * Turns "each element's holders" into "each holder's elements" (both ascending), leaving out the elements
 * marked in `skip`.
 */
export function transposeLists(offsets: Uint32Array, list: Uint32Array, holders: number, skip?: Uint8Array): Lists {
  const elements = offsets.length - 1;
  const out = new Uint32Array(holders + 1);
  for (let e = 0; e < elements; e++)
    if (!skip?.[e]) for (let a = offsets[e]; a < offsets[e + 1]; a++) out[list[a] + 1]++;
  for (let h = 0; h < holders; h++) out[h + 1] += out[h];
  const transposed = new Uint32Array(out[holders]);
  const fill = out.slice(0, holders);
  for (let e = 0; e < elements; e++)
    if (!skip?.[e]) for (let a = offsets[e]; a < offsets[e + 1]; a++) transposed[fill[list[a]]++] = e;
  return { offsets: out, list: transposed };
}
