// Links that stay in embed mode: embed=1 joins the query, never the part after '#' (custom roles live there).
import { describe, expect, it } from 'vitest';
import { withEmbedParam } from '../../../../src/components/app-link/AppLink';

describe('withEmbedParam', () => {
  it('adds embed=1 to the query, before the hash', () => {
    expect(withEmbedParam('/simulator')).toBe('/simulator?embed=1');
    expect(withEmbedParam('/compare?ids=a,b')).toBe('/compare?ids=a,b&embed=1');
    expect(withEmbedParam('/compare?ids=a#custom=c1&roles=xyz')).toBe('/compare?ids=a&embed=1#custom=c1&roles=xyz');
    expect(withEmbedParam('/compare#custom=c1')).toBe('/compare?embed=1#custom=c1');
  });
});
