// The engine questions of the attack-path pages, asked the same by their loaders and their components.
import { GLOBAL_ADMINISTRATOR } from '@engine/assignments/review';
import type { EngineCall } from '../../state/engine-answer';

/** Every attack path, with the roles that grant it by containment and those its source names. */
export const ATTACK_PATHS_CALL: EngineCall<'attackPaths'> = ['attackPaths', []];
/** The role-to-role takeover graph and each role's steps to Global Administrator. */
export const TAKEOVER_GRAPH_CALL: EngineCall<'takeoverGraph'> = ['takeoverGraph', []];
/** Global Administrator's takeover facts: the graph's sources (Microsoft's reset matrix, the role definitions). */
export const TARGET_TAKEOVER_CALL: EngineCall<'roleTakeover'> = ['roleTakeover', [GLOBAL_ADMINISTRATOR]];

/** The address of one path's page. */
export const attackPathPath = (id: string) => `/attack-paths/${encodeURIComponent(id)}`;
