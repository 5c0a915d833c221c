// Issue 39's reach written as a plain BFS over Sets of strings, as the bench's reference: every in-edge walked once.
import type { Assignment } from '../../workers/engine/assignments/assignment-model';
import type { EngineRole } from '../../workers/engine/catalog';
import type { RoleEngine } from '../../workers/engine/engine';
import type { TakeoverFile } from '../../workers/engine/takeover/takeover-file';
import { APP_CREDENTIAL_ACTIONS, ASSIGN_ACTION, JOIN_GROUP_ACTION } from '../../workers/engine/takeover/takeover-rule';

const EFFECTIVE = { inherit: true, wildcards: true };
const GLOBAL_ADMINISTRATOR = '62e90394-69f5-4237-9190-012177145e10';
const ASSIGN = ASSIGN_ACTION;
const APP: readonly string[] = APP_CREDENTIAL_ACTIONS;
const JOIN = JOIN_GROUP_ACTION;

/** Each role's effective actions as strings, and the matrix as Sets: column role -> the row keys it has ✅ on. */
export interface ReferenceTakeover {
  sets: Map<string, Set<string>>;
  columns: Map<string, Set<string>>;
  anyOther: Set<string>;
  everyUser: string | null;
}

/** Prepared once, like a catalog. */
export function takeoverReference(engine: RoleEngine, roles: readonly EngineRole[], file: TakeoverFile) {
  const matrix = file.resetPasswords;
  const columns = new Map(
    matrix.columns.map((c, i) => [
      c.templateId,
      new Set(matrix.rows.filter((r) => r.cells[i] !== 0).map((r) => r.key)),
    ]),
  );
  return {
    sets: new Map(roles.map((r) => [r.templateId, new Set(engine.analyze([r.templateId], EFFECTIVE).actions)])),
    columns,
    anyOther: new Set(matrix.rows.map((r) => r.key).filter((k) => k !== '~any-other-role')),
    everyUser: file.notedRoles.partnerTier2,
  };
}

/** Each principal's steps (null: none) by a BFS back from the holders; `standing`: active assignments only. */
export function referenceReach(
  assignments: readonly Assignment[],
  ref: ReferenceTakeover,
  standing: boolean,
): Map<string, number | null> {
  const type = new Map<string, string | null>();
  const roles = new Map<string, Set<string>>();
  for (const a of assignments) {
    const p = a.principalId.toLowerCase();
    if (!type.get(p)) type.set(p, a.principalType);
    roles.set(p, (roles.get(p) ?? new Set()).add(a.roleTemplateId ?? `?${a.roleRef}`));
  }
  const counts = (a: Assignment) => !standing || a.state === 'active';
  const actors = assignments.filter((a) => a.roleTemplateId !== null && a.scope === '/' && counts(a));
  const has = (a: Assignment, action: string) => ref.sets.get(a.roleTemplateId!)?.has(action) === true;
  const resetters = new Map<string, Set<Assignment>>();
  for (const a of actors)
    if (ref.columns.has(a.roleTemplateId!) || a.roleTemplateId === ref.everyUser)
      resetters.set(a.roleTemplateId!, (resetters.get(a.roleTemplateId!) ?? new Set()).add(a));
  const app = new Set(actors.filter((a) => APP.some((x) => has(a, x))));
  const join = new Set(actors.filter((a) => has(a, JOIN)));
  const dist = new Map<string, number>();
  let frontier: string[] = [];
  for (const a of assignments)
    if (a.roleTemplateId === GLOBAL_ADMINISTRATOR && counts(a) && !dist.has(a.principalId.toLowerCase())) {
      dist.set(a.principalId.toLowerCase(), 0);
      frontier.push(a.principalId.toLowerCase());
    }
  const visit = (a: Assignment, d: number, into: string[]) => {
    const p = a.principalId.toLowerCase();
    if (!dist.has(p)) {
      dist.set(p, d);
      into.push(p);
    }
  };
  for (let d = 1; frontier.length > 0 || d === 1; d++) {
    const next: string[] = [];
    if (d === 1) for (const a of actors) if (has(a, ASSIGN)) visit(a, 1, next);
    for (const q of frontier) {
      const t = type.get(q);
      if (t === 'user')
        for (const [role, list] of resetters) {
          const rows = ref.columns.get(role);
          const resets =
            role === ref.everyUser ||
            (rows !== undefined &&
              [...roles.get(q)!].every((r) => rows.has(ref.anyOther.has(r) ? r : '~any-other-role')));
          if (resets) for (const a of list) visit(a, d, next);
        }
      if (t === 'servicePrincipal') for (const a of app) visit(a, d, next);
      if (t === 'group') for (const a of join) visit(a, d, next);
    }
    frontier = next;
  }
  return new Map([...type.keys()].map((p) => [p, dist.get(p) ?? null]));
}
