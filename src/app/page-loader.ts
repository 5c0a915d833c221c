// A route's loader: the engine questions its page asks in its first render, declared beside the page (a page module's
// `loader` export) so that the build answers them before its one render of the page (src/entry-server.tsx). The page's
// hooks build the same questions from the same functions, so their keys find the answers the HTML embeds.
import type { Role } from '../data/role-model';
import type { EngineQuestionOf } from '../state/engine-answer';

/** What a loader knows of the page: its path (relative to the base path) and the dataset's roles, by display name. */
export interface LoaderContext {
  path: string;
  roles: readonly Role[];
}

export type PageLoader = (context: LoaderContext) => readonly EngineQuestionOf<unknown>[];
