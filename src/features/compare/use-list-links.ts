// In-app links for long role lists: AppLink's hrefs and behaviour, with the router and embed mode read once per list, not once per link.
import { useCallback, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation, useRouter } from 'wouter';
import { BASE_PATH } from '../../app/base-path';
import { useEmbed } from '../../app/embed';

export type ListLinkProps = Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'onClick'>;

/**
 * Anchor props for an in-app path, as AppLink (without stayInEmbed) renders them: client-side navigation normally,
 * a new tab in embed mode. A 143-role comparison has ~300 such links; AppLink subscribes each one to the location.
 */
export function useListLinks(): (path: string) => ListLinkProps {
  const embed = useEmbed();
  const router = useRouter();
  const [, navigate] = useLocation();
  return useCallback(
    (path: string): ListLinkProps => {
      if (embed) return { href: `${BASE_PATH}${path}`, target: '_blank', rel: 'noopener noreferrer' };
      return {
        href: router.hrefs(router.base + path, router),
        onClick: (event: MouseEvent<HTMLAnchorElement>) => {
          // Like wouter's Link: modified or non-primary clicks keep the browser's own behaviour (new tab, window...).
          if (
            event.ctrlKey ||
            event.metaKey ||
            event.altKey ||
            event.shiftKey ||
            event.button !== 0 ||
            event.defaultPrevented
          )
            return;
          event.preventDefault();
          navigate(path);
        },
      };
    },
    [embed, router, navigate],
  );
}
