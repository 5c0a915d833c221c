// One principal's detail: the union of its roles' permissions in a chosen view, and the proven-minimal set of its roles.
import { analyzeSelection } from '../analyze';
import { andNotInto, createBitset, forEachBit, orInto } from '../bitset';
import { viewLabel, viewSets, type Catalog, type PermissionView } from '../catalog';

export interface PrincipalPermissions {
  view: PermissionView;
  viewLabel: string;
  /** The principal's known roles (distinct), as given. */
  roles: { templateId: string; name: string; permissionCount: number }[];
  /** Template ids the catalog does not know (unknown role definitions): left out of the union. */
  unknownIds: string[];
  /** Every permission key the roles hold together in the view, sorted. */
  union: string[];
  /** The smallest set of the roles that keeps the union (template ids), and whether the engine proved it minimal. */
  minimalSet: string[];
  minimalSetNames: string[];
  minimalSetProven: boolean;
  /** The roles outside the minimal set: dropping them removes `removedByDropping` (nothing, by construction). */
  droppedRoles: string[];
  removedByDropping: string[];
}

/** The union and minimal role set of a principal's roles (its assignments' template ids, repeats allowed). */
export function principalPermissions(
  catalog: Catalog,
  templateIds: readonly string[],
  view: PermissionView,
): PrincipalPermissions {
  const distinct = [...new Set(templateIds)];
  const result = analyzeSelection(catalog, distinct, view);
  const known = result.roles.map((r) => r.templateId);
  const minimalSet = result.minimalSet.map((i) => known[i]);
  const sets = viewSets(catalog, view);
  const kept = createBitset(catalog.keys.length);
  for (const id of minimalSet) orInto(kept, sets[catalog.indexByTemplateId.get(id)!]);
  const lost = createBitset(catalog.keys.length);
  for (const id of known) orInto(lost, sets[catalog.indexByTemplateId.get(id)!]);
  andNotInto(lost, kept);
  const removedByDropping: string[] = [];
  forEachBit(lost, (id) => removedByDropping.push(catalog.keys[id]));
  return {
    view,
    viewLabel: viewLabel(view),
    roles: result.roles,
    unknownIds: result.unknownIds,
    union: result.actions,
    minimalSet,
    minimalSetNames: result.minimalSetNames,
    minimalSetProven: result.minimalSetProven,
    droppedRoles: known.filter((id) => !minimalSet.includes(id)),
    removedByDropping,
  };
}
