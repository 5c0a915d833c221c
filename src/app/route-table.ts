// The one route table (spec section 2), as data: the app's router renders it (src/app/App.tsx), and the build reads
// it for the pages it prerenders, each page's module preloads, the service worker's precache and the 404s
// (scripts/vite/). Plain TypeScript with no import side effect, so the build's Node code imports it as it is.
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import type { ComponentType } from 'react';
import { loadModule } from './loaded-module.ts';
import type { PageLoader } from './page-loader.ts';

/** The docs guides that exist as 'guide coming soon' pages (getting-started and compliance-export are written). */
export const GUIDE_SLUGS = ['simulator', 'role-catalog', 'overlap-analysis', 'security-best-practices'] as const;

/** One route of the app. */
export interface AppRoute {
  /** wouter's path pattern: ':name' is one segment, a final '*' the rest. */
  pattern: string;
  /** The page's module under src/, without extension; it exports the page component under the file's name. */
  page: string;
  /**
   * The paths the build renders to HTML: the pattern itself (`true`), these paths, or one per built-in role, per
   * action of the dataset or per attack path of the takeover data (src/entry-server.tsx).
   */
  prerender: true | readonly string[] | 'each-role' | 'each-action' | 'each-attack-path';
  /**
   * Modules (under src/, without extension) the page loads on demand, so its own first paint does not wait for them,
   * yet needs as soon as its data is in: its HTML preloads them with the page (scripts/vite/route-preloads.ts).
   */
  preload?: readonly string[];
  /**
   * The page asks the engine for its first render when its address carries a query (a shared comparison or finder
   * link): its HTML preloads the engine worker's script beside its code (scripts/vite/route-preloads.ts). Other pages
   * hydrate without the worker, whose script would take a slow connection's bandwidth from their own code; the entry
   * starts the worker as soon as it runs (src/main.tsx).
   */
  engineAtOnce?: true;
  /**
   * Whether the service worker precaches the page's HTML (scripts/vite/pwa.ts). Pages rendered per role or action
   * (thousands of files) are left to the shell, which renders their route on the client.
   */
  precache: boolean;
}

/** Path pattern -> page, matched in this order; anything else is the not-found page. */
export const ROUTES: readonly AppRoute[] = [
  { pattern: '/', page: 'pages/home/HomePage', prerender: true, precache: true },
  { pattern: '/catalog', page: 'pages/catalog/CatalogPage', prerender: true, precache: true },
  { pattern: '/simulator', page: 'pages/simulator/SimulatorPage', prerender: true, precache: true },
  // A shared /compare link shows its result only once the result's code is in.
  {
    pattern: '/compare',
    page: 'pages/compare/ComparePage',
    prerender: true,
    preload: ['features/compare/ComparisonResult'],
    engineAtOnce: true,
    precache: true,
  },
  { pattern: '/roles', page: 'pages/roles/RolesDirectoryPage', prerender: true, precache: true },
  { pattern: '/roles/global-reader', page: 'pages/roles/GlobalReaderGuidePage', prerender: true, precache: false },
  // A role page shows its permission list once the list's code is in.
  {
    pattern: '/roles/:slug',
    page: 'pages/roles/RoleDetailPage',
    prerender: 'each-role',
    preload: ['features/roles/RolePermissionList'],
    precache: false,
  },
  // Its role is named after the '#', read on the client: the file lets a static host answer the path without a shell.
  { pattern: '/custom-role', page: 'pages/custom-role/CustomRolePage', prerender: true, precache: true },
  { pattern: '/docs', page: 'pages/docs/DocsIndexPage', prerender: true, precache: true },
  { pattern: '/docs/permission-views', page: 'pages/docs/PermissionViewsDocPage', prerender: true, precache: true },
  { pattern: '/docs/api', page: 'pages/docs/ApiDocPage', prerender: true, precache: true },
  { pattern: '/docs/getting-started', page: 'pages/docs/GettingStartedPage', prerender: true, precache: true },
  { pattern: '/docs/compliance-export', page: 'pages/docs/ComplianceExportPage', prerender: true, precache: true },
  { pattern: '/docs/assignment-review', page: 'pages/docs/AssignmentReviewDocPage', prerender: true, precache: true },
  {
    pattern: '/docs/:guide',
    page: 'pages/docs/GuideComingSoonPage',
    prerender: GUIDE_SLUGS.map((slug) => `/docs/${slug}`),
    precache: true,
  },
  { pattern: '/permissions', page: 'pages/permissions/PermissionsPage', prerender: true, precache: true },
  {
    pattern: '/permissions/*',
    page: 'pages/permissions/PermissionDetailPage',
    prerender: 'each-action',
    precache: false,
  },
  { pattern: '/finder', page: 'pages/finder/FinderPage', prerender: true, engineAtOnce: true, precache: true },
  // Without a file the page is static; a file is read on the client only, in the worker.
  { pattern: '/assignments', page: 'pages/assignments/AssignmentsPage', prerender: true, precache: true },
  { pattern: '/changes', page: 'pages/changes/ChangesPage', prerender: true, precache: true },
  { pattern: '/data', page: 'pages/data/DataPage', prerender: true, precache: true },
  { pattern: '/attack-paths', page: 'pages/attack-paths/AttackPathsPage', prerender: true, precache: true },
  {
    pattern: '/attack-paths/:id',
    page: 'pages/attack-paths/AttackPathPage',
    prerender: 'each-attack-path',
    precache: false,
  },
  { pattern: '/purview-roles', page: 'pages/static/PurviewRolesPage', prerender: true, precache: true },
  { pattern: '/privacy', page: 'pages/static/PrivacyPage', prerender: true, precache: true },
  { pattern: '/contact', page: 'pages/static/ContactPage', prerender: true, precache: true },
  // /admin is not implemented: it shows the not-found page (spec section 6).
];

/** The not-found page: in the app's own code (it answers any path no route shows), prerendered as 404.html. */
export const NOT_FOUND_PAGE = 'pages/not-found/NotFoundPage';

/**
 * wouter's parser (regexparam) with '.' matching line breaks too: the router matches the decoded path, so /a%0Ab
 * reaches the patterns as 'a\nb', and without the 's' flag even the final catch-all missed it (a blank page).
 */
export function routeParser(pattern: string, loose?: boolean): { pattern: RegExp; keys: string[] } {
  const parsed = parse(pattern, loose);
  return { pattern: new RegExp(parsed.pattern.source, 'is'), keys: parsed.keys as string[] };
}

/** The route that shows `path` (relative to the base path), as the app's Switch matches it; undefined: not found. */
export function routeAt(path: string): AppRoute | undefined {
  return ROUTES.find((route) => matchRoute(routeParser, route.pattern, path)[0]);
}

/** The pattern of the route that shows `path` (relative to the base path), or null for the not-found page. */
export function routePatternOf(path: string): string | null {
  return routeAt(path)?.pattern ?? null;
}

/** A page's module: its component under the file's name, and its loader when its first render asks the engine. */
export type PageModule = Record<string, unknown> & { loader?: PageLoader };

/**
 * The page modules, each loaded on demand (Vite turns the glob into one `() => import(…)` per file). A function, so
 * that importing this module in Node (the build) evaluates no glob.
 */
const pageModules = () =>
  import.meta.glob<PageModule>(['../pages/**/*Page.tsx', '!../pages/not-found/**', '!../pages/**/*.test.tsx']);

let loaders: Record<string, () => Promise<PageModule>> | undefined;

/** The import of a route's page module. */
export function pageModule(route: AppRoute): () => Promise<PageModule> {
  loaders ??= pageModules();
  const load = loaders[`../${route.page}.tsx`];
  if (!load) throw new Error(`route-table: no page module ${route.page}`);
  return load;
}

/** The component a page module exports under its file's name. */
export function pageComponent(route: AppRoute, module: PageModule): ComponentType {
  return module[route.page.slice(route.page.lastIndexOf('/') + 1)] as ComponentType;
}

/**
 * Starts downloading the code of the page at `path` (relative to the base path) at once, ahead of the render that
 * needs it. Resolves when the code is in (at once for the not-found page, in the app's code); a failed load is left
 * for the route's own render to report.
 */
export function preloadPage(path: string): Promise<void> {
  const route = routeAt(path);
  return route ? loadModule(pageModule(route)) : Promise.resolve();
}
