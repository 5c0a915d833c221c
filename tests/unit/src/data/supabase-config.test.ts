// src/data/supabase-config.ts: the optional hosted-backend settings, both variables or no backend at all.
import { describe, expect, it } from 'vitest';
import { readSupabaseConfig } from '../../../../src/data/supabase-config';

describe('backend settings', () => {
  it('are used only when both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set', () => {
    expect(readSupabaseConfig({})).toBeNull();
    expect(readSupabaseConfig({ VITE_SUPABASE_URL: 'https://x.supabase.co' })).toBeNull();
    expect(readSupabaseConfig({ VITE_SUPABASE_ANON_KEY: 'key' })).toBeNull();
    expect(readSupabaseConfig({ VITE_SUPABASE_URL: '  ', VITE_SUPABASE_ANON_KEY: 'key' })).toBeNull();
    expect(
      readSupabaseConfig({ VITE_SUPABASE_URL: ' https://x.supabase.co ', VITE_SUPABASE_ANON_KEY: 'key' }),
    ).toMatchObject({
      url: 'https://x.supabase.co',
      anonKey: 'key',
    });
  });
});
