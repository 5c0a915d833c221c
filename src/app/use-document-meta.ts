// Per-page document title and meta description; the prerender writes the same into each page's HTML (head-tags.ts).
import { useEffect } from 'react';

export const SITE_NAME = 'RolePrism';
export const DEFAULT_DESCRIPTION =
  'Compare Microsoft Entra ID built-in directory roles in your browser: overlap matrix, shared and unique permissions, subsets and the minimal role set. No login, no tenant data.';

/** The document title of a page titled `title` (null: the home page). */
export function documentTitle(title: string | null): string {
  return title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · Entra ID role comparison`;
}

/** A page's title and description as the head shows them. */
export interface DocumentMeta {
  title: string;
  description: string;
}

let collect: ((meta: DocumentMeta) => void) | null = null;

/** Server only: receives the meta of each page rendered from now on (null stops); effects do not run there. */
export function collectDocumentMeta(receive: ((meta: DocumentMeta) => void) | null): void {
  collect = receive;
}

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string): void {
  let meta = document.querySelector<HTMLMetaElement>(selector);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Sets the title ("Page · RolePrism"), the meta description and their Open Graph and Twitter copies while the page is
 * shown, and points the canonical and og:url links at the page (when the prerendered HTML has them).
 */
export function useDocumentMeta(title: string | null, description: string = DEFAULT_DESCRIPTION): void {
  collect?.({ title: documentTitle(title), description });
  useEffect(() => {
    const fullTitle = documentTitle(title);
    document.title = fullTitle;
    setMeta('meta[name="description"]', 'name', 'description', description);
    for (const [attribute, key, content] of [
      ['property', 'og:title', fullTitle],
      ['property', 'og:description', description],
      ['name', 'twitter:title', fullTitle],
      ['name', 'twitter:description', description],
    ] as const) {
      if (document.querySelector(`meta[${attribute}="${key}"]`))
        setMeta(`meta[${attribute}="${key}"]`, attribute, key, content);
    }
    // The canonical URL follows the page (its origin, base path included, is the one the build was given).
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const origin = canonical?.dataset.site;
    if (canonical && origin) {
      const url = new URL(window.location.pathname.slice(import.meta.env.BASE_URL.length), origin).toString();
      canonical.href = url;
      document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.setAttribute('content', url);
    }
  }, [title, description]);
}
