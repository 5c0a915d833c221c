// Ranks Microsoft's "least privileged roles by task" rows for a typed query: every word must match the task, its
// section or a role it names. Pure and small (212 rows): it runs on the main thread and in the CLI.
import type { DelegatedTask } from './task-data';

/** The longest query read; the rest is left out (no task, section or role name comes near it). */
export const MAX_TASK_QUERY_CHARS = 200;

/** A word folded for matching: lower case, with a light plural ending removed (keys -> key, policies -> policy). */
export function foldWord(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(?:sses|xes|ches|shes)$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** The folded words of a text. */
export function wordsOf(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')
    .map(foldWord);
}

/** A task with how well it matched: higher first. */
export interface TaskMatch {
  /** The task's position in the table. */
  index: number;
  task: DelegatedTask;
  score: number;
}

// Where a word is found, by weight: the task's own words count most, then a role it names, then its section.
const FIELD_WEIGHT = { task: 3, role: 2, section: 1 } as const;

/** How well one query word matches a list of words: 2 a whole word, 1 the start of one, 0 none. */
export function wordMatch(word: string, words: readonly string[]): number {
  let best = 0;
  for (const w of words) {
    if (w === word) return 2;
    if (w.startsWith(word)) best = 1;
  }
  return best;
}

function taskWords(task: DelegatedTask) {
  return {
    task: wordsOf(task.task),
    role: wordsOf([...task.least, ...task.additional].map((p) => p.name).join(' ')),
    section: wordsOf(task.section),
  };
}

/** The score of `task` for the query words, or 0 when a word matches nothing. */
function scoreTask(words: readonly string[], fields: ReturnType<typeof taskWords>): number {
  let score = 0;
  for (const word of words) {
    let best = 0;
    for (const field of ['task', 'role', 'section'] as const) {
      best = Math.max(best, wordMatch(word, fields[field]) * FIELD_WEIGHT[field]);
    }
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

/** The query's words stand in this order, side by side, in the task ("reset password" in "Reset password of ..."). */
function hasPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((word, j) => words[i + j] === word || (j === phrase.length - 1 && words[i + j].startsWith(word))))
      return true;
  }
  return false;
}

/**
 * The tasks matching `query`, best first (ties keep the table's order): case-insensitive, words in any order, each
 * word a whole word or the start of one in the task, its section or a role name. An empty query gives every task in
 * the table's order.
 */
export function searchTasks(tasks: readonly DelegatedTask[], query: string): TaskMatch[] {
  const words = wordsOf(query.slice(0, MAX_TASK_QUERY_CHARS));
  if (words.length === 0) return tasks.map((task, index) => ({ index, task, score: 0 }));
  const matches: TaskMatch[] = [];
  tasks.forEach((task, index) => {
    const fields = taskWords(task);
    const score = scoreTask(words, fields);
    if (score > 0)
      matches.push({ index, task, score: score + (words.length > 1 && hasPhrase(fields.task, words) ? 1 : 0) });
  });
  return matches.sort((a, b) => b.score - a.score || a.index - b.index);
}

/** Tasks grouped by section, sections in the order they first appear. */
export function groupBySection<T extends { task: DelegatedTask }>(
  items: readonly T[],
): { section: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.task.section);
    if (group) group.push(item);
    else groups.set(item.task.section, [item]);
  }
  return [...groups].map(([section, grouped]) => ({ section, items: grouped }));
}
