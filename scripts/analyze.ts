// CLI: compare built-in roles on the shipped dataset with the same engine the app runs in its worker.
// Usage: npm run analyze -- [--json | --csv] [--inherit] [--wildcards] ROLE ROLE ...
//    or: npm run analyze -- --need [--json] [--inherit] [--wildcards] ACTION ACTION ...
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { toRoles, type Role } from '../src/data/role-model';
import { toEngineRoles } from '../src/data/engine-input';
import { findRole, suggestRoles } from '../src/data/role-lookup';
import { RoleEngine } from '../workers/engine/engine';
import { permissionKey } from '../workers/engine/permission-grammar';
import { toCliJson, toTextReport } from './lib/cli-report';
import { toNeedJson, toNeedTextReport } from './lib/need-report';
import { closeActions } from '../src/features/permissions/close-actions';

const DATASET = resolve(import.meta.dirname, '../public/data/roles_with_permissions.json');
const USAGE = [
  'Usage: npm run analyze -- [--json | --csv] [--inherit] [--wildcards] ROLE ROLE ...',
  '       npm run analyze -- --need [--json] [--inherit] [--wildcards] ACTION ACTION ...',
  '  ROLE is a template id, a slug or a display name (case-insensitive).',
  '  ACTION is an action string, or "action [$Condition]" for a conditioned grant.',
].join('\n');

class UsageError extends Error {}

interface CliOptions {
  format: 'text' | 'json' | 'csv';
  view: { inherit: boolean; wildcards: boolean };
  roleArgs: string[];
  /** --need: the positional arguments are needed actions, not roles. */
  need: boolean;
}

function parseArgs(args: string[]): CliOptions {
  const options: CliOptions = { format: 'text', view: { inherit: false, wildcards: false }, roleArgs: [], need: false };
  for (const arg of args) {
    if (arg === '--json' || arg === '--csv') {
      const format = arg.slice(2) as 'json' | 'csv';
      if (options.format !== 'text' && options.format !== format) throw new UsageError('Choose one of --json and --csv.');
      options.format = format;
    } else if (arg === '--inherit') options.view.inherit = true;
    else if (arg === '--wildcards') options.view.wildcards = true;
    else if (arg === '--need') options.need = true;
    else if (arg === '--help' || arg === '-h') throw new UsageError(USAGE);
    else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}.\n${USAGE}`);
    else options.roleArgs.push(arg);
  }
  if (options.need && options.format === 'csv') throw new UsageError('--csv does not apply to --need; use --json or the text report.');
  return options;
}

function resolveRoles(roles: Role[], args: string[]): Role[] {
  const chosen: Role[] = [];
  for (const arg of args) {
    const role = findRole(roles, arg);
    if (!role) {
      const close = suggestRoles(roles, arg);
      throw new UsageError(`Unknown role "${arg}".${close.length ? ` Did you mean: ${close.join(', ')}?` : ''}`);
    }
    if (!chosen.includes(role)) chosen.push(role);
  }
  if (chosen.length < 2) throw new UsageError('Please select at least 2 roles to compare.');
  return chosen;
}

/** Thrown when every needed action is unknown: nothing to answer, and nothing goes to stdout. */
class NothingKnownError extends Error {}

/** The least-privilege answer for --need; unknown actions are named on `warn` (stderr), with close matches. */
function runNeed(engine: RoleEngine, roles: Role[], datasetDate: string, options: CliOptions, warn: (line: string) => void): string {
  if (options.roleArgs.length === 0) throw new UsageError(`Give at least one action after --need.\n${USAGE}`);
  const answer = engine.leastPrivilege(options.roleArgs, options.view);
  if (answer.unknown.length > 0) {
    const known = [...new Set(roles.flatMap((r) => r.permissions.map((p) => permissionKey(p.action, p.condition))))];
    for (const item of answer.unknown) {
      const close = closeActions(known, item, 3);
      warn(`Unknown permission "${item}" (not in the dataset).${close.length ? ` Did you mean: ${close.join(', ')}?` : ''}`);
    }
  }
  if (answer.need.length === 0) throw new NothingKnownError('None of the given actions is in the dataset; nothing to answer.');
  const report = toNeedJson(answer, roles, datasetDate);
  return options.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : toNeedTextReport(report);
}

export function runCli(args: string[], warn: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): string {
  const options = parseArgs(args);
  const roles = toRoles(JSON.parse(readFileSync(DATASET, 'utf8'))).filter((r) => r.builtIn);
  const datasetDate = roles.find((r) => r.datasetDate)?.datasetDate ?? '';
  const engine = new RoleEngine();
  engine.load(toEngineRoles(roles), datasetDate);
  if (options.need) return runNeed(engine, roles, datasetDate, options, warn);
  const chosen = resolveRoles(roles, options.roleArgs);
  const ids = chosen.map((r) => r.templateId);
  if (options.format === 'csv') return engine.csv(ids, options.view);
  const report = toCliJson(engine.analyze(ids, options.view), roles, datasetDate);
  return options.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : toTextReport(report);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    process.stdout.write(runCli(process.argv.slice(2)));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  }
}
