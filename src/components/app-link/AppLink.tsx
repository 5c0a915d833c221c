import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import { useEmbed } from '../../app/embed';
import { BASE_PATH } from '../../app/base-path';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path such as "/catalog" or "/compare?ids=a,b". */
  href: string;
  /** In embed mode, keep this link inside the frame (and keep embed=1); other links open in a new tab. */
  stayInEmbed?: boolean;
  children: ReactNode;
}

/** The app's link: client-side navigation normally; in embed mode, links out open in a new tab. */
/** `href` with embed=1 in its query: before any '#' part (which stays last). */
export function withEmbedParam(href: string): string {
  const hashAt = href.indexOf('#');
  const [path, hash] = hashAt === -1 ? [href, ''] : [href.slice(0, hashAt), href.slice(hashAt)];
  return `${path}${path.includes('?') ? '&' : '?'}embed=1${hash}`;
}

export function AppLink({ href, stayInEmbed = false, children, ...rest }: AppLinkProps) {
  const embed = useEmbed();
  if (embed && !stayInEmbed) {
    return (
      <a href={`${BASE_PATH}${href}`} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  const target = embed ? withEmbedParam(href) : href;
  return (
    <Link href={target} {...rest}>
      {children}
    </Link>
  );
}
