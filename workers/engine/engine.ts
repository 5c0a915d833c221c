// The engine's stateful front: one loaded catalog, and every question the app asks of it.
import {
  analyzeSelection,
  pairDetail,
  quickStats,
  type AnalysisResult,
  type AnalyzeOptions,
  type PairDetail,
  type QuickStats,
} from './analyze';
import {
  buildCatalog,
  permissionCounts,
  type Catalog,
  type EngineRole,
  type PermissionView,
  type ViewPermissionCounts,
} from './catalog';
import { comparisonCsv } from './csv';
import { customRoleReport, type CustomRoleReport } from './custom-role-report';
import { explainRole, rolesGranting, type ExplainedPermission, type GrantingRole } from './explain';
import { leastPrivilege, type LeastPrivilegeAnswer } from './least-privilege';
import {
  engineRolesAt,
  HistoryDateError,
  replayHistory,
  snapshotIndexOn,
  snapshotRoles,
  type History,
  type SnapshotRole,
} from './history';
import { diffSnapshots, type HistoryDiff } from './history-diff';
import type { HistoryFile } from './history-format';
import { permissionHistory, type PermissionHistory } from './history-permission';
import { roleHistory, type RoleHistory } from './history-role';
import { allEvents, filterEvents, roleNames, type HistoryEvent, type TimelineFilter } from './history-timeline';

/** Facts about the loaded dataset, returned by load(). */
export interface DatasetSummary {
  roleCount: number;
  permissionCount: number;
  datasetDate: string;
}

/** Facts about the loaded role history, returned by loadHistory(). */
export interface HistorySummary {
  snapshotCount: number;
  /** Every snapshot date, oldest first: the week a change was first seen in the weekly export. */
  dates: string[];
  firstDate: string;
  lastDate: string;
  /** Roles seen in any snapshot. */
  roleCount: number;
  /** Change events after the first snapshot (a grant is one event). */
  eventCount: number;
}

interface LoadedHistory {
  replayed: History;
  events: HistoryEvent[];
  asOf: { index: number; catalog: Catalog } | null;
}

/** The catalog of a date's snapshot, built once per snapshot asked for in a row (a function: the worker exposes every method). */
function catalogAsOf(history: LoadedHistory | null, date: string): { index: number; catalog: Catalog } {
  if (!history) throw new Error('The role engine has no history loaded yet.');
  const index = snapshotIndexOn(history.replayed, date);
  if (history.asOf?.index !== index)
    history.asOf = { index, catalog: buildCatalog(engineRolesAt(history.replayed, index)) };
  return history.asOf;
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
  private history: LoadedHistory | null = null;
  /** Every name each role had in the history, by template id: built on the first timeline question. */
  private historyNames: Map<string, string[]> | null = null;

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

  /**
   * One role (an imported custom role, or any other) against the built-in roles in a view: the most similar, those
   * that could replace it, the smallest combination when none can, what no built-in holds, its privileged members.
   * `privilegedActions` are the actions the dataset labels privileged. Null for an unknown template id.
   */
  customRoleReport(
    templateId: string,
    view: PermissionView,
    privilegedActions: readonly string[] = [],
  ): CustomRoleReport | null {
    return customRoleReport(this.loaded, templateId, view, privilegedActions);
  }

  /** Each role's permission count in a view, with its template id. */
  permissionCounts(view: PermissionView): ViewPermissionCounts {
    return {
      templateIds: this.loaded.roles.map((role) => role.templateId),
      counts: permissionCounts(this.loaded, view),
    };
  }

  /** Loads the role history (public/data/history.json) by replaying it; the dataset loaded with load() is untouched. */
  loadHistory(file: HistoryFile): HistorySummary {
    const replayed = replayHistory(file);
    const events = allEvents(replayed);
    this.history = { replayed, events, asOf: null };
    this.historyNames = null;
    const { dates } = replayed;
    return {
      snapshotCount: dates.length,
      dates,
      firstDate: dates[0],
      lastDate: dates[dates.length - 1],
      roleCount: replayed.templateIds.length,
      eventCount: events.length,
    };
  }

  private get loadedHistory(): History {
    if (!this.history) throw new Error('The role engine has no history loaded yet.');
    return this.history.replayed;
  }

  /** The snapshot date a date stands for: the newest on or before it. Throws HistoryDateError (malformed, too early). */
  snapshotOn(date: string): string {
    return this.loadedHistory.dates[snapshotIndexOn(this.loadedHistory, date)];
  }

  /** Net difference between the snapshots of two dates (default: the first and the last snapshot). */
  historyDiff(from?: string, to?: string): HistoryDiff {
    const history = this.loadedHistory;
    const a = from === undefined ? 0 : snapshotIndexOn(history, from);
    const b = to === undefined ? history.dates.length - 1 : snapshotIndexOn(history, to);
    if (a > b)
      throw new HistoryDateError(
        `The start date ${from} (snapshot ${history.dates[a]}) is after the end date ${to} (snapshot ${history.dates[b]}).`,
      );
    return diffSnapshots(history, a, b);
  }

  /** Change events after the first snapshot, oldest first, narrowed by the filter. */
  historyTimeline(filter: TimelineFilter = {}): HistoryEvent[] {
    const history = this.loadedHistory;
    const resolve = (date: string | undefined) =>
      date === undefined ? undefined : history.dates[snapshotIndexOn(history, date)];
    this.historyNames ??= roleNames(history);
    return filterEvents(
      this.history!.events,
      { ...filter, from: resolve(filter.from), to: resolve(filter.to) },
      this.historyNames,
    );
  }

  /** One role through the history (first seen, renames, label changes, every grant gained or lost); null if never seen. */
  roleHistory(templateId: string): RoleHistory | null {
    return roleHistory(this.loadedHistory, templateId);
  }

  /** Which roles held, gained and lost an action (under one condition, or any when `condition` is undefined), when. */
  permissionHistory(action: string, condition?: string | null): PermissionHistory | null {
    return permissionHistory(this.loadedHistory, action, condition);
  }

  /** The dataset on a date (the newest snapshot on or before it), roles by template id with descriptions. */
  datasetOn(date: string): { date: string; roles: SnapshotRole[] } {
    const s = snapshotIndexOn(this.loadedHistory, date);
    return { date: this.loadedHistory.dates[s], roles: snapshotRoles(this.loadedHistory, s) };
  }

  /** The roles on a date as engine input: load() them, or use analyzeAsOf(), for a comparison "as of" that date. */
  rolesAsOf(date: string): EngineRole[] {
    return engineRolesAt(this.loadedHistory, snapshotIndexOn(this.loadedHistory, date));
  }

  /** analyze() on the roles of a date's snapshot; the catalog of the last date asked for is kept. */
  analyzeAsOf(date: string, templateIds: string[], view: PermissionView, options?: AnalyzeOptions): AnalysisResult {
    return analyzeSelection(catalogAsOf(this.history, date).catalog, templateIds, view, options);
  }

  /** pairDetail() on the roles of a date's snapshot (the compare page's overlap drawer "as of" a date). */
  pairDetailAsOf(date: string, a: string, b: string, view: PermissionView): PairDetail | null {
    return pairDetail(catalogAsOf(this.history, date).catalog, a, b, view);
  }

  /** csv() on the roles of a date's snapshot; its DatasetDate column is that snapshot's date. */
  csvAsOf(date: string, templateIds: string[], view: PermissionView): string {
    const { index, catalog } = catalogAsOf(this.history, date);
    return comparisonCsv(analyzeSelection(catalog, templateIds, view), this.history!.replayed.dates[index]);
  }
}
