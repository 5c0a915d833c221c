// The JSON fallback file as the database tests' source of truth: its rows and each role's expected action sets.
import { readFileSync } from 'node:fs';
import type { StoredRoleRow } from '../../src/data/rows';
import { DATASET_PATH } from '../unit/helpers';

export function datasetRows(): StoredRoleRow[] {
  return JSON.parse(readFileSync(DATASET_PATH, 'utf8'));
}

/** role id -> its own grants as "action" or "action [condition]". */
export function ownGrants(rows: StoredRoleRow[]): Map<string, Set<string>> {
  return new Map(
    rows.map((r) => [
      r.id,
      new Set(
        (r.role_permissions ?? []).map((g) =>
          g.condition ? `${g.permissions!.action} [${g.condition}]` : g.permissions!.action,
        ),
      ),
    ]),
  );
}

/** role id -> own actions plus those of every role reachable through inherits_from (computed here, independently of SQL). */
export function effectiveActions(rows: StoredRoleRow[]): Map<string, Set<string>> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const result = new Map<string, Set<string>>();
  for (const start of rows) {
    const actions = new Set<string>();
    const seen = new Set<string>();
    const queue = [start.id];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const row = byId.get(id);
      for (const g of row?.role_permissions ?? []) actions.add(g.permissions!.action);
      queue.push(...(row?.inherits_from ?? []));
    }
    result.set(start.id, actions);
  }
  return result;
}

/** Groups (role_id, action) rows into role id -> actions. */
export function groupActions(rows: { role_id: string; action: string }[]): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const { role_id, action } of rows) {
    if (!result.has(role_id)) result.set(role_id, new Set());
    result.get(role_id)!.add(action);
  }
  return result;
}
