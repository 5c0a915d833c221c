// The one route table (spec section 2). Pages load on demand, so the first paint ships only what it needs.
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingState } from '../components/page-state/PageState';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { HomePage } from '../pages/home/HomePage';

function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

const CatalogPage = page(() => import('../pages/catalog/CatalogPage'), 'CatalogPage');
const SimulatorPage = page(() => import('../pages/simulator/SimulatorPage'), 'SimulatorPage');
const ComparePage = page(() => import('../pages/compare/ComparePage'), 'ComparePage');
const RolesDirectoryPage = page(() => import('../pages/roles/RolesDirectoryPage'), 'RolesDirectoryPage');
const RoleDetailPage = page(() => import('../pages/roles/RoleDetailPage'), 'RoleDetailPage');
const GlobalReaderGuidePage = page(() => import('../pages/roles/GlobalReaderGuidePage'), 'GlobalReaderGuidePage');
const DocsIndexPage = page(() => import('../pages/docs/DocsIndexPage'), 'DocsIndexPage');
const GuideComingSoonPage = page(() => import('../pages/docs/GuideComingSoonPage'), 'GuideComingSoonPage');
const PermissionViewsDocPage = page(() => import('../pages/docs/PermissionViewsDocPage'), 'PermissionViewsDocPage');
const PurviewRolesPage = page(() => import('../pages/static/PurviewRolesPage'), 'PurviewRolesPage');
const PrivacyPage = page(() => import('../pages/static/PrivacyPage'), 'PrivacyPage');
const ContactPage = page(() => import('../pages/static/ContactPage'), 'ContactPage');
const PermissionsPage = page(() => import('../pages/permissions/PermissionsPage'), 'PermissionsPage');
const PermissionDetailPage = page(() => import('../pages/permissions/PermissionDetailPage'), 'PermissionDetailPage');
const FinderPage = page(() => import('../pages/finder/FinderPage'), 'FinderPage');

/** The six docs guides that exist as 'guide coming soon' pages. */
export const GUIDE_SLUGS = ['getting-started', 'simulator', 'role-catalog', 'overlap-analysis', 'compliance-export', 'security-best-practices'] as const;

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState>Loading page...</LoadingState>}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/catalog" component={CatalogPage} />
        <Route path="/simulator" component={SimulatorPage} />
        <Route path="/compare" component={ComparePage} />
        <Route path="/roles" component={RolesDirectoryPage} />
        <Route path="/roles/global-reader" component={GlobalReaderGuidePage} />
        <Route path="/roles/:slug" component={RoleDetailPage} />
        <Route path="/docs" component={DocsIndexPage} />
        <Route path="/docs/permission-views" component={PermissionViewsDocPage} />
        <Route path="/docs/:guide" component={GuideComingSoonPage} />
        <Route path="/permissions" component={PermissionsPage} />
        <Route path="/permissions/*" component={PermissionDetailPage} />
        <Route path="/finder" component={FinderPage} />
        <Route path="/purview-roles" component={PurviewRolesPage} />
        <Route path="/privacy" component={PrivacyPage} />
        <Route path="/contact" component={ContactPage} />
        {/* /admin is not implemented: it shows the not-found page (spec section 6). */}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
