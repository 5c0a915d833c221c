// Data build: Graph roleDefinitions export + docs descriptions + labels + tiers -> the app's dataset and the DB seed.
// Usage: npm run data -- [--graph FILE] [--date YYYY-MM-DD] [--source TEXT]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildRows, readSourceFiles } from './lib/graph-source';
import { checkDataset } from './lib/check-dataset';
import { writeSeed } from './lib/seed-sql';

const root = resolve(import.meta.dirname, '..');
const sourceDir = join(root, 'data/source');
export const DATASET_FILE = join(root, 'public/data/roles_with_permissions.json');

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function defaultInfo() {
  const index = JSON.parse(readFileSync(join(sourceDir, 'history/index.json'), 'utf8'));
  return {
    date: String(index.latest.commit_date).slice(0, 10),
    source: `Microsoft Graph beta roleManagement/directory/roleDefinitions via ${index.source_repo} (${index.path} @ ${String(index.latest.commit).slice(0, 8)})`,
  };
}

async function main(args: string[]) {
  const graphArg = argValue(args, '--graph');
  const src = readSourceFiles(sourceDir);
  if (graphArg) src.graph = JSON.parse(readFileSync(resolve(graphArg), 'utf8'));
  const info = defaultInfo();
  if (graphArg) info.source = `Microsoft Graph roleManagement/directory/roleDefinitions export (${graphArg})`;
  info.date = argValue(args, '--date') ?? info.date;
  info.source = argValue(args, '--source') ?? info.source;

  const rows = buildRows(src, info);
  const problems = checkDataset(rows, src);
  if (problems.length > 0) {
    console.error(`Dataset checks failed:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  mkdirSync(dirname(DATASET_FILE), { recursive: true });
  writeFileSync(DATASET_FILE, JSON.stringify(rows));
  const grants = rows.reduce((n, r) => n + (r.role_permissions?.length ?? 0), 0);
  console.log(`Wrote ${rows.length} roles, ${grants} grants (dataset ${info.date}) to ${DATASET_FILE}`);
  const seedFile = join(root, 'supabase/seed.sql');
  writeSeed(rows, seedFile);
  console.log(`Wrote the database seed to ${seedFile}`);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
