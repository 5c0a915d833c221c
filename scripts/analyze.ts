// CLI: compare built-in roles on the shipped dataset with the same engine the app runs in its worker.
// Usage: npm run analyze -- [--json | --csv] [--inherit] [--wildcards] ROLE ROLE ...
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { toRoles, type Role } from '../src/data/role-model';
import { toEngineRoles } from '../src/data/engine-input';
import { findRole, suggestRoles } from '../src/data/role-lookup';
import { RoleEngine } from '../workers/engine/engine';
import { toCliJson, toTextReport } from './lib/cli-report';

const DATASET = resolve(import.meta.dirname, '../public/data/roles_with_permissions.json');
const USAGE = 'Usage: npm run analyze -- [--json | --csv] [--inherit] [--wildcards] ROLE ROLE ...\n  ROLE is a template id, a slug or a display name (case-insensitive).';

class UsageError extends Error {}

interface CliOptions {
  format: 'text' | 'json' | 'csv';
  view: { inherit: boolean; wildcards: boolean };
  roleArgs: string[];
}

function parseArgs(args: string[]): CliOptions {
  const options: CliOptions = { format: 'text', view: { inherit: false, wildcards: false }, roleArgs: [] };
  for (const arg of args) {
    if (arg === '--json' || arg === '--csv') {
      const format = arg.slice(2) as 'json' | 'csv';
      if (options.format !== 'text' && options.format !== format) throw new UsageError('Choose one of --json and --csv.');
      options.format = format;
    } else if (arg === '--inherit') options.view.inherit = true;
    else if (arg === '--wildcards') options.view.wildcards = true;
    else if (arg === '--help' || arg === '-h') throw new UsageError(USAGE);
    else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}.\n${USAGE}`);
    else options.roleArgs.push(arg);
  }
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

export function runCli(args: string[]): string {
  const options = parseArgs(args);
  const roles = toRoles(JSON.parse(readFileSync(DATASET, 'utf8'))).filter((r) => r.builtIn);
  const chosen = resolveRoles(roles, options.roleArgs);
  const datasetDate = roles.find((r) => r.datasetDate)?.datasetDate ?? '';
  const engine = new RoleEngine();
  engine.load(toEngineRoles(roles), datasetDate);
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
