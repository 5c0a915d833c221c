// Each attack path with the roles that grant it by containment and the roles its source names, and where they disagree.
import type { Catalog } from '../catalog';
import { ENTRA_SERVICE } from './attack-paths';
import { grantsAction } from './role-capability';
import type { RoleRef } from './role-graph';
import type { AttackPath, AttackPathRole, TakeoverSource } from './takeover-file';

/** A role that grants a path by containment, with the path's actions it grants. */
export interface GrantingRoleRef extends RoleRef {
  actions: string[];
}

/** One path, its facts and both readings of who opens it. */
export interface AttackPathAnswer extends AttackPath {
  /** The path names at least one EntraID action, so containment can say which roles open it. */
  checkable: boolean;
  /** Roles of the catalog (built-in, and imported custom roles) that grant any of its EntraID actions. */
  grantedBy: GrantingRoleRef[];
  /** The roles the source names. */
  namedBySource: AttackPathRole[];
  /** Where containment and the source disagree (built-in Entra roles only; empty when not checkable). */
  disagreement: {
    /** Entra roles the source names that grant none of the path's actions in the dataset. */
    namedButNotGranting: AttackPathRole[];
    /** Built-in roles that grant one of its actions, which the source does not name. */
    grantingButNotNamed: GrantingRoleRef[];
  };
}

/** attackPaths()'s answer. */
export interface AttackPathsAnswer {
  source: TakeoverSource;
  datasetDate: string;
  paths: AttackPathAnswer[];
}

function answerPath(catalog: Catalog, path: AttackPath): AttackPathAnswer {
  const entra = path.actions.filter((a) => a.service === ENTRA_SERVICE).map((a) => a.action);
  const grantedBy: GrantingRoleRef[] = [];
  catalog.roles.forEach((role, i) => {
    const actions = entra.filter((action) => grantsAction(catalog, i, action));
    if (actions.length > 0)
      grantedBy.push({ templateId: role.templateId, name: role.name, builtIn: role.builtIn !== false, actions });
  });
  const checkable = entra.length > 0;
  const granting = new Set(grantedBy.map((r) => r.templateId));
  const named = new Set(path.roles.map((r) => r.templateId).filter((id) => id !== null));
  return {
    ...path,
    checkable,
    grantedBy,
    namedBySource: path.roles,
    disagreement: {
      namedButNotGranting: checkable
        ? path.roles.filter(
            (r) => r.service === ENTRA_SERVICE && (r.templateId === null || !granting.has(r.templateId)),
          )
        : [],
      grantingButNotNamed: checkable ? grantedBy.filter((r) => r.builtIn && !named.has(r.templateId)) : [],
    },
  };
}

/** Every path of the file, answered against the catalog (built-in and loaded custom roles). */
export function attackPathsAnswer(
  catalog: Catalog,
  paths: readonly AttackPath[],
  source: TakeoverSource,
  datasetDate: string,
): AttackPathsAnswer {
  return { source, datasetDate, paths: paths.map((path) => answerPath(catalog, path)) };
}
