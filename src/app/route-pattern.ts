// Route patterns as the router reads them, shared by the app and the build (which preloads a page's code from the HTML).

/**
 * The regular expression source that matches a path shown by `pattern`: ':name' is one segment, a final '*' anything,
 * a trailing slash is allowed; matched case-insensitively (flag 'i').
 */
export function routePatternSource(pattern: string): string {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${source}/?$`;
}

/** Whether `path` (relative to the base path) is shown by the route `pattern`. */
export function matchesPattern(pattern: string, path: string): boolean {
  return new RegExp(routePatternSource(pattern), 'i').test(path);
}
