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
import { appendSnapshot, readHistoryIndex, readSnapshots } from './lib/history-source';
import { checkReplay, encodeHistory, historyJson } from './lib/history-build';
import { isCalendarDate } from '../workers/engine/history';
import { writeDocsNotes } from './lib/docs-reconcile';
import { buildTaskFile } from './lib/task-source';
import { asciiJson } from './lib/ascii-json';
import { datasetText } from './lib/dataset-text';

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

function defaultInfo(sourceDir: string) {
  const index = readHistoryIndex(sourceDir);
  const commit = index.latest.commit ? ` @ ${index.latest.commit.slice(0, 8)}` : '';
  return {
    date: String(index.latest.commit_date).slice(0, 10),
    source: `Microsoft Graph beta roleManagement/directory/roleDefinitions via ${index.source_repo} (${index.path}${commit})`,
  };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function buildDataset(paths: Paths, args: string[]) {
  const graphArg = argValue(args, '--graph');
  const src = readSourceFiles(paths.sourceDir);
  if (graphArg) src.graph = JSON.parse(readFileSync(resolve(graphArg), 'utf8'));
  const info = defaultInfo(paths.sourceDir);
  if (graphArg) info.source = `Microsoft Graph roleManagement/directory/roleDefinitions export (${graphArg})`;
  info.date = argValue(args, '--date') ?? info.date;
  info.source = argValue(args, '--source') ?? info.source;

  const rows = buildRows(src, info);
  const problems = checkDataset(rows, src);
  if (problems.length > 0) fail(`Dataset checks failed:\n- ${problems.join('\n- ')}`);
  mkdirSync(dirname(paths.dataset), { recursive: true });
  writeFileSync(paths.dataset, asciiJson(datasetText(rows)));
  const grants = rows.reduce((n, r) => n + (r.role_permissions?.length ?? 0), 0);
  console.log(`Wrote ${rows.length} roles, ${grants} grants (dataset ${info.date}) to ${paths.dataset}`);
  writeSeed(rows, paths.seed);
  console.log(`Wrote the database seed to ${paths.seed}`);
  writeDocsNotes({
    ...src,
    sourceDir: paths.sourceDir,
    out: join(dirname(paths.dataset), 'docs-notes.json'),
    datasetDate: info.date,
    datasetSource: info.source,
  });
  return src;
}

/** The history from every snapshot; written only when replaying it reproduces each snapshot. */
function buildHistory(paths: Paths, tierOfRole: (templateId: string) => number | null) {
  const snapshots = readSnapshots(paths.sourceDir);
  const index = readHistoryIndex(paths.sourceDir);
  const file = encodeHistory(
    snapshots,
    tierOfRole,
    `Microsoft Graph beta roleManagement/directory/roleDefinitions, every change of ${index.source_repo} ${index.path}`,
  );
  const problems = checkReplay(file, snapshots);
  if (problems.length > 0) fail(`History replay check failed:\n- ${problems.slice(0, 20).join('\n- ')}`);
  const text = historyJson(file);
  mkdirSync(dirname(paths.history), { recursive: true });
  writeFileSync(paths.history, text);
  const events = file.snapshots.slice(1).reduce((n, s) => n + s.events.length, 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(
    `Replay check passed: the events reproduce all ${snapshots.length} snapshots (${snapshots[0].date} to ${snapshots[snapshots.length - 1].date}).`,
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
        ? `New snapshot ${added.date}: the export differs from the newest snapshot.`
        : `No new snapshot: the export equals the newest snapshot (${added.newest}).`,
    );
  }
  const src = buildDataset(paths, args);
  console.log(buildTaskFile(resolve(paths.sourceDir, '../..'), JSON.parse(readFileSync(paths.dataset, 'utf8'))));
  buildHistory(paths, (templateId) => tierOf(src.classification.roles[templateId]?.tierLevel));
}

try {
  main(process.argv.slice(2));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
