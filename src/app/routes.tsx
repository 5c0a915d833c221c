// The one route table (spec section 2). Pages load on demand, so the first paint ships only what it needs.
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Router, Switch } from 'wouter';
import { LoadingState } from '../components/page-state/PageState';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { HomePage } from '../pages/home/HomePage';
import { matchesPattern, parseRoutePattern } from './route-pattern';
import { AfterFirstCommit } from './after-first-commit';

/** A page loaded on demand; `preload` starts its download ahead of the first render that needs it. */
type LazyPage = ComponentType & { preload?: () => Promise<unknown> };

/**
 * A page whose code loads on demand. Once `preload` has brought the code in, the page renders straight away: a lazy
 * component would still suspend once, and React then shows the loading fallback and holds the page back for up to
 * 300 ms (its fallback throttle), which on a first visit is most of the time to the page's first content.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m[name];
    });
  const Lazy = lazy(() => load().then((m): { default: ComponentType } => ({ default: m[name] })));
  function Page(props: object) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}

const CatalogPage = page(() => import('../pages/catalog/CatalogPage'), 'CatalogPage');
const SimulatorPage = page(() => import('../pages/simulator/SimulatorPage'), 'SimulatorPage');
const ComparePage = page(() => import('../pages/compare/ComparePage'), 'ComparePage');
const RolesDirectoryPage = page(() => import('../pages/roles/RolesDirectoryPage'), 'RolesDirectoryPage');
const RoleDetailPage = page(() => import('../pages/roles/RoleDetailPage'), 'RoleDetailPage');
const CustomRolePage = page(() => import('../pages/custom-role/CustomRolePage'), 'CustomRolePage');
const GlobalReaderGuidePage = page(() => import('../pages/roles/GlobalReaderGuidePage'), 'GlobalReaderGuidePage');
const DocsIndexPage = page(() => import('../pages/docs/DocsIndexPage'), 'DocsIndexPage');
const GuideComingSoonPage = page(() => import('../pages/docs/GuideComingSoonPage'), 'GuideComingSoonPage');
const PermissionViewsDocPage = page(() => import('../pages/docs/PermissionViewsDocPage'), 'PermissionViewsDocPage');
const GettingStartedPage = page(() => import('../pages/docs/GettingStartedPage'), 'GettingStartedPage');
const ComplianceExportPage = page(() => import('../pages/docs/ComplianceExportPage'), 'ComplianceExportPage');
const ApiDocPage = page(() => import('../pages/docs/ApiDocPage'), 'ApiDocPage');
const PurviewRolesPage = page(() => import('../pages/static/PurviewRolesPage'), 'PurviewRolesPage');
const PrivacyPage = page(() => import('../pages/static/PrivacyPage'), 'PrivacyPage');
const ContactPage = page(() => import('../pages/static/ContactPage'), 'ContactPage');
const PermissionsPage = page(() => import('../pages/permissions/PermissionsPage'), 'PermissionsPage');
const PermissionDetailPage = page(() => import('../pages/permissions/PermissionDetailPage'), 'PermissionDetailPage');
const FinderPage = page(() => import('../pages/finder/FinderPage'), 'FinderPage');
const DataPage = page(() => import('../pages/data/DataPage'), 'DataPage');
const ChangesPage = page(() => import('../pages/changes/ChangesPage'), 'ChangesPage');

/** The docs guides that exist as 'guide coming soon' pages (getting-started and compliance-export are written). */
export const GUIDE_SLUGS = ['simulator', 'role-catalog', 'overlap-analysis', 'security-best-practices'] as const;

/** Path pattern -> page, matched in this order; anything else is the not-found page. */
const ROUTES: readonly (readonly [string, LazyPage])[] = [
  ['/', HomePage],
  ['/catalog', CatalogPage],
  ['/simulator', SimulatorPage],
  ['/compare', ComparePage],
  ['/roles', RolesDirectoryPage],
  ['/roles/global-reader', GlobalReaderGuidePage],
  ['/roles/:slug', RoleDetailPage],
  ['/custom-role', CustomRolePage],
  ['/docs', DocsIndexPage],
  ['/docs/permission-views', PermissionViewsDocPage],
  ['/docs/api', ApiDocPage],
  ['/docs/getting-started', GettingStartedPage],
  ['/docs/compliance-export', ComplianceExportPage],
  ['/docs/:guide', GuideComingSoonPage],
  ['/permissions', PermissionsPage],
  ['/permissions/*', PermissionDetailPage],
  ['/finder', FinderPage],
  ['/changes', ChangesPage],
  ['/data', DataPage],
  ['/purview-roles', PurviewRolesPage],
  ['/privacy', PrivacyPage],
  ['/contact', ContactPage],
  // /admin is not implemented: it shows the not-found page (spec section 6).
];

/** The route that shows `path` (relative to the base path), as the Switch below matches it; undefined for the not-found page. */
function routeAt(path: string) {
  return ROUTES.find(([pattern]) => matchesPattern(pattern, path));
}

/** The pattern of the route that shows `path` (relative to the base path), or null for the not-found page. */
export function routePatternOf(path: string): string | null {
  return routeAt(path)?.[0] ?? null;
}

/**
 * Starts downloading the code of the page at `path` (relative to the base path) at once. Otherwise the request goes out
 * only when the first render reaches the route, after the header and layout have rendered: on a phone that is
 * noticeably later, all of it on the way to the page's first content. Resolves when the code is in (at once
 * for pages in the main bundle); a failed load is left for the route's own render to report.
 */
export function preloadPage(path: string): Promise<void> {
  const page = routeAt(path)?.[1];
  return Promise.resolve(page?.preload?.()).then(
    () => {},
    () => {},
  );
}

/** The page for the location; `onMounted` runs once the page's content has first committed (hydrated, on a prerendered page). */
export function AppRoutes({ onMounted }: { onMounted?: () => void }) {
  return (
    <Suspense fallback={<LoadingState>Loading page...</LoadingState>}>
      {/* The Switch matches as routeAt does, line breaks in the path included (route-pattern.ts). */}
      <Router parser={parseRoutePattern}>
        <Switch>
          {ROUTES.map(([pattern, component]) => (
            <Route key={pattern} path={pattern} component={component} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Router>
      <AfterFirstCommit onMounted={onMounted} />
    </Suspense>
  );
}
