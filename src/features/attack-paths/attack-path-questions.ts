// The engine questions of the attack-path pages, asked the same by their loaders and their components.
import type { EngineCall } from '../../state/engine-answer';

/** Every attack path, with the roles that grant it by containment and those its source names. */
export const ATTACK_PATHS_CALL: EngineCall<'attackPaths'> = ['attackPaths', []];
/** One attack path, as ATTACK_PATHS_CALL answers it (its page embeds that path alone). */
export const attackPathCall = (id: string): EngineCall<'attackPath'> => ['attackPath', [id]];
/** The role-to-role takeover graph, each role's steps to Global Administrator, and the sources of its facts. */
export const TAKEOVER_GRAPH_CALL: EngineCall<'takeoverGraph'> = ['takeoverGraph', []];

/** The address of one path's page. */
export const attackPathPath = (id: string) => `/attack-paths/${encodeURIComponent(id)}`;
