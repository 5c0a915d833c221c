// Turns the engine's pair detail (permission keys) into the drawer's entries, its verdicts and its plain-text copy.
import type { Permission, Role } from '../../../data/role-model';
import type { TierLevel } from '../../../data/rows';
import { permissionKey } from '@engine/permission-grammar';
import type { ComparisonLabels } from '../../../../workers/compare-page';

/** One permission as the drawer lists it. */
export interface PermissionEntry {
  key: string;
  action: string;
  description: string;
  /** Graph condition such as "$ResourceIsSelf", or null. */
  condition: string | null;
  /** Microsoft's per-action privileged label (preview). */
  privileged: boolean;
  /** EntraOps tier of the action, null when the dataset has none. */
  tier: TierLevel | null;
}

/** Badge words for the conditions built-in roles use (semantics.md, "Conditions"). */
const CONDITION_BADGES: Record<string, string> = { $ResourceIsSelf: 'Self', $SubjectIsOwner: 'Owner' };

export function conditionBadge(condition: string): string {
  return CONDITION_BADGES[condition] ?? condition.replace(/^\$/, '');
}

/** Every permission of the roles by member key (action, or "action [$Condition]"). */
export function permissionIndex(roles: readonly Pick<Role, 'permissions'>[]): Map<string, Permission> {
  const index = new Map<string, Permission>();
  for (const role of roles) for (const p of role.permissions) index.set(permissionKey(p.action, p.condition), p);
  return index;
}

const CONDITIONED_KEY = /^(.+) \[(\$[^\]]+)\]$/;

/**
 * A comparison's labels by member key: the dataset's, which the worker sends for the result's permissions, indexed like
 * `actions`. A permission the dataset does not have (an imported role's own action) has none: toEntries labels it as
 * the import does, by its action, unprivileged and untiered.
 */
export function labelIndex(actions: readonly string[], labels: ComparisonLabels): Map<string, Permission> {
  const index = new Map<string, Permission>();
  actions.forEach((key, i) => {
    const description = labels.descriptions[i];
    if (description === null) return;
    const parsed = CONDITIONED_KEY.exec(key);
    const tier = labels.tiers[i];
    const permission: Permission = {
      action: parsed?.[1] ?? key,
      description,
      privileged: labels.privileged[i] === 1,
      tier: tier < 0 ? null : (tier as TierLevel),
    };
    if (parsed) permission.condition = parsed[2];
    index.set(key, permission);
  });
  return index;
}

/** Describes member keys; a key the index does not know (an action the dataset lacks) shows its action. */
export function toEntries(keys: string[], index: ReadonlyMap<string, Permission>): PermissionEntry[] {
  return keys.map((key) => {
    const known = index.get(key);
    const parsed = CONDITIONED_KEY.exec(key);
    const action = known?.action ?? parsed?.[1] ?? key;
    return {
      key,
      action,
      description: known?.description ?? action,
      condition: known?.condition ?? parsed?.[2] ?? null,
      privileged: known?.privileged ?? false,
      tier: known?.tier ?? null,
    };
  });
}

const permissions = (count: number) => `${count} ${count === 1 ? 'permission' : 'permissions'}`;

/** What replacing role `from` with role `to` would add: the permissions only `to` has. */
export function replacementVerdict(from: string, to: string, onlyInTo: PermissionEntry[]): string {
  if (onlyInTo.length === 0) return `Replacing ${from} with ${to} grants no new permissions`;
  const privileged = onlyInTo.filter((e) => e.privileged).length;
  return `${to} grants ${permissions(onlyInTo.length)} that ${from} does not (${privileged} privileged)`;
}

/** One permission on one line of the copied text. */
function entryLine(entry: PermissionEntry): string {
  const marks = [
    entry.condition ? conditionBadge(entry.condition) : null,
    entry.privileged ? 'Privileged' : null,
    entry.tier !== null ? `Tier ${entry.tier}` : null,
  ].filter(Boolean);
  const tags = marks.length ? ` [${marks.join(', ')}]` : '';
  const description = entry.description !== entry.action ? ` — ${entry.description}` : '';
  return `- ${entry.action}${tags}${description}`;
}

export interface CopySection {
  heading: string;
  entries: PermissionEntry[];
  emptyText: string;
}

/** The drawer as plain text: headings with counts, one permission a line. */
export function overlapDetailsText(header: string[], sections: CopySection[]): string {
  const blocks = sections.map((s) =>
    [`${s.heading} (${s.entries.length})`, ...(s.entries.length ? s.entries.map(entryLine) : [s.emptyText])].join('\n'),
  );
  return `${[header.join('\n'), ...blocks].join('\n\n')}\n`;
}
