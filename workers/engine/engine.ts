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
import type { AssignmentCsvColumns, AssignmentFileInput, AssignmentRead } from './assignments/assignment-model';
import { principalPermissions, type PrincipalPermissions } from './assignments/principal-detail';
import { assignmentCsvColumns, readAssignmentFiles, type ReadAssignmentsOptions } from './assignments/read-assignments';
import { reviewAssignmentList, type AssignmentReview } from './assignments/review';
import { roleDirectory, type CustomRoleRef } from './assignments/role-directory';
import { attackPathsAnswer, type AttackPathsAnswer } from './takeover/attack-path-answer';
import { principalReach } from './takeover/principal-reach';
import { takeoverGraph, type TakeoverGraph } from './takeover/role-graph';
import { roleGraphSources, roleTakeover, type RoleTakeover } from './takeover/role-takeover';
import { checkTakeoverFile, type TakeoverFile } from './takeover/takeover-file';

/** How readAssignments() and reviewAssignments() read files: CSV column mappings, the tenant's names of custom roles. */
export interface AssignmentOptions extends ReadAssignmentsOptions {
  /** Ids and names the tenant gives the custom roles loaded with load(), when they differ from the catalog's. */
  customRoles?: CustomRoleRef[];
}

/** reviewAssignments()'s answer: what the read found per file, and the review of every assignment read (null: none). */
export interface AssignmentReviewAnswer {
  read: Omit<AssignmentRead, 'assignments'>;
  review: AssignmentReview | null;
}

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

/** Facts about the loaded takeover data, returned by loadTakeover(). */
export interface TakeoverSummary {
  /** The reset matrix's columns (roles that can reset) and rows (targets, special rows included). */
  resetColumns: number;
  resetRows: number;
  sensitiveColumns: number;
  attackPaths: number;
  /** Microsoft's page date (ms.date) of the matrices, and the EntraOps copy's date. */
  matrixDate: string;
  attackPathsDate: string;
}

/** The last argument of the questions a page can ask of a past date's roles (analyze, pairDetail, csv). */
export interface AsOfOption {
  /** Set: answer from the roles of the newest snapshot on or before this date (YYYY-MM-DD); needs loadHistory() first. */
  asOf?: string;
}

/** A catalog and the date of the roles it holds: the dataset's date, or the snapshot's. */
interface DatedCatalog {
  catalog: Catalog;
  date: string;
}

interface LoadedHistory {
  replayed: History;
  events: HistoryEvent[];
  /** The catalog of the last snapshot asked for. */
  asOf: DatedCatalog | null;
}

/**
 * The loaded dataset's catalog, or with `asOf` the catalog of that date's snapshot, built once per snapshot asked for in
 * a row (a function: the worker exposes every method).
 */
function catalogOn(
  dataset: DatedCatalog | null,
  history: LoadedHistory | null,
  asOf: string | undefined,
): DatedCatalog {
  if (asOf === undefined) {
    if (!dataset) throw new Error('The role engine has no dataset loaded yet.');
    return dataset;
  }
  if (!history) throw new Error('The role engine has no history loaded yet.');
  const index = snapshotIndexOn(history.replayed, asOf);
  const date = history.replayed.dates[index];
  if (history.asOf?.date !== date)
    history.asOf = { date, catalog: buildCatalog(engineRolesAt(history.replayed, index)) };
  return history.asOf;
}

/**
 * Holds one catalog; the worker exposes an instance, Node code (CLI, tests, bench) uses it directly. Every public
 * method is a question the worker answers (workers/engine.worker.ts exposes them all): keep helpers `#private`, as
 * getters, or outside the class. A typed array it returns is transferred out of the worker, so it must be fresh,
 * never one the catalog keeps (tests/unit/engine-answers.test.ts checks each method).
 */
export class RoleEngine {
  private dataset: DatedCatalog | null = null;
  private history: LoadedHistory | null = null;
  /** Every name each role had in the history, by template id: built on the first question that needs them. */
  private historyNames: Map<string, string[]> | null = null;
  /** Microsoft's matrices and EntraOps' attack paths (public/data/takeover.json), once loadTakeover() had them. */
  private takeover: TakeoverFile | null = null;

  load(roles: EngineRole[], datasetDate: string): DatasetSummary {
    this.dataset = { catalog: buildCatalog(roles), date: datasetDate };
    return { roleCount: roles.length, permissionCount: this.dataset.catalog.keys.length, datasetDate };
  }

  private get loaded(): Catalog {
    return catalogOn(this.dataset, null, undefined).catalog;
  }

  /** The comparison of the selected roles: today's, or with `asOf` those of that date's snapshot. */
  analyze(templateIds: string[], view: PermissionView, options: AnalyzeOptions & AsOfOption = {}): AnalysisResult {
    return analyzeSelection(catalogOn(this.dataset, this.history, options.asOf).catalog, templateIds, view, options);
  }

  quickStats(templateIds: string[], view: PermissionView): QuickStats {
    return quickStats(this.loaded, templateIds, view);
  }

  /** Quick stats of one role paired with each of `others`, in their order (the role page's similar roles). */
  pairedQuickStats(templateId: string, others: string[], view: PermissionView): QuickStats[] {
    return others.map((other) => quickStats(this.loaded, [templateId, other], view));
  }

  /** Two roles' shared and unique permissions (the compare page's overlap drawer), today's or as of a date. */
  pairDetail(a: string, b: string, view: PermissionView, { asOf }: AsOfOption = {}): PairDetail | null {
    return pairDetail(catalogOn(this.dataset, this.history, asOf).catalog, a, b, view);
  }

  /** role-comparison.csv of the selected roles; its DatasetDate column is the dataset's date, or the as-of snapshot's. */
  csv(templateIds: string[], view: PermissionView, { asOf }: AsOfOption = {}): string {
    const { catalog, date } = catalogOn(this.dataset, this.history, asOf);
    return comparisonCsv(analyzeSelection(catalog, templateIds, view), date);
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

  /**
   * Reads assignment exports (Graph or Graph PowerShell JSON, PIM's or a plain CSV), each assignment once; roles are
   * matched to the loaded roles (built-in, then custom; earlier names too when the history is loaded). Never throws on
   * a file: one that cannot be read is listed in `problems` with a message, and left out.
   */
  readAssignments(files: AssignmentFileInput[], options: AssignmentOptions = {}): AssignmentRead {
    const formerNames = [...(this.namesInHistory ?? [])].flatMap(([templateId, names]) =>
      names.map((name): [string, string] => [name, templateId]),
    );
    return readAssignmentFiles(
      files,
      this.loaded,
      roleDirectory(this.loaded, options.customRoles, formerNames),
      options,
    );
  }

  /** A CSV's headers and the columns the reader recognises in them, for mapping the columns of an unknown layout. */
  assignmentCsvColumns(file: AssignmentFileInput): AssignmentCsvColumns {
    return assignmentCsvColumns(file);
  }

  /**
   * readAssignments() and the redundancy rule (effective view) on what it read, with reach to Global Administrator
   * when the takeover data is loaded: a new review each call (the worker holds the page's, workers/assignment-review.ts).
   */
  reviewAssignments(files: AssignmentFileInput[], options: AssignmentOptions = {}): AssignmentReviewAnswer {
    const catalog = this.loaded;
    const { assignments, ...read } = this.readAssignments(files, options);
    const review = assignments.length === 0 ? null : reviewAssignmentList(catalog, assignments, this.dataset!.date);
    if (review && this.takeover) review.reach = principalReach(review, catalog, this.takeover);
    return { read, review };
  }

  /** One principal's roles: their union in a view and the proven-minimal set of them (the review's detail). */
  principalPermissions(templateIds: string[], view: PermissionView): PrincipalPermissions {
    return principalPermissions(this.loaded, templateIds, view);
  }

  /**
   * Loads Microsoft's reset and sensitive-action matrices and EntraOps' attack paths (public/data/takeover.json, the data
   * build's file): the review then adds who can reach Global Administrator, and the takeover questions answer.
   * Throws MalformedTakeoverFileError on a file of another shape.
   */
  loadTakeover(file: TakeoverFile): TakeoverSummary {
    const takeover = checkTakeoverFile(file);
    this.takeover = takeover;
    return {
      resetColumns: takeover.resetPasswords.columns.length,
      resetRows: takeover.resetPasswords.rows.length,
      sensitiveColumns: takeover.sensitiveActions.columns.length,
      attackPaths: takeover.attackPaths.paths.length,
      matrixDate: takeover.resetPasswords.source.date,
      attackPathsDate: takeover.attackPaths.source.date,
    };
  }

  private get loadedTakeover(): TakeoverFile {
    if (!this.takeover) throw new Error('The role engine has no takeover data loaded yet.');
    return this.takeover;
  }

  /**
   * One role's takeover facts (built-in or imported custom role): whose holders it can reset, whether it can assign
   * roles, add app credentials or join role-assignable groups, the attack paths it opens, who can take over its
   * holders, and its steps to Global Administrator; each fact with its source and date. Null for an unknown id.
   */
  roleTakeover(templateId: string): RoleTakeover | null {
    return roleTakeover(this.loaded, this.loadedTakeover, templateId, this.dataset!.date);
  }

  /**
   * The role-to-role takeover graph: every role's fewest steps to Global Administrator, a shortest chain, the edges,
   * and the sources of its facts.
   */
  takeoverGraph(): TakeoverGraph & { sources: ReturnType<typeof roleGraphSources> } {
    const file = this.loadedTakeover;
    return { ...takeoverGraph(this.loaded, file), sources: roleGraphSources(file, this.dataset!.date) };
  }

  /** Every attack path with the roles granting it by containment, the roles its source names, and where they disagree. */
  attackPaths(): AttackPathsAnswer {
    const { paths, source } = this.loadedTakeover.attackPaths;
    return attackPathsAnswer(this.loaded, paths, source, this.dataset!.date);
  }

  /** attackPaths() of the one path with this id (a path's own page); its list is empty when no path has the id. */
  attackPath(id: string): AttackPathsAnswer {
    const { paths, source } = this.loadedTakeover.attackPaths;
    return attackPathsAnswer(
      this.loaded,
      paths.filter((path) => path.id === id),
      source,
      this.dataset!.date,
    );
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

  /** Every name each role had in the history (lower-cased), by template id; null with no history loaded. */
  private get namesInHistory(): Map<string, string[]> | null {
    if (!this.history) return null;
    this.historyNames ??= roleNames(this.history.replayed);
    return this.historyNames;
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
    return filterEvents(
      this.history!.events,
      { ...filter, from: resolve(filter.from), to: resolve(filter.to) },
      this.namesInHistory!,
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

  /** The roles on a date as engine input, for an engine of their own (the CLI's --asOf); a page asks with `{ asOf }`. */
  rolesAsOf(date: string): EngineRole[] {
    return engineRolesAt(this.loadedHistory, snapshotIndexOn(this.loadedHistory, date));
  }
}
