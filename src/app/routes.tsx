// The app's router: wouter renders the route table (src/app/route-table.ts), each page's code loaded on demand.
import { Suspense, useEffect } from 'react';
import { Route, Router, Switch } from 'wouter';
import { LoadingState } from '../components/page-state/PageState';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { loadModule, useLoadedModule } from './loaded-module';
import { pageComponent, pageModule, routeParser, ROUTES, type AppRoute } from './route-table';

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
export function AppRoutes({ onMounted }: { onMounted?: () => void }) {
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
