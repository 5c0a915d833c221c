// The optional hosted-backend settings: both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY set, or no backend at all.

declare global {
  interface ImportMetaEnv {
    /** Project URL, e.g. https://abcd.supabase.co (Supabase dashboard, Project Settings, API). */
    readonly VITE_SUPABASE_URL?: string;
    /** The project's public anon (or publishable) key; it can only read, row-level security enforces that. */
    readonly VITE_SUPABASE_ANON_KEY?: string;
  }
}

/** How to reach the hosted backend. */
export interface SupabaseConfig {
  url: string;
  anonKey: string;
  /** A backend request that takes longer is aborted and the static file is used instead. */
  timeoutMs: number;
}

/** Long enough for a cold Supabase project, short enough that a stalled one does not hang the page. */
export const BACKEND_TIMEOUT_MS = 8_000;

function setting(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The backend settings, or null when either variable is missing (the app then reads only the bundled file). */
export function readSupabaseConfig(env: Record<string, unknown> = import.meta.env): SupabaseConfig | null {
  const url = setting(env.VITE_SUPABASE_URL);
  const anonKey = setting(env.VITE_SUPABASE_ANON_KEY);
  if (!url || !anonKey) return null;
  return { url, anonKey, timeoutMs: BACKEND_TIMEOUT_MS };
}
