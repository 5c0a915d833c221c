// The deployment's base path (BASE_PATH at build time), without a trailing slash, for wouter's <Router base>.
export const BASE_PATH = import.meta.env.BASE_URL.replace(/\/$/, '');

/** The app's public address, base path included (SITE_URL at build time), or '' when the build was not given one. */
const SITE_URL = String(import.meta.env.ROLEPRISM_SITE_URL ?? '');

/**
 * An in-app path's address as the build knows it: under SITE_URL, or the path alone when the build was not given one.
 * The same in the build-time render and in the browser, so a prerendered page that names it hydrates unchanged.
 */
export function siteAppUrl(path: string): string {
  return SITE_URL ? new URL(path.replace(/^\//, ''), SITE_URL.replace(/\/?$/, '/')).toString() : `${BASE_PATH}${path}`;
}

/**
 * An absolute URL of an in-app path, for links that leave the page (share, new tab, structured data). In the browser
 * it is under the page's origin; in the build-time render, siteAppUrl.
 */
export function absoluteAppUrl(path: string): string {
  if (typeof window === 'undefined') return siteAppUrl(path);
  return new URL(`${BASE_PATH}${path}`, window.location.origin).toString();
}
