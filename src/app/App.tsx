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
  /** The server render's path and query (wouter's SSR location), relative to the base path. */
  ssrPath?: string;
  ssrSearch?: string;
  /** Called once, after the first commit (for a hydrated page: once hydration is done). */
  onMounted?: () => void;
}

function AfterFirstCommit({ onMounted }: { onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return null;
}

export function App({ locationHook, searchHook, store, ssrPath, ssrSearch, onMounted }: AppProps) {
  const routerProps = locationHook
    ? { hook: locationHook, searchHook }
    : { base: BASE_PATH, ...(ssrPath === undefined ? {} : { ssrPath: `${BASE_PATH}${ssrPath}`, ssrSearch }) };
  return (
    <JotaiProvider store={store}>
      <Router {...routerProps}>
        <ToastProvider>
          <ScrollToTopOnNavigate />
          <AfterFirstCommit onMounted={onMounted} />
          <Layout>
            <ErrorBoundary>
              <AppRoutes />
            </ErrorBoundary>
          </Layout>
        </ToastProvider>
      </Router>
    </JotaiProvider>
  );
}
