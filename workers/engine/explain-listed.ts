// A role's permissions in the Listed view: what it lists itself, nothing to work out. Kept apart from explain.ts (and
// its bitsets) so a page can tell the Listed view, which needs no engine question, without bundling the engine.
import type { PermissionView } from './catalog';
import type { ExplainedPermission } from './explain';
import { permissionKey, type Grant } from './permission-grammar';

/** The Listed view (LISTED_VIEW): neither inherited nor wildcard-covered permissions. */
export function isListedView(view: PermissionView): boolean {
  return !view.inherit && !view.wildcards;
}

/** Every distinct member of `grants`, sorted by key (code-unit order, as the catalog sorts its keys), each listed. */
export function explainListed(grants: readonly Grant[]): ExplainedPermission[] {
  const byKey = new Map<string, ExplainedPermission>();
  for (const g of grants) {
    const key = permissionKey(g.action, g.condition);
    if (!byKey.has(key))
      byKey.set(key, { key, action: g.action, condition: g.condition || null, how: { kind: 'listed' } });
  }
  return [...byKey.keys()].sort().map((key) => byKey.get(key)!);
}
