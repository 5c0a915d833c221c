// Finds permissions for the finder's picker from what an administrator types: an action ("users/password/update"),
// part of one, or the words of what they need ("reset passwords for users"). Pure: unit-tested in node.
import { splitPermissionKey, type PermissionEntry } from '../permissions/permission-index';
import { permissionKey } from '@engine/permission-grammar';
import { MAX_TASK_QUERY_CHARS, wordMatch, wordsOf } from './task-search';

/** What the finder's picker searches and its need list checks against: the member keys, and each action's description. */
export interface NeedIndex {
  /** Every member key of the built-in roles (an action, or "action [$Condition]"), sorted: what the finder can need. */
  keys: string[];
  byAction: ReadonlyMap<string, { description: string }>;
}

/** The need index of the permission index's entries (the worker's permissionsIndex): each entry's forms are its keys. */
export function needIndexOf(entries: readonly PermissionEntry[]): NeedIndex {
  const keys = entries.flatMap((entry) => [
    ...(entry.unconditioned ? [entry.action] : []),
    ...entry.conditions.map((condition) => permissionKey(entry.action, condition)),
  ]);
  return { keys: keys.sort(), byAction: new Map(entries.map((entry) => [entry.action, entry])) };
}

/** Words that say nothing about a permission: "reset a password for the users" is "reset password users". */
const FILLER_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'for',
  'to',
  'in',
  'on',
  'and',
  'or',
  'with',
  'by',
  'from',
  'my',
]);

/** A query's words that carry meaning (folded: lower case, plural endings off); its filler words when that is all. */
export function queryWords(query: string): string[] {
  const words = wordsOf(query.slice(0, MAX_TASK_QUERY_CHARS));
  const meaningful = words.filter((word) => !FILLER_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

interface KeyText {
  key: string;
  /** The key and the description, lower case: a query is first looked for as it is typed. */
  keyLower: string;
  descriptionLower: string;
  /** The words of the action and the description, folded as the query's are. */
  words: string[];
}

const texts = new WeakMap<NeedIndex, KeyText[]>();

function textsOf(index: NeedIndex): KeyText[] {
  let list = texts.get(index);
  if (!list) {
    list = index.keys.map((key) => {
      const description = index.byAction.get(splitPermissionKey(key).action)?.description ?? '';
      // An action's camel-cased parts are words too: users/changePassword holds "change" and "password".
      const words = [...wordsOf(key.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')), ...wordsOf(description)];
      return {
        key,
        keyLower: key.toLowerCase(),
        descriptionLower: description.toLowerCase(),
        words,
      };
    });
    texts.set(index, list);
  }
  return list;
}

/**
 * The permission keys that match `query`, best first: those whose action holds the query as typed, then those whose
 * description does, then those holding every meaningful word of it (in any order, a word or the start of one, plurals
 * folded). Ties keep the index's order. An empty query matches nothing.
 */
export function searchPermissionKeys(index: NeedIndex, query: string): string[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const words = queryWords(needle);
  const ranked: { key: string; rank: number; order: number }[] = [];
  textsOf(index).forEach((text, order) => {
    const rank = text.keyLower.includes(needle)
      ? 0
      : text.descriptionLower.includes(needle)
        ? 1
        : words.length > 0 && words.every((word) => wordMatch(word, text.words) > 0)
          ? 2
          : -1;
    if (rank >= 0) ranked.push({ key: text.key, rank, order });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.order - b.order).map((r) => r.key);
}
