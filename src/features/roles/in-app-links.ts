// In-app links for long lists: plain anchors plus one click handler on the list, instead of a router-subscribed link per row.
import { useCallback, type MouseEvent } from 'react';
import { useLocation, useRouter } from 'wouter';

/** The attribute that marks an anchor as an in-app link and holds its path. */
export const APP_PATH_ATTRIBUTE = 'data-app-path';

export interface InAppLinks {
  /** The href of an in-app path, base path included (what wouter's Link would render). */
  hrefOf: (path: string) => string;
  /** Put on the list: an ordinary click (or Enter) on a marked anchor navigates in the app; modified clicks keep the browser's behaviour. */
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

export function useInAppLinks(): InAppLinks {
  const router = useRouter();
  const [, navigate] = useLocation();
  const hrefOf = useCallback((path: string) => router.hrefs(router.base + path, router), [router]);
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        event.shiftKey
      )
        return;
      const anchor = (event.target as Element).closest<HTMLAnchorElement>(`a[${APP_PATH_ATTRIBUTE}]`);
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      event.preventDefault();
      navigate(anchor.getAttribute(APP_PATH_ATTRIBUTE)!);
    },
    [navigate],
  );
  return { hrefOf, onClick };
}
