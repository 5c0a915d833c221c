// Route patterns as the router reads them, shared by the app and the build (which preloads a page's code from the HTML).

/**
 * Flags of every route match: case-insensitive, and '.' also matches line breaks. The router matches the decoded path,
 * so /a%0Ab reaches the patterns as 'a\nb'; without 's' even the final catch-all missed it and the page stayed blank.
 */
export const ROUTE_PATTERN_FLAGS = 'is';

/**
 * The regular expression source that matches a path shown by `pattern`: ':name' is one segment, a final '*' anything,
 * a trailing slash is allowed; each ':name' and '*' is captured, in order. Use it with ROUTE_PATTERN_FLAGS.
 */
export function routePatternSource(pattern: string): string {
  const source = pattern
    .split('/')
    .map((part) =>
      part.startsWith(':') ? '([^/]+?)' : part === '*' ? '(.*)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return `^${source}/?$`;
}

/** Whether `path` (relative to the base path) is shown by the route `pattern`. */
export function matchesPattern(pattern: string, path: string): boolean {
  return new RegExp(routePatternSource(pattern), ROUTE_PATTERN_FLAGS).test(path);
}

/**
 * wouter's `parser`: the Switch matches routes with the same expressions as matchesPattern. Params are named after
 * ':name' parts and '*' (read with useParams). A route without a path is wouter's catch-all, '*'.
 */
export function parseRoutePattern(pattern: string): { pattern: RegExp; keys: string[] } {
  const keys = pattern
    .split('/')
    .filter((part) => part.startsWith(':') || part === '*')
    .map((part) => (part === '*' ? part : part.slice(1)));
  return { pattern: new RegExp(routePatternSource(pattern), ROUTE_PATTERN_FLAGS), keys };
}
