// Whether #root holds a prerender of this page, and when the client has what it needs to hydrate it (src/main.tsx).
import type { Atom, createStore } from 'jotai';
import { answersFromJson, SEEDED_ANSWERS_ID, seedDigestedAnswers } from './answer-seed';
import { rolesLoadableAtom } from '../state/roles';
import { docsNotesLoadableAtom } from '../state/docs-notes';
import type { Loadable } from '../state/loadable';
import { readSupabaseConfig } from '../data/supabase-config';

type Store = ReturnType<typeof createStore>;

/** The prerender's marker of the not-found page (scripts/vite/prerender.ts), served for any path no route shows. */
const NOT_FOUND_MARK = '404';

/** The embedded answers of a prerendered page (the page's own, for this path and no query). */
export interface Prerendered {
  /** Each under the digest of its question key (src/app/answer-seed.ts). */
  answers: [string, unknown][];
}

/**
 * The prerender in `container`, when it is of `path` with no query (or the not-found page on a path no route shows)
 * and its embedded answers read; null when the page must be rendered afresh. With a backend configured the data may
 * differ from the file the build rendered, so the page is rendered afresh too.
 */
export function prerenderedPage(
  container: HTMLElement,
  path: string,
  search: string,
  notFound: boolean,
): Prerendered | null {
  const mark = container.dataset.prerenderedPath;
  if (!mark || search !== '' || readSupabaseConfig()) return null;
  if (mark === NOT_FOUND_MARK ? !notFound : mark.replace(/\/+$/, '') !== path.replace(/\/+$/, '')) return null;
  const embedded = document.getElementById(SEEDED_ANSWERS_ID)?.textContent;
  try {
    return { answers: embedded ? answersFromJson(embedded) : [] };
  } catch {
    return null;
  }
}

/** Resolves with the atom's settled state (data or error), reading it once it leaves loading. */
function settled<T>(store: Store, atom: Atom<Loadable<T>>): Promise<Loadable<T>> {
  return new Promise((resolve) => {
    const check = () => {
      const value = store.get(atom);
      if (value.state === 'loading') return false;
      unsubscribe?.();
      resolve(value);
      return true;
    };
    let unsubscribe: (() => void) | undefined;
    unsubscribe = store.sub(atom, check);
    if (check()) unsubscribe = undefined;
  });
}

/**
 * Waits for the page's code, the roles and the docs notes (what the server rendered with) and seeds the page's answers;
 * false when the roles failed to load (the server's page would not match).
 */
export async function whenReadyToHydrate(store: Store, pageCode: Promise<void>, page: Prerendered): Promise<boolean> {
  const [roles] = await Promise.all([
    settled(store, rolesLoadableAtom),
    settled(store, docsNotesLoadableAtom),
    pageCode,
  ]);
  if (roles.state !== 'hasData') return false;
  seedDigestedAnswers(page.answers);
  return true;
}

/**
 * Removes the structured data the build put in the head (a list page's roles): it describes the page the visitor
 * arrived on, not the ones reached after it. A role page renders its own in the page, which React keeps current.
 */
export function removePrerenderedStructuredData(): void {
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
}
