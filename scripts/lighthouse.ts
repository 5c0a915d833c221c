// `npm run lighthouse`: builds the app (into .tmp/dist-lighthouse), serves it with `vite preview`, audits four pages with Lighthouse
// (mobile defaults, Debian Chromium) and writes the scores to reports/lighthouse.md and reports/lighthouse.json.
// `npm run lighthouse -- --only roles/global-administrator` audits only the pages whose path starts with that text (repeatable, or
// comma-separated; 'home' or / is the home page); such a partial run prints its table and keeps every Lighthouse report (with its trace) in .tmp/lighthouse/ but leaves
// reports/ alone. `--no-build` audits the build already in .tmp/dist-lighthouse. `--runs N` audits each page N times
// (default 3) and reports the run with the median performance score, with every run's score beside it: a single audit
// here can swing by ten points or more with the shared machine's speed (Lighthouse's own advice on variability is the
// same: several runs, the median). `--against REV` also builds the commit REV (in a git worktree) and audits its pages
// in the same rounds, interleaved, and reports for both builds how far each page scores below its no-script copy
// (reports/lighthouse-against.md): the figure a change must not widen. Performance and LCP are figures, not gates
// (issue 30 withdrew issue 16's 98 and 1.2 s: they follow the host's load); accessibility, best practices and SEO
// must score 100.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startPreview } from '../tests/e2e/preview-server';
import { medianRun } from './lib/median-run';
import { withoutScripts } from './bench/static-copy';
import { CHROMIUM_ARGS } from '../vite.config';

const root = resolve(import.meta.dirname, '..');
const PORT = 4399;
/** Its own build, so an audit never disturbs dist/ used by the end-to-end tests. */
const OUT_DIR = '.tmp/dist-lighthouse';
/** The build of `--against REV`, and the worktree it is built in. */
const AGAINST_OUT_DIR = '.tmp/dist-lighthouse-against';
const AGAINST_WORKTREE = '.tmp/lighthouse-against';
// Gates: accessibility, best practices and SEO 100. Performance is reported (0: no gate).
const TARGETS = { performance: 0, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof TARGETS;

interface Audit {
  scores: Record<Category, number>;
  metrics: Record<string, string>;
  lcpMs: number;
}

function comparePath(outDir: string): string {
  const rows = JSON.parse(readFileSync(resolve(root, outDir, 'data/roles_with_permissions.json'), 'utf8')) as {
    display_name: string;
    template_id: string;
  }[];
  const pick = ['Global Administrator', 'Global Reader', 'User Administrator'].map(
    (n) => rows.find((r) => r.display_name === n)!.template_id,
  );
  return `compare?ids=${pick.join(',')}`;
}

const DEFAULT_RUNS = 3;

/**
 * Pages named with --only (or every page when there is none), whether to build first, how many audits per page, and
 * the commit to audit beside this tree (null: none).
 */
function parseArgs(argv: string[]): { only: string[]; build: boolean; runs: number; against: string | null } {
  const only: string[] = [];
  let build = true;
  let runs = DEFAULT_RUNS;
  let against: string | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--no-build') build = false;
    else if (arg === '--against' || arg.startsWith('--against=')) {
      against = arg === '--against' ? (argv[++i] ?? '') : arg.slice('--against='.length);
      if (!/^[\w./~^-]+$/.test(against)) throw new Error('--against needs a commit, e.g. --against 24f5ed5');
    } else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = Number(arg === '--runs' ? argv[++i] : arg.slice('--runs='.length));
      if (!Number.isInteger(value) || value < 1 || value > 15)
        throw new Error('--runs needs a whole number from 1 to 15, e.g. --runs 5');
      runs = value;
    } else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? argv[++i] : arg.slice('--only='.length);
      if (!value) throw new Error('--only needs a page path, e.g. --only roles/global-administrator');
      only.push(
        ...value
          .split(',')
          .map((p) => (p.trim() === '/' ? 'home' : p.trim().replace(/^\//, '')))
          .filter(Boolean),
      );
    } else throw new Error(`Unknown option ${arg} (known: --only <page>, --no-build, --runs <n>, --against <commit>)`);
  }
  return { only, build, runs, against };
}

/** Builds commit `rev` in a worktree of its own (this tree's node_modules) into AGAINST_OUT_DIR. */
function buildAgainst(rev: string): void {
  const worktree = resolve(root, AGAINST_WORKTREE);
  if (existsSync(worktree)) execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: root });
  execFileSync('git', ['worktree', 'add', '--detach', '--force', worktree, rev], { cwd: root, stdio: 'inherit' });
  symlinkSync(resolve(root, 'node_modules'), resolve(worktree, 'node_modules'));
  try {
    execFileSync(
      resolve(root, 'node_modules/.bin/vite'),
      ['build', '--outDir', resolve(root, AGAINST_OUT_DIR), '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: worktree, stdio: 'inherit' },
    );
  } finally {
    rmSync(resolve(worktree, 'node_modules'));
    execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: root });
  }
}

function isChosen(path: string, only: string[]): boolean {
  return only.length === 0 || only.some((o) => (o === 'home' ? path === '' : o !== '' && path.startsWith(o)));
}

const REFERENCE_DIR = '__reference';

/** Writes the no-script copy of a prerendered page into the build; returns its path. */
function writeReference(outDir: string, path: string): string {
  const reference = `${REFERENCE_DIR}/${path || 'home'}/`;
  const html = readFileSync(resolve(root, outDir, path, 'index.html'), 'utf8');
  mkdirSync(resolve(root, outDir, reference), { recursive: true });
  writeFileSync(resolve(root, outDir, reference, 'index.html'), withoutScripts(html));
  return reference;
}

/**
 * A page to audit: its URL, the page it shows in the report, the build it belongs to ('' this tree's, else the commit
 * of --against), and whether it is a no-script copy.
 */
interface AuditedPage {
  url: string;
  label: string;
  build: string;
  reference: boolean;
}

/** The four audited pages of the build in `outDir`, served at `baseUrl`, each followed by its no-script copy. */
function pagesOf(outDir: string, baseUrl: string, build: string, only: string[]): AuditedPage[] {
  const chosen = ['', 'catalog', 'roles/global-administrator', comparePath(outDir)].filter((p) => isChosen(p, only));
  if (chosen.length === 0) throw new Error(`--only ${only.join(',')} names none of the audited pages`);
  // Each prerendered page is audited beside its reference: the same HTML with no script at all. What the page scores
  // above the app's own cost (a long page's parse, style and layout) shows there, measured in the same rounds.
  return chosen.flatMap((path): AuditedPage[] => {
    const page = { url: `${baseUrl}${path}`, label: `/${path}`, build, reference: false };
    return path.startsWith('compare?')
      ? [page]
      : [
          page,
          { url: `${baseUrl}${writeReference(outDir, path)}`, label: `/${path}, no script`, build, reference: true },
        ];
  });
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.build)
    execFileSync(
      resolve(root, 'node_modules/.bin/vite'),
      ['build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: root, stdio: 'inherit' },
    );
  if (args.against) buildAgainst(args.against);
  const preview = await startPreview(PORT, { outDir: OUT_DIR });
  const againstPreview = args.against ? await startPreview(PORT + 1, { outDir: AGAINST_OUT_DIR }) : null;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const own = pagesOf(OUT_DIR, preview.url, '', args.only);
  // Interleaved: each of this tree's pages right after the same page of the other build.
  const pages = againstPreview
    ? pagesOf(AGAINST_OUT_DIR, againstPreview.url, args.against!, args.only).flatMap((page, i) => [page, own[i]])
    : own;
  const partial = args.only.length > 0;
  const audits = new Map<string, Audit[]>(pages.map(({ url }) => [url, []]));
  try {
    // Round by round over the pages, so a slow spell of the machine falls on every page alike, not on one page's runs.
    for (let round = 1; round <= args.runs; round += 1) {
      for (const { url } of pages) {
        process.stderr.write(`Auditing ${url}${args.runs > 1 ? ` (run ${round} of ${args.runs})` : ''}\n`);
        const run = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(TARGETS),
        });
        if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
        // A run Lighthouse could not finish scores 0: say why, so a 0 among the runs can be told from a slow page.
        if (run.lhr.runtimeError)
          process.stderr.write(`  runtime error: ${run.lhr.runtimeError.code}: ${run.lhr.runtimeError.message}\n`);
        for (const warning of run.lhr.runWarnings) process.stderr.write(`  run warning: ${warning}\n`);
        const scores = Object.fromEntries(
          Object.keys(TARGETS).map((c) => [c, Math.round((run.lhr.categories[c]?.score ?? 0) * 100)]),
        ) as Record<Category, number>;
        const metrics = Object.fromEntries(
          [
            'first-contentful-paint',
            'largest-contentful-paint',
            'total-blocking-time',
            'cumulative-layout-shift',
            'speed-index',
          ].map((id) => [id, run.lhr.audits[id]?.displayValue ?? '']),
        );
        const lcpMs = run.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY;
        audits.get(url)!.push({ scores, metrics, lcpMs });
        if (partial) {
          // The whole report, for finding what costs the score (LCP element, long tasks, request chains...).
          mkdirSync(resolve(root, '.tmp/lighthouse'), { recursive: true });
          const file = resolve(
            root,
            `.tmp/lighthouse/${(new URL(url).pathname.slice(1) || 'home').replaceAll('/', '_')}-${Date.now()}.json`,
          );
          writeFileSync(file, JSON.stringify(run.lhr));
          // The page's trace too: it opens in Chromium's Performance panel, where the tasks behind TBT can be read.
          const trace = (run.artifacts as { Trace?: unknown }).Trace;
          if (trace) writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
          process.stderr.write(`  full report: ${file}\n`);
        }
        for (const [id, audit] of Object.entries(run.lhr.audits)) {
          if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
            process.stderr.write(`  ${id}: ${audit.title}\n`);
        }
      }
    }
  } finally {
    await chrome.kill();
    await preview.stop();
    await againstPreview?.stop();
  }
  const results = pages.map(({ url, label, build, reference }) => {
    const runs = audits.get(url)!;
    const median = medianRun(runs, (run) => run.scores.performance);
    return {
      path: build ? `${build}: ${label}` : label,
      label,
      build,
      reference,
      ...median,
      performanceRuns: runs.map((run) => run.scores.performance),
    };
  });
  const header = `| page | ${Object.keys(TARGETS).join(' | ')} | FCP | LCP | TBT | CLS | performance, every run |\n|---|${Object.keys(
    TARGETS,
  )
    .map(() => '---:')
    .join('|')}|---:|---:|---:|---:|---|`;
  const lines = results.map(
    (r) =>
      `| ${r.path.length > 48 ? `${r.path.slice(0, 48)}…` : r.path} | ${(Object.keys(TARGETS) as Category[]).map((c) => `${r.scores[c]}${!r.reference && r.scores[c] < TARGETS[c] ? ' (below target)' : ''}`).join(' | ')} | ` +
      `${r.metrics['first-contentful-paint']} | ${r.metrics['largest-contentful-paint']} | ${r.metrics['total-blocking-time']} | ${r.metrics['cumulative-layout-shift']} | ${r.performanceRuns.join(', ')} |`,
  );
  const runsNote =
    args.runs > 1
      ? ` Each page audited ${args.runs} times, round by round; the row is the run with the median performance score.`
      : '';
  const referenceNote =
    ' Below each prerendered page, its reference: the same HTML with every script and module preload taken out,' +
    ' audited in the same rounds. It shows what the markup and stylesheet alone score on this machine.';
  // Per build, how far each page's median performance score is below its no-script copy's.
  const gaps = results
    .filter((r) => !r.reference)
    .map((r) => {
      const copy = results.find((c) => c.reference && c.build === r.build && c.label === `${r.label}, no script`);
      return copy ? `| ${r.path} | ${copy.scores.performance - r.scores.performance} |` : null;
    })
    .filter((line): line is string => line !== null);
  const gapTable = args.against
    ? `\n## Gap to the no-script copy (performance points; the change must not widen it)\n\n| page | gap |\n|---|---:|\n${gaps.join('\n')}\n`
    : '';
  const md = `# Lighthouse (mobile defaults)\n\nGates: ${Object.entries(TARGETS)
    .filter(([, t]) => t > 0)
    .map(([c, t]) => `${c} ≥ ${t}`)
    .join(
      ', ',
    )}; performance and LCP are figures.${runsNote}${referenceNote}\n\n${header}\n${lines.join('\n')}\n${gapTable}`;
  // A partial run leaves the reports of the full one alone.
  if (!partial) {
    mkdirSync(resolve(root, 'reports'), { recursive: true });
    const name = args.against ? 'lighthouse-against' : 'lighthouse';
    writeFileSync(resolve(root, `reports/${name}.md`), md);
    writeFileSync(resolve(root, `reports/${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  }
  process.stdout.write(md);
  if (results.some((r) => !r.reference && (Object.keys(TARGETS) as Category[]).some((c) => r.scores[c] < TARGETS[c])))
    process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
