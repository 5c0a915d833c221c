// The engine's stateful front: one loaded catalog, and every question the app asks of it.
import { analyzeSelection, pairDetail, quickStats, type AnalysisResult, type AnalyzeOptions } from './analyze';
import { buildCatalog, permissionCounts, type Catalog, type EngineRole, type PermissionView } from './catalog';
import { comparisonCsv } from './csv';
import { explainRole, rolesGranting } from './explain';
import { leastPrivilege } from './least-privilege';

/** Facts about the loaded dataset, returned by load(). */
export interface DatasetSummary {
  roleCount: number;
  permissionCount: number;
  datasetDate: string;
}

/** Holds one catalog; the worker exposes an instance, Node code (CLI, tests, bench) uses it directly. */
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

  quickStats(templateIds: string[], view: PermissionView) {
    return quickStats(this.loaded, templateIds, view);
  }

  pairDetail(a: string, b: string, view: PermissionView) {
    return pairDetail(this.loaded, a, b, view);
  }

  csv(templateIds: string[], view: PermissionView): string {
    return comparisonCsv(analyzeSelection(this.loaded, templateIds, view), this.datasetDate);
  }

  /** A role's permissions in a view, each with how the role gets it. */
  explainRole(templateId: string, view: PermissionView) {
    return explainRole(this.loaded, templateId, view);
  }

  /** Every role holding a permission key in a view, fewest permissions first. */
  rolesGranting(key: string, view: PermissionView) {
    return rolesGranting(this.loaded, key, view);
  }

  /** Roles (or the smallest combination) covering the needed permission keys. */
  leastPrivilege(needed: string[], view: PermissionView) {
    return leastPrivilege(this.loaded, needed, view);
  }

  /** Each role's permission count in a view, in load order. */
  permissionCounts(view: PermissionView): Uint32Array {
    return permissionCounts(this.loaded, view);
  }
}
