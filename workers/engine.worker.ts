// The worker adapter only: exposes the engine through Comlink; large results are transferred, not copied.
import { expose, transfer } from 'comlink';
import { RoleEngine } from './engine/engine';
import { transferables } from './engine/analyze';
import type { EngineRole, PermissionView } from './engine/catalog';

const engine = new RoleEngine();

const api = {
  load: (roles: EngineRole[], datasetDate: string) => engine.load(roles, datasetDate),
  analyze: (templateIds: string[], view: PermissionView) => {
    const result = engine.analyze(templateIds, view);
    return transfer(result, transferables(result));
  },
  quickStats: (templateIds: string[], view: PermissionView) => engine.quickStats(templateIds, view),
  pairDetail: (a: string, b: string, view: PermissionView) => engine.pairDetail(a, b, view),
  csv: (templateIds: string[], view: PermissionView) => engine.csv(templateIds, view),
  explainRole: (templateId: string, view: PermissionView) => engine.explainRole(templateId, view),
  rolesGranting: (key: string, view: PermissionView) => engine.rolesGranting(key, view),
  leastPrivilege: (needed: string[], view: PermissionView) => engine.leastPrivilege(needed, view),
  permissionCounts: (view: PermissionView) => {
    const counts = engine.permissionCounts(view);
    return transfer(counts, [counts.buffer as ArrayBuffer]);
  },
};

expose(api);

export type EngineApi = typeof api;
