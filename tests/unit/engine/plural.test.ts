import { describe, expect, it } from 'vitest';
import { plural } from '@engine/plural';

describe('plural', () => {
  it('is singular for exactly one, plural for zero and more, with an irregular plural when given', () => {
    expect([0, 1, 2, 1_000].map((n) => plural(n, 'permission'))).toEqual([
      '0 permissions',
      '1 permission',
      '2 permissions',
      '1000 permissions',
    ]);
    expect(plural(1, 'policy', 'policies')).toBe('1 policy');
    expect(plural(3, 'policy', 'policies')).toBe('3 policies');
  });
});
