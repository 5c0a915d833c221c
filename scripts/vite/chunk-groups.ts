// How the build splits the code into files: the entry's code in one file, each page in one, and what pages share in one.
//
// Left to the bundler's automatic splitting, every module shared by two pages became a file of its own, and a page
// asked for many small scripts. Over HTTP/1.1 a browser opens at most six connections per host, so those requests
// queue behind each other, each a round trip, and on a slow connection the first and largest paints wait for them.
// Grouped as below, a page asks for a handful of scripts (tests/e2e/budgets.test.ts caps the count); what that did to
// Lighthouse's paints is in reports/PERFORMANCE.md.
import type { Rolldown } from 'vite';

type CodeSplittingOptions = Rolldown.CodeSplittingOptions;

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** Whether the module is `root` or statically imported, directly or through others, by a module `root` matches. */
export function makeReachableFrom(root: RegExp): (id: string, graph: ModuleGraph) => boolean {
  const known = new Map<string, boolean>();
  const reachable = (id: string, graph: ModuleGraph): boolean => {
    const seen = known.get(id);
    if (seen !== undefined) return seen;
    known.set(id, false); // an import cycle back here adds nothing
    const result =
      root.test(id) || (graph.getModuleInfo(id)?.importers.some((importer) => reachable(importer, graph)) ?? false);
    known.set(id, result);
    return result;
  };
  return reachable;
}

/** The app's code (src/app/App.tsx and what it imports), which the entry imports with the page's code. */
const APP_ROOT = /[\\/]src[\\/]app[\\/]App\.tsx$/;
/** The entry (src/main.tsx): what it imports stays in its own file, loaded with the HTML. */
const ENTRY_ROOT = /[\\/]src[\\/]main\.tsx$/;

/** A page component (its own file, loaded by its route) as opposed to the page's styles or helpers. */
const PAGE_COMPONENT = /[\\/]src[\\/]pages[\\/].*\.tsx$/;
/** Libraries stay in the files the bundler gives them (Ariakit's dialogs and tabs load only with what uses them), except comlink: 2 kB that every worker-backed page needs. */
const LIBRARY = /node_modules/;
const SHARED_LIBRARY = /node_modules[\\/]comlink[\\/]/;

/**
 * `app`: everything src/app/App.tsx imports, in one file (instead of it and four satellites), except what the entry
 * (src/main.tsx) imports too: that stays in the entry's file.
 * `common`: the app's own modules that two or more pages share and neither the app nor the entry imports (badges,
 * links, the view switch...), in one file of about 9 kB gzip that every data page asks for along with its own. A module
 * the entry imports kept out of it: in `common`, it made the entry's file and `common` import each other.
 */
export function chunkGroups(): CodeSplittingOptions {
  const appReachable = makeReachableFrom(APP_ROOT);
  const bootReachable = makeReachableFrom(ENTRY_ROOT);
  const inApp = (id: string, graph: ModuleGraph) => appReachable(id, graph) && !bootReachable(id, graph);
  return {
    // Only the modules named here: a group that took in its modules' imports too pulled the entry's code into `common`.
    includeDependenciesRecursively: false,
    groups: [
      { name: (id, graph) => (inApp(id, graph) ? 'app' : null), debugName: 'app', priority: 2 },
      {
        name: (id, graph) =>
          (!LIBRARY.test(id) || SHARED_LIBRARY.test(id)) &&
          !PAGE_COMPONENT.test(id) &&
          !appReachable(id, graph) &&
          !bootReachable(id, graph)
            ? 'common'
            : null,
        debugName: 'common',
        minShareCount: 2,
        priority: 1,
      },
    ],
  };
}
