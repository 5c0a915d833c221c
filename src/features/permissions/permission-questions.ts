// The engine questions of the permission pages (workers/permission-page.ts), asked the same by their loaders and their
// components.
import type { PermissionView } from '@engine/catalog';
import type { EngineCall } from '../../state/engine-answer';

/** Every action of the built-in roles with its labels: what /permissions lists, searches and exports. */
export const PERMISSIONS_INDEX_CALL: EngineCall<'permissionsIndex'> = ['permissionsIndex', []];

/** The page of the action a /permissions/* path names: its entry, or the closest actions when there is none. */
export const permissionPageCall = (action: string): EngineCall<'permissionPage'> => ['permissionPage', [action]];

/**
 * The roles granting each form of the action in `view`. Not a dataset question: with wildcards on, the actions of the
 * visitor's custom roles join those a built-in wildcard covers, so the roles' counts change when they are imported.
 */
export function permissionGrantsCall(action: string, view: PermissionView): EngineCall<'permissionGrants'> {
  return ['permissionGrants', [action, { inherit: view.inherit, wildcards: view.wildcards }]];
}
