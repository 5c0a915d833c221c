// Data build: Graph roleDefinitions export + docs descriptions + labels + tiers -> the app's dataset and the DB seed;
// the role-definition snapshots -> the role history, checked by replay.
// Usage: npm run data -- [--graph FILE] [--date YYYY-MM-DD] [--source TEXT] [--root DIR]
//   --graph FILE: a new export; it becomes a new snapshot (dated --date, default today) when it differs from the newest.
//   --root DIR: the project folder to read data/source from and write to (default: this repository).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildRows, readSourceFiles, tierOf } from './lib/graph-source';
import { checkDataset } from './lib/check-dataset';
import { writeSeed } from './lib/seed-sql';
import {
  appendSnapshot,
  exportApi,
  exportRoles,
  readHistoryIndex,
  readSeries,
  readV1Index,
  type SourceSnapshot,
} from './lib/history-source';
import { checkReplay, encodeHistory, historyJson } from './lib/history-build';
import { isCalendarDate } from '../workers/engine/history';
import { writeDocsNotes } from './lib/docs-reconcile';
import { buildTaskFile } from './lib/task-source';
import { takeoverFileOf, takeoverSources, writeTakeoverFile } from './lib/takeover-source';
import { asciiJson } from './lib/ascii-json';
import { datasetText } from './lib/dataset-text';
import { settleFlags } from './lib/dataset-source';

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function projectPaths(root: string) {
  return {
    sourceDir: join(root, 'data/source'),
    dataset: join(root, 'public/data/roles_with_permissions.json'),
    history: join(root, 'public/data/history.json'),
    seed: join(root, 'supabase/seed.sql'),
  };
}

type Paths = ReturnType<typeof projectPaths>;

/** The dataset's date and source: those of the timeline's newest export, which roles.graph.json holds. */
function defaultInfo(sourceDir: string, newest: SourceSnapshot) {
  const repo = newest.api === 'beta' ? readHistoryIndex(sourceDir) : readV1Index(sourceDir)!;
  const commit = newest.commit ? ` @ ${newest.commit}` : '';
  return {
    date: newest.date,
    source: `Microsoft Graph ${newest.api} roleManagement/directory/roleDefinitions via ${repo.source_repo} (${repo.path}${commit})`,
  };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function buildDataset(paths: Paths, args: string[], series: ReturnType<typeof readSeries>) {
  const graphArg = argValue(args, '--graph');
  const src = readSourceFiles(paths.sourceDir);
  if (graphArg) src.graph = { value: exportRoles(JSON.parse(readFileSync(resolve(graphArg), 'utf8')), graphArg) };
  const newest = series.snapshots[series.snapshots.length - 1];
  const info = defaultInfo(paths.sourceDir, newest);
  if (graphArg)
    info.source = `Microsoft Graph ${exportApi(src.graph.value)} roleManagement/directory/roleDefinitions export (${graphArg})`;
  info.date = argValue(args, '--date') ?? info.date;
  info.source = argValue(args, '--source') ?? info.source;
  // A v1.0 export has no isPrivileged: each role takes the newest beta export's flag, else Microsoft's docs label.
  const flags = settleFlags(src, series, info.date);

  const rows = buildRows(src, info);
  const problems = checkDataset(rows, src);
  if (problems.length > 0) fail(`Dataset checks failed:\n- ${problems.join('\n- ')}`);
  mkdirSync(dirname(paths.dataset), { recursive: true });
  writeFileSync(paths.dataset, asciiJson(datasetText(rows)));
  const grants = rows.reduce((n, r) => n + (r.role_permissions?.length ?? 0), 0);
  console.log(`Wrote ${rows.length} roles, ${grants} grants (dataset ${info.date}) to ${paths.dataset}`);
  writeMissingDescriptions(rows, join(paths.sourceDir, 'missing-descriptions.txt'));
  writeSeed(rows, paths.seed);
  console.log(`Wrote the database seed to ${paths.seed}`);
  // The takeover facts, matched to these roles: their sources join the docs notes' list, and main writes the file.
  const takeover = takeoverFileOf(resolve(paths.sourceDir, '../..'), rows);
  writeDocsNotes({
    ...src,
    sourceDir: paths.sourceDir,
    out: join(dirname(paths.dataset), 'docs-notes.json'),
    datasetDate: info.date,
    datasetSource: info.source,
    flags,
    periods: series.periods,
    history: series.snapshots,
    moreSources: takeoverSources(takeover.file),
  });
  return { src, takeover };
}

/** data/source/missing-descriptions.txt: the dataset's actions no docs source describes (derived; the app shows the action). */
function writeMissingDescriptions(rows: ReturnType<typeof buildRows>, file: string) {
  const holders = new Map<string, Set<string>>();
  const described = new Set<string>();
  for (const row of rows)
    for (const grant of row.role_permissions) {
      const p = grant.permissions!;
      if (p.friendly_description) described.add(p.action);
      else holders.set(p.action, (holders.get(p.action) ?? new Set()).add(row.display_name));
    }
  const actions = [...holders.keys()].sort();
  const lines = [
    '# Actions in roles.graph.json (latest) with no description found in the Microsoft docs sources read.',
    `# ${actions.length} of ${actions.length + described.size} actions. Format: action<TAB>roles granting it`,
    ...actions.map((a) => `${a}\t${[...holders.get(a)!].sort().join(', ')}`),
  ];
  writeFileSync(file, `${lines.join('\n')}\n`);
}

/** The history from every snapshot; written only when replaying it reproduces each snapshot. */
function buildHistory(
  paths: Paths,
  series: ReturnType<typeof readSeries>,
  tierOfRole: (templateId: string) => number | null,
) {
  const { snapshots, periods } = series;
  const file = encodeHistory(
    snapshots,
    tierOfRole,
    `Microsoft Graph roleManagement/directory/roleDefinitions, every change of: ${periods
      .map((p) => `${p.api} ${p.from} to ${p.to}, ${p.source}`)
      .join('; ')}`,
  );
  const problems = checkReplay(file, snapshots);
  if (problems.length > 0) fail(`History replay check failed:\n- ${problems.slice(0, 20).join('\n- ')}`);
  const text = historyJson(file);
  mkdirSync(dirname(paths.history), { recursive: true });
  writeFileSync(paths.history, text);
  const events = file.snapshots.slice(1).reduce((n, s) => n + s.events.length, 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(
    `Replay check passed: the events reproduce all ${snapshots.length} snapshots (${snapshots[0].date} to ${snapshots[snapshots.length - 1].date}; ${series.repeats} exports equal to the one before left out).`,
  );
  console.log(
    `Wrote the history (${events} stored events, ${file.actions.length} actions, ${file.roles.length} roles) to ${paths.history}: ${kb(Buffer.byteLength(text))}, ${kb(gzipSync(text).length)} gzip`,
  );
}

function main(args: string[]) {
  const paths = projectPaths(resolve(argValue(args, '--root') ?? resolve(import.meta.dirname, '..')));
  const graphArg = argValue(args, '--graph');
  const date = argValue(args, '--date');
  if (date !== undefined && !isCalendarDate(date)) fail(`--date must be a date written YYYY-MM-DD, not "${date}".`);
  if (graphArg) {
    const added = appendSnapshot(paths.sourceDir, resolve(graphArg), date ?? new Date().toISOString().slice(0, 10));
    console.log(
      added.appended
        ? `New snapshot ${added.date}: the export differs from the newest snapshot. (Graph ${added.api})`
        : `No new snapshot: the export equals the newest snapshot (${added.newest}).`,
    );
  }
  const series = readSeries(paths.sourceDir);
  const { src, takeover } = buildDataset(paths, args, series);
  const datasetRows = JSON.parse(readFileSync(paths.dataset, 'utf8'));
  console.log(buildTaskFile(resolve(paths.sourceDir, '../..'), datasetRows));
  for (const line of writeTakeoverFile(resolve(paths.sourceDir, '../..'), takeover)) console.log(line);
  buildHistory(paths, series, (templateId) => tierOf(src.classification.roles[templateId]?.tierLevel));
}

try {
  main(process.argv.slice(2));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
