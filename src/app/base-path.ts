// The deployment's base path (BASE_PATH at build time), without a trailing slash, for wouter's <Router base>.
export const BASE_PATH = import.meta.env.BASE_URL.replace(/\/$/, '');

/** An absolute URL of an in-app path, for links that leave the page (share, new tab, structured data). */
export function absoluteAppUrl(path: string): string {
  return new URL(`${BASE_PATH}${path}`, window.location.origin).toString();
}
