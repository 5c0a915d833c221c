// The grammar and coverage rules of docs/spec/semantics.md: when one grant covers another action.

/** A permission as a set member: an action string, and the condition it was granted under, if any. */
export interface Grant {
  action: string;
  condition?: string | null;
}

export interface ParsedAction {
  namespace: string;
  /** Entity path segments, e.g. ["accessReviews", "definitions"]. */
  entity: string[];
  /** Property set, or null when the action has only entity/verb after the namespace. */
  propertySet: string | null;
  verb: string;
}

/** The key that identifies a member of a permission set: a conditioned grant is its own member. */
export function permissionKey(action: string, condition?: string | null): string {
  return condition ? `${action} [${condition}]` : action;
}

/** The action of a permission key (permissionKey's first argument). */
export function actionOfKey(key: string): string {
  return key.replace(/ \[.*\]$/, '');
}

/** Splits "namespace/entity.../propertySet/verb"; returns null for strings outside the grammar. */
export function parseAction(action: string): ParsedAction | null {
  const parts = action.split('/');
  if (parts.length < 3 || parts.some((p) => p === '')) return null;
  const [namespace, ...rest] = parts;
  const verb = rest[rest.length - 1];
  if (rest.length === 2) return { namespace, entity: [rest[0]], propertySet: null, verb };
  return { namespace, entity: rest.slice(0, -2), propertySet: rest[rest.length - 2], verb };
}

function entityCovers(g: string[], a: string[]): boolean {
  if (g.length === 1 && g[0] === 'allEntities') return true;
  if (g.length !== a.length) return false;
  for (let i = 0; i < g.length - 1; i++) if (g[i] !== a[i]) return false;
  const gl = g[g.length - 1];
  const al = a[a.length - 1];
  // A dotted subtype of the same entity: applications covers applications.myOrganization.
  return gl === al || al.startsWith(`${gl}.`);
}

function verbCovers(g: string, a: string): boolean {
  return g === 'allTasks' || g === a || (g === 'create' && a === 'createAsOwner');
}

/** Coverage on already parsed actions (the catalog parses each action once). */
export function parsedCovers(pg: ParsedAction | null, pa: ParsedAction | null): boolean {
  if (!pg || !pa) return false;
  if (pg.namespace !== pa.namespace) return false;
  if (!entityCovers(pg.entity, pa.entity)) return false;
  if (pg.propertySet !== 'allProperties' && pg.propertySet !== pa.propertySet) return false;
  return verbCovers(pg.verb, pa.verb);
}

/** Does action g (as a grant) cover action a? Both unconditioned; see semantics.md "When grant G covers action A". */
export function actionCovers(g: string, a: string): boolean {
  return g === a || parsedCovers(parseAction(g), parseAction(a));
}

/** The condition rule on its own: may a grant under condition gc cover a member under condition ac? */
export function conditionAllows(gc: string | null | undefined, ac: string | null | undefined): boolean {
  return !gc || gc === ac;
}

/**
 * Does grant g cover member a? An unconditioned grant covers the conditioned forms of what it covers;
 * a conditioned grant covers only members with the same condition, never the unconditioned action.
 */
export function grantCovers(g: Grant, a: Grant): boolean {
  return parsedGrantCovers(g, parseAction(g.action), a, parseAction(a.action));
}

/** grantCovers on actions parsed beforehand (the catalog parses each action once for all pairs). */
export function parsedGrantCovers(g: Grant, pg: ParsedAction | null, a: Grant, pa: ParsedAction | null): boolean {
  return conditionAllows(g.condition, a.condition) && (g.action === a.action || parsedCovers(pg, pa));
}
