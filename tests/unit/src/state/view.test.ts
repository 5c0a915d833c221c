// src/state/view.ts: the permission view (semantics.md) in the URL as inherit=1 and wildcards=1.
import { describe, expect, it } from 'vitest';
import type { PermissionView } from '@engine/catalog';
import { viewFromSearch, viewQuery, writeView } from '../../../../src/state/view';

const VIEWS: PermissionView[] = [
  { inherit: false, wildcards: false },
  { inherit: true, wildcards: false },
  { inherit: false, wildcards: true },
  { inherit: true, wildcards: true },
];
const read = (query: string) => viewFromSearch(new URLSearchParams(query));

describe('the view in the URL', () => {
  it('reads each switch as on only when it is exactly 1', () => {
    expect(read('')).toEqual({ inherit: false, wildcards: false });
    expect(read('inherit=1')).toEqual({ inherit: true, wildcards: false });
    expect(read('wildcards=1&ids=a,b')).toEqual({ inherit: false, wildcards: true });
    expect(read('inherit=1&wildcards=1')).toEqual({ inherit: true, wildcards: true });
    for (const off of ['inherit=0', 'inherit=true', 'inherit=yes', 'inherit=', 'inherit', 'INHERIT=1', 'inherit=01'])
      expect(read(off).inherit).toBe(false);
  });

  it('writes the switches that are on and removes the ones that are off, keeping every other parameter', () => {
    const params = new URLSearchParams('ids=a,b&inherit=0&wildcards=1&embed=1');
    expect(writeView(params, { inherit: true, wildcards: false }).toString()).toBe('ids=a%2Cb&inherit=1&embed=1');
    expect(writeView(params, { inherit: false, wildcards: false }).toString()).toBe('ids=a%2Cb&embed=1');
    expect(writeView(params, { inherit: false, wildcards: true }).toString()).toBe('ids=a%2Cb&wildcards=1&embed=1');
  });

  it('writes into a copy: the params given stay as they were', () => {
    const params = new URLSearchParams('inherit=1');
    const next = writeView(params, { inherit: false, wildcards: true });
    expect(next).not.toBe(params);
    expect(params.toString()).toBe('inherit=1');
  });

  it('gives a link suffix with the prefix asked for, and none for the Listed view', () => {
    expect(viewQuery({ inherit: false, wildcards: false })).toBe('');
    expect(viewQuery({ inherit: false, wildcards: false }, '?')).toBe('');
    expect(viewQuery({ inherit: true, wildcards: false })).toBe('&inherit=1');
    expect(viewQuery({ inherit: false, wildcards: true }, '?')).toBe('?wildcards=1');
    expect(viewQuery({ inherit: true, wildcards: true })).toBe('&inherit=1&wildcards=1');
  });

  it('round-trips every view through writeView and through viewQuery', () => {
    for (const view of VIEWS) {
      expect(viewFromSearch(writeView(new URLSearchParams('ids=x'), view))).toEqual(view);
      expect(read(`ids=x${viewQuery(view)}`)).toEqual(view);
      expect(read(viewQuery(view, '?').slice(1))).toEqual(view);
      // Writing the view a URL already has changes nothing.
      const params = writeView(new URLSearchParams('ids=x&embed=1'), view);
      expect(writeView(params, viewFromSearch(params)).toString()).toBe(params.toString());
    }
  });
});
