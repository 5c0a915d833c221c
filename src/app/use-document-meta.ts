// Per-page document title and meta description.
import { useEffect } from 'react';

export const SITE_NAME = 'RolePrism';
const DEFAULT_DESCRIPTION =
  'Compare Microsoft Entra ID built-in directory roles in your browser: overlap matrix, shared and unique permissions, subsets and the minimal role set. No login, no tenant data.';

/** Sets the title ("Page · RolePrism") and the meta description while the page is shown. */
export function useDocumentMeta(title: string | null, description: string = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · Entra ID role comparison`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
