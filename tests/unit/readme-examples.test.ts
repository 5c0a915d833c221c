// Every `npm run analyze -- ...` example in docs/cli.md's code blocks (the README's command line), run as a real process:
// what the docs show works.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '@engine/csv';

const root = resolve(import.meta.dirname, '../..');
const COMMAND = 'npm run analyze -- ';

/** The lines of docs/cli.md's fenced code blocks that run the CLI. */
function readmeExamples(): string[] {
  const examples: string[] = [];
  let inFence = false;
  for (const line of readFileSync(resolve(root, 'docs/cli.md'), 'utf8').split('\n')) {
    if (line.trimStart().startsWith('```')) inFence = !inFence;
    else if (inFence && line.trimStart().startsWith(COMMAND)) examples.push(line.trim());
  }
  return examples;
}

/**
 * Splits a command line into words as a POSIX shell would for these examples: single and double quotes, backslash
 * escapes; it stops at a comment (`#` starting a word) or an output redirection (`>`), so stdout comes back here.
 */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = null;
      else if (c === '\\' && quote === '"' && /["\\$`]/.test(line[i + 1] ?? '')) word += line[++i];
      else word += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      word ??= '';
    } else if (c === '\\') {
      word = (word ?? '') + (line[++i] ?? '');
    } else if (/\s/.test(c)) {
      if (word !== null) words.push(word);
      word = null;
    } else if ((c === '#' && word === null) || c === '>') {
      break;
    } else {
      word = (word ?? '') + c;
    }
  }
  if (quote) throw new Error(`Unclosed ${quote} in: ${line}`);
  if (word !== null) words.push(word);
  return words;
}

describe('README command-line examples', () => {
  const examples = readmeExamples();

  it('are found (the "# Command line" code block)', () => {
    expect(examples.length).toBeGreaterThanOrEqual(4);
  });

  it('splits words as the shell does', () => {
    expect(shellWords(`npm run analyze -- --json ga "security reader" 'a b'   # a comment`)).toEqual([
      'npm',
      'run',
      'analyze',
      '--',
      '--json',
      'ga',
      'security reader',
      'a b',
    ]);
    expect(shellWords(`npm run analyze -- --csv a\\ b "x\\"y" > out.csv`)).toEqual([
      'npm',
      'run',
      'analyze',
      '--',
      '--csv',
      'a b',
      'x"y',
    ]);
  });

  it.each(examples)('%s', (example) => {
    const args = shellWords(example).slice(shellWords(COMMAND).length);
    // What `npm run analyze` runs (package.json: tsx scripts/analyze.ts), without npm's own output on stdout.
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/analyze.ts', ...args], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).not.toBe('');
    if (args.includes('--json')) expect(() => JSON.parse(run.stdout)).not.toThrow();
    if (args.includes('--csv')) expect(run.stdout.split('\r\n')[0]).toBe(CSV_COLUMNS.join(','));
  });
});
