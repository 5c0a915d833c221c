import { useEffect, useRef, type ReactNode } from 'react';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { Router, useLocation, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { ErrorBoundary } from '../components/error-boundary/ErrorBoundary';
import { Layout } from '../components/layout/Layout';
import { ToastProvider } from '../components/toast/ToastProvider';
import { BASE_PATH } from './base-path';
import { AppRoutes } from './routes';
import '../styles/global.css';

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
