// The engine's stateful front: one loaded catalog, and every question the app asks of it.
import { analyzeSelection, pairDetail, quickStats, type AnalysisResult, type AnalyzeOptions, type PairDetail, type QuickStats } from './analyze';
import { buildCatalog, permissionCounts, type Catalog, type EngineRole, type PermissionView, type ViewPermissionCounts } from './catalog';
import { comparisonCsv } from './csv';
import { explainRole, rolesGranting, type ExplainedPermission, type GrantingRole } from './explain';
import { leastPrivilege, type LeastPrivilegeAnswer } from './least-privilege';

/** Facts about the loaded dataset, returned by load(). */
export interface DatasetSummary {
  roleCount: number;
  permissionCount: number;
  datasetDate: string;
}

/**
 * Holds one catalog; the worker exposes an instance, Node code (CLI, tests, bench) uses it directly. Every public
 * method is a question the worker answers (workers/engine.worker.ts exposes them all): keep helpers private as
 * getters or outside the class. A typed array it returns is transferred out of the worker, so it must be fresh,
 * never one the catalog keeps (tests/unit/engine-answers.test.ts checks each method).
 */
export class RoleEngine {
  private catalog: Catalog | null = null;
  private datasetDate = '';

  load(roles: EngineRole[], datasetDate: string): DatasetSummary {
    this.catalog = buildCatalog(roles);
    this.datasetDate = datasetDate;
    return { roleCount: roles.length, permissionCount: this.catalog.keys.length, datasetDate };
  }

  private get loaded(): Catalog {
    if (!this.catalog) throw new Error('The role engine has no dataset loaded yet.');
    return this.catalog;
  }

  analyze(templateIds: string[], view: PermissionView, options?: AnalyzeOptions): AnalysisResult {
    return analyzeSelection(this.loaded, templateIds, view, options);
  }

  quickStats(templateIds: string[], view: PermissionView): QuickStats {
    return quickStats(this.loaded, templateIds, view);
  }

  /** Quick stats of one role paired with each of `others`, in their order (the role page's similar roles). */
  pairedQuickStats(templateId: string, others: string[], view: PermissionView): QuickStats[] {
    return others.map((other) => quickStats(this.loaded, [templateId, other], view));
  }

  pairDetail(a: string, b: string, view: PermissionView): PairDetail | null {
    return pairDetail(this.loaded, a, b, view);
  }

  csv(templateIds: string[], view: PermissionView): string {
    return comparisonCsv(analyzeSelection(this.loaded, templateIds, view), this.datasetDate);
  }

  /** A role's permissions in a view, each with how the role gets it. */
  explainRole(templateId: string, view: PermissionView): ExplainedPermission[] | null {
    return explainRole(this.loaded, templateId, view);
  }

  /** For each permission key, every built-in role holding it in a view, fewest permissions first (null: an unknown key). */
  rolesGranting(keys: string[], view: PermissionView): (GrantingRole[] | null)[] {
    return keys.map((key) => rolesGranting(this.loaded, key, view));
  }

  /** Built-in roles (or the smallest combination) covering the needed permission keys. */
  leastPrivilege(needed: string[], view: PermissionView): LeastPrivilegeAnswer {
    return leastPrivilege(this.loaded, needed, view);
  }

  /** Each role's permission count in a view, with its template id. */
  permissionCounts(view: PermissionView): ViewPermissionCounts {
    return { templateIds: this.loaded.roles.map((role) => role.templateId), counts: permissionCounts(this.loaded, view) };
  }
}
