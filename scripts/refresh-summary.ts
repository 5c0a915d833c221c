// Prints the Markdown body of the data-refresh pull request: what changed between two snapshots of the role history.
// Usage: npm run data:summary -- [--root DIR] [--from DATE] [--to DATE] [--tests OUTCOME] [--run-url URL]
//   Defaults: --to the newest snapshot, --from the snapshot before it; DIR/public/data/history.json (default: this repo).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RoleEngine } from '../workers/engine/engine';
import { refreshSummaryMarkdown, type RefreshSummaryOptions } from './lib/refresh-summary';

const USAGE =
  'Usage: npm run data:summary -- [--root DIR] [--from DATE] [--to DATE] [--tests success|failure|skipped|cancelled] [--run-url URL]';
const OUTCOMES = ['success', 'failure', 'skipped', 'cancelled'] as const;

function parse(args: string[]) {
  const values: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i], args[i + 1]];
    if (!['--root', '--from', '--to', '--tests', '--run-url'].includes(name))
      throw new Error(`Unknown argument "${name}".`);
    if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value.`);
    values[name] = value;
  }
  const tests = values['--tests'];
  if (tests !== undefined && !(OUTCOMES as readonly string[]).includes(tests))
    throw new Error(`--tests must be one of ${OUTCOMES.join(', ')}, not "${tests}".`);
  return {
    root: values['--root'],
    from: values['--from'],
    to: values['--to'],
    tests: tests as RefreshSummaryOptions['tests'],
    runUrl: values['--run-url'],
  };
}

function main(args: string[]): void {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const options = parse(args);
  const root = resolve(options.root ?? resolve(import.meta.dirname, '..'));
  const engine = new RoleEngine();
  const { dates } = engine.loadHistory(JSON.parse(readFileSync(join(root, 'public/data/history.json'), 'utf8')));
  const to = options.to ?? dates[dates.length - 1];
  const toIndex = dates.filter((d) => d <= to).length - 1;
  const from = options.from ?? dates[Math.max(0, toIndex - 1)];
  const diff = engine.historyDiff(from, to);
  process.stdout.write(refreshSummaryMarkdown(diff, { tests: options.tests, runUrl: options.runUrl }));
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(`data:summary: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exitCode = 2;
}
