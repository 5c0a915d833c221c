// Reads EntraOps' attack paths (data/source/attack-paths/attack-paths.json) with RolePrism's own explanations.
import type { AttackPath, AttackPathSet } from './takeover-file';

/** The service of a directory action, the only kind a role definition can grant. */
export const ENTRA_SERVICE = 'EntraID';

/** Thrown for a path the parser cannot read: the build stops instead of shipping a wrong path. */
export class AttackPathSourceError extends Error {}

export interface ParsedAttackPaths {
  set: AttackPathSet;
  /** Entra roles a path names that the dataset lacks, as "PATH: ROLE". */
  unknownRoles: string[];
  /** Roles of other services (Azure RBAC, Intune, entitlement management): kept, never matched to a directory role. */
  otherServiceRoles: string[];
  /** Paths with no explanation of RolePrism's, and explanations of no path. */
  unexplained: string[];
  explainedUnknown: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown, where: string): string => {
  if (typeof value !== 'string' || value.trim() === '') throw new AttackPathSourceError(`${where}: not a text`);
  return value;
};
const list = (value: unknown, where: string): Record<string, unknown>[] => {
  if (!Array.isArray(value) || !value.every(isObject)) throw new AttackPathSourceError(`${where}: not a list`);
  return value;
};

/** The source's commit date: the "(YYYY-MM-DD)" that ends its text. */
function sourceDate(source: string): string {
  const date = /\((\d{4}-\d{2}-\d{2})\)\s*$/.exec(source);
  if (!date) throw new AttackPathSourceError('attack-paths.json: its source names no date "(YYYY-MM-DD)"');
  return date[1];
}

function readPath(
  value: Record<string, unknown>,
  explanations: Readonly<Record<string, string>>,
  templateIdOf: (name: string) => string | null,
  out: ParsedAttackPaths,
): AttackPath {
  const id = text(value.id, 'an attack path id');
  const roles = list(value.roles, `${id} roles`).map((r) => {
    const service = text(r.service, `${id} role service`);
    const role = text(r.role, `${id} role`);
    const templateId = service === ENTRA_SERVICE ? templateIdOf(role) : null;
    if (service !== ENTRA_SERVICE) out.otherServiceRoles.push(`${id}: ${service} ${role}`);
    else if (templateId === null) out.unknownRoles.push(`${id}: ${role}`);
    return { service, role, templateId };
  });
  const explanation = Object.hasOwn(explanations, id) ? explanations[id] : null;
  if (explanation === null) out.unexplained.push(id);
  return {
    id,
    name: text(value.name, `${id} name`),
    severity: text(value.severity, `${id} severity`),
    targetTier: text(value.targetTier, `${id} targetTier`),
    basedOn: typeof value.basedOn === 'string' ? value.basedOn : null,
    actions: list(value.actions, `${id} actions`).map((a) => ({
      service: text(a.service, `${id} action service`),
      action: text(a.action, `${id} action`),
    })),
    roles,
    permissions: list(value.permissions ?? [], `${id} permissions`).map((p) => ({
      api: text(p.api, `${id} permission api`),
      permission: text(p.permission, `${id} permission`),
      type: text(p.type, `${id} permission type`),
    })),
    references: list(value.references ?? [], `${id} references`).map((r) => ({
      title: text(r.title, `${id} reference title`),
      url: text(r.url, `${id} reference url`),
    })),
    explanation,
  };
}

/**
 * The paths of `json` (attack-paths.json: `source`, `licence`, `paths`), each with RolePrism's explanation from
 * `explanations` (by id) and its Entra roles matched by `templateIdOf`. What does not match is listed, never dropped.
 */
export function parseAttackPaths(
  json: unknown,
  explanations: Readonly<Record<string, string>>,
  templateIdOf: (name: string) => string | null,
): ParsedAttackPaths {
  if (!isObject(json)) throw new AttackPathSourceError('attack-paths.json: not an object');
  const source = text(json.source, 'attack-paths.json source');
  const out: ParsedAttackPaths = {
    set: {
      source: {
        title: 'EntraOps Classification Explorer: attack paths',
        url: 'https://github.com/Cloud-Architekt/AzurePrivilegedIAM/tree/main/ClassificationExplorer/content/attack-paths',
        mirror: source,
        date: sourceDate(source),
        licence: text(json.licence, 'attack-paths.json licence'),
      },
      paths: [],
    },
    unknownRoles: [],
    otherServiceRoles: [],
    unexplained: [],
    explainedUnknown: [],
  };
  const seen = new Set<string>();
  for (const value of list(json.paths, 'attack-paths.json paths')) {
    const path = readPath(value, explanations, templateIdOf, out);
    if (seen.has(path.id)) throw new AttackPathSourceError(`attack-paths.json: ${path.id} twice`);
    seen.add(path.id);
    out.set.paths.push(path);
  }
  out.explainedUnknown = Object.keys(explanations).filter((id) => !seen.has(id));
  return out;
}
