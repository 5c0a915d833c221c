// Custom roles in a share link: their definitions as Graph-shaped JSON, deflated and base64url-coded, after the '#'.
// Opening the link reads them like any import (in the worker, checked against the built-ins): a link is never trusted.
import { useEffect, useState } from 'react';
import { mapSlices, nextTask } from '../../data/next-task';
import { useAtomValue } from 'jotai';
import type { CustomRole } from '../../data/custom-roles';
import { customRolesAtom } from '../../state/custom-roles';
import { customHashText } from './compare-hash';
import { countText, MAX_IMPORT_BYTES } from '../../app/input-limits';
import { packNeeds, unpackNeedText } from '../finder/packed-need';

/**
 * The longest packed part a share link carries. The part after '#' never reaches a server, but chat and mail programs
 * cut long links: 16,000 characters hold a few dozen typical custom roles.
 */
export const MAX_SHARED_ROLES_CHARS = 16_000;

/** One role as a unifiedRoleDefinition object: its actions grouped by condition. */
function sharedDefinition(role: CustomRole) {
  const byCondition = new Map<string | null, string[]>();
  for (const p of role.permissions) {
    const condition = p.condition ?? null;
    const actions = byCondition.get(condition);
    if (actions) actions.push(p.action);
    else byCondition.set(condition, [p.action]);
  }
  return {
    templateId: role.templateId,
    displayName: role.displayName,
    description: role.description,
    isBuiltIn: false,
    rolePermissions: [...byCondition].map(([condition, allowedResourceActions]) => ({
      allowedResourceActions,
      condition,
    })),
  };
}

/** The roles as a list of unifiedRoleDefinition objects: what the import reads back, with the same ids and names. */
export function sharedDefinitions(roles: readonly CustomRole[]): string {
  return JSON.stringify(roles.map(sharedDefinition));
}

/** Definitions written per task: 200 roles of 60 actions written at once made a task of about 50 ms. */
const ROLES_PER_SLICE = 50;

/** The same text as sharedDefinitions, written a slice of roles per task. */
async function sharedDefinitionsInSlices(roles: readonly CustomRole[], pause?: () => Promise<void>): Promise<string> {
  const parts = await mapSlices(
    roles,
    ROLES_PER_SLICE,
    (slice) => JSON.stringify(slice.map(sharedDefinition)).slice(1, -1),
    pause,
  );
  return `[${parts.join(',')}]`;
}

/** The packed definitions of `roles`, or why a link cannot carry them. */
export async function packSharedRoles(
  roles: readonly CustomRole[],
  pause?: () => Promise<void>,
): Promise<{ packed: string } | { tooLarge: string }> {
  // packNeeds of a one-entry list packs that text as it is (the entries are joined with commas).
  const packed = await packNeeds([await sharedDefinitionsInSlices(roles, pause)]);
  if (packed.length <= MAX_SHARED_ROLES_CHARS) return { packed };
  return {
    tooLarge: `The custom roles are too large for a link (${countText(packed.length)} characters packed, at most ${countText(MAX_SHARED_ROLES_CHARS)}): share an export file instead, or compare fewer custom roles.`,
  };
}

/** The definitions' JSON text of a packed part; null when it is no packed part or unpacks past the import limit. */
export async function unpackSharedRoles(packed: string): Promise<string | null> {
  const unpacked = await unpackNeedText(packed, MAX_IMPORT_BYTES);
  return unpacked && !unpacked.cut ? unpacked.text : null;
}

/**
 * The part after '#' of an address that opens these imported roles' comparison in any tab: '#custom=<ids>' at once,
 * with '&roles=<packed>' once the definitions are packed (when they fit in a link). A comparison opened in a new tab
 * (middle click, 'Open in new tab') has none of this page's memory: it imports them from the address, as a share link.
 */
export function useCustomRolesHash(ids: readonly string[]): string {
  const imported = useAtomValue(customRolesAtom);
  const key = ids.join(',');
  const [packed, setPacked] = useState<{ key: string; packed: string } | null>(null);
  useEffect(() => {
    if (key === '') return;
    let current = true;
    // In a task of its own: packing 200 definitions takes tens of milliseconds, and this effect runs inside the click
    // that changed the selection ('Select all').
    void nextTask()
      .then(() => {
        if (!current) return null;
        const byId = new Map(imported.map((role) => [role.templateId, role]));
        return packSharedRoles(key.split(',').flatMap((id) => byId.get(id) ?? []));
      })
      .then(
        (result) => current && result && 'packed' in result && setPacked({ key, packed: result.packed }),
        () => {}, // not packed: the address carries the ids only, and the other tab says to import them
      );
    return () => {
      current = false;
    };
  }, [key, imported]);
  return customHashText(ids, packed?.key === key ? packed.packed : undefined);
}
