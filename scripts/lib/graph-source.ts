// Reads the public source files (Graph export, docs descriptions, labels, tiers) into one normalised dataset.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoredRoleRow, TierLevel } from '../../src/data/rows';
import { exportRoles } from './history-source';
import { readDocsSources, type DocsRoleTable } from './docs-reconcile';

export interface GraphRole {
  id: string;
  templateId?: string | null;
  displayName: string;
  description?: string | null;
  isBuiltIn: boolean;
  isPrivileged?: boolean;
  inheritsPermissionsFrom?: { id: string }[];
  rolePermissions?: { allowedResourceActions: string[]; condition?: string | null }[];
}

interface ClassificationEntry {
  tierLevel: number;
}

export interface SourceFiles {
  graph: { value: GraphRole[] };
  descriptions: Record<string, string>;
  privilegedActions: string[];
  classification: {
    actions: Record<string, ClassificationEntry[]>;
    roles: Record<string, { tierLevel: number }>;
  };
  notes: Record<string, string[] | string>;
}

export interface DatasetInfo {
  date: string;
  source: string;
}

export function readSourceFiles(dir: string, graphFile = 'roles.graph.json'): SourceFiles {
  const read = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
  return {
    // Graph beta's { value: [...] } or a v1.0 bare array: the same role list either way.
    graph: { value: exportRoles(read(graphFile), graphFile) },
    descriptions: withTableDescriptions(read('action-descriptions.json'), readDocsSources(dir).tables),
    privilegedActions: read('privileged-actions.json'),
    classification: read('classification.entraops.json'),
    notes: read('role-notes.json'),
  };
}

/**
 * The docs descriptions, completed from the per-role docs tables (data/source/docs/roles) for actions they lack: an
 * action new in Graph is often described in the newest role tables first. The newest table wins; verbatim.
 */
export function withTableDescriptions(
  descriptions: Record<string, string>,
  tables: readonly DocsRoleTable[],
): Record<string, string> {
  const out = { ...descriptions };
  const newestFirst = [...tables].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  for (const table of newestFirst)
    for (const { action, description } of table.actions)
      if (description && !Object.hasOwn(out, action)) out[action] = description;
  return out;
}

/** A classification tier level as the dataset stores it; null when unclassified. */
export function tierOf(level: number | undefined): TierLevel | null {
  return level === 0 || level === 1 || level === 2 ? level : null;
}

/** The most privileged (lowest) tier any classification entry gives an action. */
function actionTier(entries: ClassificationEntry[] | undefined): TierLevel | null {
  if (!entries || entries.length === 0) return null;
  return tierOf(Math.min(...entries.map((e) => e.tierLevel)));
}

/** Builds the stored rows (the shape of roles_with_permissions.json) from the source files. */
export function buildRows(src: SourceFiles, info: DatasetInfo): StoredRoleRow[] {
  const privileged = new Set(src.privilegedActions);
  const rows = src.graph.value.map((role): StoredRoleRow => {
    const templateId = role.templateId || role.id;
    const seen = new Set<string>();
    const grants: StoredRoleRow['role_permissions'] = [];
    for (const block of role.rolePermissions ?? []) {
      const condition = block.condition || null;
      for (const action of block.allowedResourceActions) {
        const key = `${action}\u0000${condition ?? ''}`;
        if (seen.has(key)) continue;
        seen.add(key);
        grants.push({
          condition,
          permissions: {
            action,
            friendly_description: src.descriptions[action] ?? null,
            is_privileged: privileged.has(action),
            tier: actionTier(src.classification.actions[action]),
          },
        });
      }
    }
    grants.sort(
      (a, b) =>
        a.permissions!.action.localeCompare(b.permissions!.action) ||
        (a.condition ?? '').localeCompare(b.condition ?? ''),
    );
    const notes = src.notes[templateId];
    return {
      id: role.id,
      display_name: role.displayName,
      template_id: templateId,
      description: role.description ?? '',
      is_builtin: role.isBuiltIn === true,
      is_privileged: role.isPrivileged === true,
      tier: tierOf(src.classification.roles[templateId]?.tierLevel),
      inherits_from: (role.inheritsPermissionsFrom ?? []).map((r) => r.id),
      notes: Array.isArray(notes) ? notes : [],
      dataset_date: info.date,
      dataset_source: info.source,
      role_permissions: grants,
    };
  });
  return rows.sort((a, b) => a.display_name.localeCompare(b.display_name));
}
