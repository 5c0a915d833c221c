// Role ids read from a /compare or /simulator query: ids and its alias roleIds, however often either appears.
import { describe, expect, it } from 'vitest';
import { roleIdsFromSearch } from '../../../../../src/features/compare/comparison-link';

const idsOf = (query: string) => roleIdsFromSearch(new URLSearchParams(query));

describe('roleIdsFromSearch', () => {
  it('splits ids on commas, trims, and drops empty and repeated ids', () => {
    expect(idsOf('ids=a,%20b%20,,a,%20,c')).toEqual(['a', 'b', 'c']);
    expect(idsOf('roleIds=x,y')).toEqual(['x', 'y']);
    expect(idsOf('ids=,,,')).toEqual([]);
    expect(idsOf('tab=summary')).toEqual([]);
  });

  it('merges every ids and roleIds parameter, in the order of the query', () => {
    expect(idsOf('ids=A&ids=B')).toEqual(['A', 'B']);
    expect(idsOf('ids=A&roleIds=B')).toEqual(['A', 'B']);
    expect(idsOf('roleIds=B&ids=A')).toEqual(['B', 'A']);
    expect(idsOf('ids=A,B&tab=all&roleIds=B,C&ids=A,%20D')).toEqual(['A', 'B', 'C', 'D']);
    expect(idsOf('ids=&roleIds=A,B')).toEqual(['A', 'B']);
  });

  it('reads no other parameter', () => {
    expect(idsOf('ids=A&Ids=B&roleids=C&id=D&idsx=E&add=F')).toEqual(['A']);
  });
});
