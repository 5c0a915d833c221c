// The app: the store, the router and the layout around the page the route table (src/app/route-table.ts) matches,
// each page's code loaded on demand.
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { Route, Router, Switch, useLocation, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { ErrorBoundary } from '../components/error-boundary/ErrorBoundary';
import { Layout } from '../components/layout/Layout';
import { LoadingState } from '../components/page-state/PageState';
import { ToastProvider } from '../components/toast/ToastProvider';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { BASE_PATH } from './base-path';
import { loadModule, useLoadedModule } from './loaded-module';
import { pageComponent, pageModule, routeParser, ROUTES, type AppRoute } from './route-table';
import '../styles/global.css';

/**
 * A route's page: rendered straight away once its code is in (preloadPage, route-table.ts), else a loading state until it is. Not
 * lazy() under Suspense, which would hold the page back for React's fallback throttle (see loaded-module.ts).
 */
function RoutePage({ route }: { route: AppRoute }) {
  const load = pageModule(route);
  const module = useLoadedModule(load);
  useEffect(() => void loadModule(load), [load]);
  if (!module) return <LoadingState>Loading page...</LoadingState>;
  const Page = pageComponent(route, module);
  return <Page />;
}

/** Calls `onMounted` after the first commit of the part of the tree it sits in (hydrated, on a prerendered page). */
function AfterFirstCommit({ onMounted }: { onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return null;
}

/** The page for the location; `onMounted` runs once the page's content has first committed (hydrated, on a prerendered page). */
function AppRoutes({ onMounted }: { onMounted?: () => void }) {
  return (
    <Suspense fallback={<LoadingState>Loading page...</LoadingState>}>
      {/* The Switch matches as routeAt does, line breaks in the path included (routeParser). */}
      <Router parser={routeParser}>
        <Switch>
          {ROUTES.map((route) => (
            <Route key={route.pattern} path={route.pattern}>
              <RoutePage route={route} />
            </Route>
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Router>
      <AfterFirstCommit onMounted={onMounted} />
    </Suspense>
  );
}

/**
 * Scrolls to the top when the app navigates to another page. Not on its first render: the browser has placed the page
 * already (at a #fragment, where a reload left it, or where the visitor scrolled the prerendered page before its code
 * arrived), and jumping to the top would undo that.
 */
function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    window.scrollTo?.(0, 0);
  }, [location]);
  return null;
}

export interface AppProps {
  /** Tests pass wouter's memoryLocation hooks; the real app uses the browser location. */
  locationHook?: BaseLocationHook;
  searchHook?: BaseSearchHook;
  store?: ReturnType<typeof createStore>;
  children?: ReactNode;
  /**
   * The server render's path and query (wouter's SSR location), relative to the base path. The client passes the
   * prerendered page's own when it hydrates: a part that React hydrates after a link was followed (the page's content
   * hydrates after the layout) then still matches the HTML, and moves to the new location straight after.
   */
  ssrPath?: string;
  ssrSearch?: string;
  /** Called once, after the first commit of the page's content (for a hydrated page: once the content is hydrated). */
  onPageMounted?: () => void;
}

export function App({ locationHook, searchHook, store, ssrPath, ssrSearch, onPageMounted }: AppProps) {
  const routerProps = locationHook
    ? { hook: locationHook, searchHook }
    : { base: BASE_PATH, ...(ssrPath === undefined ? {} : { ssrPath: `${BASE_PATH}${ssrPath}`, ssrSearch }) };
  return (
    <JotaiProvider store={store}>
      <Router {...routerProps}>
        <ToastProvider>
          <ScrollToTopOnNavigate />
          <Layout>
            <ErrorBoundary>
              <AppRoutes onMounted={onPageMounted} />
            </ErrorBoundary>
          </Layout>
        </ToastProvider>
      </Router>
    </JotaiProvider>
  );
}
