// CLI: compare built-in roles on the shipped dataset with the same engine the app runs in its worker.
// Usage: npm run analyze -- [--json | --csv] [--inherit] [--wildcards] [--asOf DATE | --roles-file FILE] ROLE ROLE ...
//    or: npm run analyze -- --need [--json | --csv] [--inherit] [--wildcards] [--asOf DATE | --roles-file FILE] ACTION ...
//    or: npm run analyze -- --report [--json] [--inherit] [--wildcards] [--roles-file FILE] ROLE
//    or: npm run analyze -- --changes [--from DATE] [--to DATE] [--json | --csv]
//    or: npm run analyze -- --task [--json] WORDS
//    or: npm run analyze -- --assignments FILE [--assignments FILE ...] [--roles-file FILE] [--json | --csv]
//    or: npm run analyze -- --takeover [--json] [--roles-file FILE] ROLE
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { toRoles, type Role } from '../src/data/role-model';
import { toEngineRoles } from '../src/data/engine-input';
import { findRole, suggestRoles } from '../src/data/role-lookup';
import { RoleEngine } from '../workers/engine/engine';
import { HistoryDateError } from '../workers/engine/history';
import { permissionKey } from '../workers/engine/permission-grammar';
import { toCliJson, toTextReport } from './lib/cli-report';
import { toNeedJson, toNeedTextReport } from './lib/need-report';
import { toChangesJson, toChangesTextReport } from './lib/changes-report';
import { diffCsv } from '../src/features/changes/changes-csv';
import { finderCsv } from '../src/features/finder/finder-csv';
import { historicRoles } from './lib/historic-roles';
import { closeActions } from '../src/features/permissions/close-actions';
import { toTaskJson, toTaskTextReport } from './lib/task-report';
import { roleReportJson, toRoleReportText } from './lib/role-report';
import { customRolesLine, loadRolesFile, markCustomRoles, RolesFileError } from './lib/roles-file';
import {
  assignmentFiles,
  AssignmentsFileError,
  checkedReview,
  customRoleRefs,
  toAssignmentsTextReport,
} from './lib/assignments-report';
import { reviewCsv, reviewJson } from '../workers/engine/assignments/review-export';
import type { CustomRole } from '../src/data/custom-roles';
import { takeoverJson, toTakeoverTextReport } from './lib/takeover-report';

// ROLEPRISM_DATA_DIR: another folder of the app's data files (the refresh proof's rebuilt copy); default public/data.
const DATA_DIR = resolve(process.env.ROLEPRISM_DATA_DIR || resolve(import.meta.dirname, '../public/data'));
const DATASET = resolve(DATA_DIR, 'roles_with_permissions.json');
const HISTORY = resolve(DATA_DIR, 'history.json');
const TAKEOVER = resolve(DATA_DIR, 'takeover.json');
const USAGE = [
  'Usage: npm run analyze -- [--json | --csv] [--inherit] [--wildcards] [--asOf DATE | --roles-file FILE] ROLE ROLE ...',
  '       npm run analyze -- --need [--json | --csv] [--inherit] [--wildcards] [--asOf DATE | --roles-file FILE] ACTION ...',
  '       npm run analyze -- --report [--json] [--inherit] [--wildcards] [--roles-file FILE] ROLE',
  '       npm run analyze -- --changes [--from DATE] [--to DATE] [--json | --csv]',
  '       npm run analyze -- --task [--json] WORDS',
  '       npm run analyze -- --assignments FILE [--assignments FILE ...] [--roles-file FILE] [--json | --csv]',
  '       npm run analyze -- --takeover [--json] [--roles-file FILE] ROLE',
  '  ROLE is a template id, a slug or a display name (case-insensitive).',
  '  ACTION is an action string, or "action [$Condition]" for a conditioned grant.',
  '  DATE is YYYY-MM-DD; it stands for the newest snapshot of the role history on or before it.',
  '  --asOf compares the roles as they were on DATE; --changes lists what changed between two dates',
  '  (default: the first and the last snapshot).',
  '  --task finds tasks in Microsoft\'s "Least privileged roles by task" whose task, area or role names',
  "  hold every word (e.g. --task reset password), with the roles' permission counts, privilege and tier.",
  '  --roles-file adds the custom roles of FILE (Graph or PowerShell JSON of role definitions) to the dataset;',
  '  they are compared by name, slug or id, and never recommended by --need.',
  '  --report compares one role (a custom role of --roles-file, or a built-in) with the built-in roles: the most',
  '  similar, those that hold all of it (fewest extra permissions first) or the smallest combination that does,',
  '  what no built-in role holds, and its privileged permissions.',
  '  --assignments reviews role assignments exported from a tenant (Graph or Graph PowerShell JSON of roleAssignments,',
  "  roleEligibilityScheduleInstances or roleAssignmentScheduleInstances, or a CSV such as PIM's export): which",
  '  assignments another assignment of the same principal covers in the effective view, and the summary counts;',
  '  and who can reach Global Administrator, in how many steps (all assignments, and active ones only), by which chain.',
  "  --takeover prints one role's takeover facts: whose passwords it can reset (Microsoft's matrix), whether it can",
  '  assign roles, add credentials to service principals or join role-assignable groups, the attack paths it opens',
  '  (EntraOps), and who can take over its holders; each fact with its source and date.',
].join('\n');

class UsageError extends Error {}

interface CliOptions {
  format: 'text' | 'json' | 'csv';
  view: { inherit: boolean; wildcards: boolean };
  roleArgs: string[];
  /** --need: the positional arguments are needed actions, not roles. */
  need: boolean;
  /** --changes: the history diff between --from and --to. */
  changes: boolean;
  /** --task: the positional arguments are words of a task to find. */
  task: boolean;
  /** --report: the one positional argument is a role to report on against the built-in roles. */
  report: boolean;
  /** --takeover: the one positional argument is a role whose takeover facts to print. */
  takeover: boolean;
  dates: { from?: string; to?: string; asOf?: string };
  /** --roles-file: a file of custom role definitions added to today's dataset. */
  rolesFile?: string;
  /** --assignments: files of role assignments to review (repeatable). */
  assignments: string[];
}

const DATE_OPTIONS = { '--from': 'from', '--to': 'to', '--asOf': 'asOf' } as const;

function checkReport(options: CliOptions): void {
  if (options.need || options.changes || options.task)
    throw new UsageError('--report cannot be combined with --need, --changes or --task.');
  if (options.format === 'csv')
    throw new UsageError('--csv does not apply to --report; use --json or the text report.');
  if (options.dates.asOf !== undefined) throw new UsageError("--report reads today's dataset: it takes no --asOf.");
  if (options.roleArgs.length !== 1)
    throw new UsageError(
      `--report takes one role (got ${options.roleArgs.length}): a name, slug or id, in quotes if it has spaces.\n${USAGE}`,
    );
}

function checkTakeover(options: CliOptions): void {
  if (options.need || options.changes || options.task || options.report || options.assignments.length > 0)
    throw new UsageError('--takeover cannot be combined with --need, --changes, --task, --report or --assignments.');
  if (options.format === 'csv')
    throw new UsageError('--csv does not apply to --takeover; use --json or the text report.');
  if (Object.keys(options.dates).length > 0)
    throw new UsageError("--takeover reads today's dataset: it takes no dates.");
  if (options.view.inherit || options.view.wildcards)
    throw new UsageError('--takeover always compares in the effective view: it takes no --inherit or --wildcards.');
  if (options.roleArgs.length !== 1)
    throw new UsageError(
      `--takeover takes one role (got ${options.roleArgs.length}): a name, slug or id, in quotes if it has spaces.\n${USAGE}`,
    );
}

function checkAssignments(options: CliOptions): void {
  if (options.need || options.changes || options.task || options.report)
    throw new UsageError('--assignments cannot be combined with --need, --changes, --task or --report.');
  if (Object.keys(options.dates).length > 0)
    throw new UsageError("--assignments reads today's dataset: it takes no dates.");
  if (options.view.inherit || options.view.wildcards)
    throw new UsageError('--assignments always compares in the effective view: it takes no --inherit or --wildcards.');
  if (options.roleArgs.length > 0)
    throw new UsageError(
      `--assignments takes files, each after its own --assignments (got "${options.roleArgs[0]}").\n${USAGE}`,
    );
}

function checkCombinations(options: CliOptions): void {
  if (options.takeover) return checkTakeover(options);
  if (options.assignments.length > 0) checkAssignments(options);
  if (options.report) checkReport(options);
  if (options.rolesFile !== undefined) {
    if (options.changes || options.dates.asOf !== undefined)
      throw new UsageError('--roles-file cannot be combined with --asOf or --changes: custom roles have no history.');
    if (options.task)
      throw new UsageError("--roles-file does not apply to --task: Microsoft's table names built-in roles only.");
  }
  if (options.task) {
    if (options.need || options.changes || options.format === 'csv' || options.view.inherit || options.view.wildcards)
      throw new UsageError('--task takes only --json and the words to find.');
    if (Object.keys(options.dates).length > 0) throw new UsageError("--task takes no dates: it reads today's dataset.");
    if (options.roleArgs.join('').trim() === '') throw new UsageError(`Give the words to find after --task.\n${USAGE}`);
  }
  if (options.changes) {
    if (options.need) throw new UsageError('--changes takes no --need.');
    if (options.dates.asOf !== undefined)
      throw new UsageError('--asOf applies to comparisons; --changes takes --from and --to.');
    if (options.roleArgs.length > 0)
      throw new UsageError(`--changes takes no roles or actions (got "${options.roleArgs[0]}").\n${USAGE}`);
  } else if (options.dates.from !== undefined || options.dates.to !== undefined) {
    throw new UsageError('--from and --to apply to --changes.');
  }
}

function parseArgs(args: string[]): CliOptions {
  const options: CliOptions = {
    format: 'text',
    view: { inherit: false, wildcards: false },
    roleArgs: [],
    need: false,
    changes: false,
    task: false,
    report: false,
    takeover: false,
    dates: {},
    assignments: [],
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--json' || arg === '--csv') {
      const format = arg.slice(2) as 'json' | 'csv';
      if (options.format !== 'text' && options.format !== format)
        throw new UsageError('Choose one of --json and --csv.');
      options.format = format;
    } else if (arg === '--inherit') options.view.inherit = true;
    else if (arg === '--wildcards') options.view.wildcards = true;
    else if (arg === '--need') options.need = true;
    else if (arg === '--changes') options.changes = true;
    else if (arg === '--task') options.task = true;
    else if (arg === '--report') options.report = true;
    else if (arg === '--takeover') options.takeover = true;
    else if (arg === '--roles-file') {
      const value = args[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--roles-file needs a file.\n${USAGE}`);
      options.rolesFile = value;
    } else if (arg === '--assignments') {
      const value = args[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--assignments needs a file.\n${USAGE}`);
      options.assignments.push(value);
    } else if (arg in DATE_OPTIONS) {
      const value = args[++i];
      if (value === undefined || value.startsWith('--'))
        throw new HistoryDateError(`${arg} needs a date (YYYY-MM-DD).`);
      options.dates[DATE_OPTIONS[arg as keyof typeof DATE_OPTIONS]] = value;
    } else if (arg === '--help' || arg === '-h') throw new UsageError(USAGE);
    else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}.\n${USAGE}`);
    else options.roleArgs.push(arg);
  }
  checkCombinations(options);
  return options;
}

/** Why a role is not found on an --asOf date when today's dataset has it: another name then, or not there yet. */
function asOfHint(arg: string, roles: Role[], current: Role[]): string {
  const now = findRole(current, arg);
  if (!now) return '';
  const then = roles.find((r) => r.templateId === now.templateId);
  return then ? ` It was named "${then.displayName}" then.` : ` ${now.displayName} is not in that snapshot.`;
}

/** The chosen roles; `current` (today's roles) is given for --asOf, to explain a name that did not exist then. */
function resolveRoles(roles: Role[], args: string[], datasetDate: string, current?: Role[]): Role[] {
  const chosen: Role[] = [];
  for (const arg of args) {
    const role = findRole(roles, arg);
    if (!role) {
      const hint = current ? asOfHint(arg, roles, current) : '';
      const close = hint ? [] : suggestRoles(roles, arg);
      throw new UsageError(
        `Unknown role "${arg}"${current ? ` on ${datasetDate}` : ''}.${hint}${close.length ? ` Did you mean: ${close.join(', ')}?` : ''}`,
      );
    }
    if (!chosen.includes(role)) chosen.push(role);
  }
  if (chosen.length < 2) throw new UsageError('Please select at least 2 roles to compare.');
  return chosen;
}

/** The one role of --report or --takeover; an unknown role is a UsageError with close suggestions. */
function theRole(roles: Role[], options: CliOptions): Role {
  const arg = options.roleArgs[0];
  const role = findRole(roles, arg);
  if (role) return role;
  const close = suggestRoles(roles, arg);
  const where = options.rolesFile === undefined ? 'the dataset' : 'the dataset or the roles file';
  throw new UsageError(
    `Unknown role "${arg}": no role in ${where} has that name, slug or id.${close.length ? ` Did you mean: ${close.join(', ')}?` : ''}`,
  );
}

/** --report: one role against the built-in roles. */
function runReport(engine: RoleEngine, roles: Role[], datasetDate: string, options: CliOptions): string {
  const role = theRole(roles, options);
  const report = roleReportJson(engine, role, roles, options.view, datasetDate);
  return options.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : toRoleReportText(report);
}

/** Thrown when every needed action is unknown: nothing to answer, and nothing goes to stdout. */
class NothingKnownError extends Error {}

/** The least-privilege answer for --need; unknown actions are named on `warn` (stderr), with close matches. */
function runNeed(
  engine: RoleEngine,
  roles: Role[],
  datasetDate: string,
  options: CliOptions,
  warn: (line: string) => void,
): string {
  if (options.roleArgs.length === 0) throw new UsageError(`Give at least one action after --need.\n${USAGE}`);
  const answer = engine.leastPrivilege(options.roleArgs, options.view);
  if (answer.unknown.length > 0) {
    const known = [...new Set(roles.flatMap((r) => r.permissions.map((p) => permissionKey(p.action, p.condition))))];
    for (const item of answer.unknown) {
      const close = closeActions(known, item, 3);
      warn(
        `Unknown permission "${item}" (not in the dataset).${close.length ? ` Did you mean: ${close.join(', ')}?` : ''}`,
      );
    }
  }
  if (answer.need.length === 0)
    throw new NothingKnownError('None of the given actions is in the dataset; nothing to answer.');
  if (options.format === 'csv') return finderCsv(answer, datasetDate); // the file the finder exports
  const report = toNeedJson(answer, roles, datasetDate);
  const custom = roles.filter((r) => !r.builtIn);
  const withFile = options.rolesFile !== undefined;
  if (options.format === 'json')
    return `${JSON.stringify(withFile ? markCustomRoles(report, custom) : report, null, 2)}\n`;
  return toNeedTextReport(report) + (withFile ? customRolesLine(custom, [], true) : '');
}

function historyEngine(): RoleEngine {
  const engine = new RoleEngine();
  engine.loadHistory(JSON.parse(readFileSync(HISTORY, 'utf8')));
  return engine;
}

/** --changes: the net difference between two snapshots of the history. */
function runChanges(options: CliOptions): string {
  const diff = historyEngine().historyDiff(options.dates.from, options.dates.to);
  if (options.format === 'csv') return diffCsv(diff); // the file the /changes page exports for two dates
  return options.format === 'json'
    ? `${JSON.stringify(toChangesJson(diff), null, 2)}\n`
    : toChangesTextReport(diff, options.dates);
}

/** The roles to compare (today's with --roles-file's custom roles, or those of --asOf's snapshot) in an engine. */
function loadRoles(
  asOf: string | undefined,
  rolesFile: string | undefined,
  warn: (line: string) => void,
): {
  engine: RoleEngine;
  roles: Role[];
  datasetDate: string;
  current: Role[];
} {
  const current = toRoles(JSON.parse(readFileSync(DATASET, 'utf8'))).filter((r) => r.builtIn);
  if (asOf === undefined) {
    const engine = new RoleEngine();
    const datasetDate = current.find((r) => r.datasetDate)?.datasetDate ?? '';
    const roles = rolesFile === undefined ? current : [...current, ...loadRolesFile(rolesFile, current, warn)];
    engine.load(toEngineRoles(roles), datasetDate);
    return { engine, roles, datasetDate, current };
  }
  const engine = historyEngine();
  const dataset = engine.datasetOn(asOf);
  engine.load(engine.rolesAsOf(asOf), dataset.date);
  return { engine, roles: historicRoles(dataset.roles, current, dataset.date), datasetDate: dataset.date, current };
}

/** The engine with the takeover data of DATA_DIR loaded (Microsoft's matrices, EntraOps' attack paths). */
function withTakeover(engine: RoleEngine): RoleEngine {
  engine.loadTakeover(JSON.parse(readFileSync(TAKEOVER, 'utf8')));
  return engine;
}

/** --takeover: one role's takeover facts. */
function runTakeover(engine: RoleEngine, roles: Role[], datasetDate: string, options: CliOptions): string {
  const role = theRole(roles, options);
  const answer = withTakeover(engine).roleTakeover(role.templateId)!;
  return options.format === 'json'
    ? `${JSON.stringify(takeoverJson(answer, datasetDate), null, 2)}\n`
    : toTakeoverTextReport(answer, datasetDate);
}

/** --assignments: the review of the files' assignments against today's roles (and --roles-file's custom roles). */
function runAssignments(engine: RoleEngine, roles: Role[], options: CliOptions, warn: (line: string) => void): string {
  engine.loadHistory(JSON.parse(readFileSync(HISTORY, 'utf8'))); // earlier role names (Power BI Administrator)
  withTakeover(engine); // who can reach Global Administrator
  const customRoles = customRoleRefs(roles.filter((r): r is CustomRole => !r.builtIn));
  const review = checkedReview(engine.reviewAssignments(assignmentFiles(options.assignments), { customRoles }), warn);
  if (options.format === 'csv') return reviewCsv(review);
  const json = reviewJson(review);
  return options.format === 'json' ? `${JSON.stringify(json, null, 2)}\n` : toAssignmentsTextReport(review, json);
}

export function runCli(
  args: string[],
  warn: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): string {
  const options = parseArgs(args);
  if (options.changes) return runChanges(options);
  const { engine, roles, datasetDate, current } = loadRoles(options.dates.asOf, options.rolesFile, warn);
  if (options.assignments.length > 0) return runAssignments(engine, roles, options, warn);
  if (options.takeover) return runTakeover(engine, roles, datasetDate, options);
  if (options.need) return runNeed(engine, roles, datasetDate, options, warn);
  if (options.report) return runReport(engine, roles, datasetDate, options);
  if (options.task) {
    const report = toTaskJson(options.roleArgs.join(' '), roles, datasetDate);
    return options.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : toTaskTextReport(report);
  }
  const chosen = resolveRoles(
    roles,
    options.roleArgs,
    datasetDate,
    options.dates.asOf === undefined ? undefined : current,
  );
  const ids = chosen.map((r) => r.templateId);
  if (options.format === 'csv') return engine.csv(ids, options.view);
  const report = toCliJson(engine.analyze(ids, options.view), roles, datasetDate);
  const custom = roles.filter((r) => !r.builtIn);
  const withFile = options.rolesFile !== undefined;
  if (options.format === 'json')
    return `${JSON.stringify(withFile ? markCustomRoles(report, custom) : report, null, 2)}\n`;
  return toTextReport(report) + (withFile ? customRolesLine(custom, ids, false) : '');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    process.stdout.write(runCli(process.argv.slice(2)));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    const usage =
      error instanceof UsageError ||
      error instanceof HistoryDateError ||
      error instanceof RolesFileError ||
      error instanceof AssignmentsFileError;
    process.exit(usage ? 2 : 1);
  }
}
