// The dataset's permissions as a browsable index: one entry per action, with its labels and the conditions it is granted under.
import type { Role } from '../../data/role-model';
import type { TierLevel } from '../../data/rows';
import { permissionKey } from '@engine/permission-grammar';
import { MAX_ACTION_LENGTH } from '../../app/input-limits';

/** One action of the dataset, as the permissions pages show it. */
export interface PermissionEntry {
  action: string;
  description: string;
  /** Microsoft's privileged label (preview). */
  privileged: boolean;
  /** EntraOps tier, null when unclassified. */
  tier: TierLevel | null;
  namespace: string;
  /** Some role grants the action without a condition. */
  unconditioned: boolean;
  /** Conditions some role grants the action under ($ResourceIsSelf, $SubjectIsOwner), sorted. */
  conditions: string[];
}

export interface PermissionIndex {
  /** Sorted by action. */
  entries: PermissionEntry[];
  byAction: Map<string, PermissionEntry>;
  namespaces: string[];
  /** Every member key of the dataset (an action, or "action [$Condition]"), sorted: what the finder can need. */
  keys: string[];
}

function build(roles: Role[]): PermissionIndex {
  const byAction = new Map<string, PermissionEntry>();
  const keys = new Set<string>();
  for (const role of roles) {
    for (const p of role.permissions) {
      let entry = byAction.get(p.action);
      if (!entry) {
        entry = {
          action: p.action,
          description: p.description,
          privileged: p.privileged,
          tier: p.tier,
          namespace: p.action.split('/')[0],
          unconditioned: false,
          conditions: [],
        };
        byAction.set(p.action, entry);
      }
      if (!p.condition) entry.unconditioned = true;
      else if (!entry.conditions.includes(p.condition)) entry.conditions.push(p.condition);
      keys.add(permissionKey(p.action, p.condition));
    }
  }
  const entries = [...byAction.values()].sort((a, b) => (a.action < b.action ? -1 : a.action > b.action ? 1 : 0));
  for (const e of entries) e.conditions.sort();
  return {
    entries,
    byAction: new Map(entries.map((e) => [e.action, e])),
    namespaces: [...new Set(entries.map((e) => e.namespace))].sort(),
    keys: [...keys].sort(),
  };
}

const cache = new WeakMap<Role[], PermissionIndex>();

/** The index of a role list, built once per loaded list and shared by every page. */
export function permissionIndexOf(roles: Role[]): PermissionIndex {
  let index = cache.get(roles);
  if (!index) {
    index = build(roles);
    cache.set(roles, index);
  }
  return index;
}

/** The in-app path of an action's page: the action appended as is, slashes included. */
export function permissionPath(action: string): string {
  return `/permissions/${action}`;
}

/** Splits a member key "action [$Condition]" into its action and condition. */
export function splitPermissionKey(key: string): { action: string; condition: string | null } {
  const match = /^(.*?)\s*\[(\$[A-Za-z]+)\]$/.exec(key.trim());
  return match ? { action: match[1], condition: match[2] } : { action: key.trim(), condition: null };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A malformed %-sequence: show the text as typed rather than fail.
    return text;
  }
}

/**
 * The action a /permissions/* path names: percent-decoded when well formed, trailing slash and any condition dropped.
 * A path far longer than any action (MAX_ACTION_LENGTH) is returned decoded only: it names none, and the patterns
 * below backtrack on long runs of slashes or spaces.
 */
export function actionFromPathParam(raw: string | undefined): string {
  const decoded = safeDecode(raw ?? '');
  if (decoded.length > 2 * MAX_ACTION_LENGTH) return decoded;
  return splitPermissionKey(decoded.replace(/\/+$/, '')).action;
}
