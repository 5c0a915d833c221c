// The finder's need list in the URL (/finder?need=a,b,c, or packed in needz= when long, plus the view) and in pasted
// text, read within the caps of input-limits.ts.
import type { PermissionView } from '@engine/catalog';
import {
  MAX_ACTION_LENGTH,
  MAX_LINK_CHARS,
  MAX_NEED_TEXT_CHARS,
  MAX_NEEDS,
  READABLE_LINK_CHARS,
} from '../../app/input-limits';
import { viewQuery } from '../../state/view';
import { splitPermissionKey } from '../permissions/permission-index';
import { permissionKey } from '@engine/permission-grammar';
import { packNeeds, unpackNeedText } from './packed-need';
import { field } from '../../data/role-definition-read';

/** The query parameter of the packed form (packed-need.ts). */
export const PACKED_NEED_PARAM = 'needz';

/** One needed permission as typed: trimmed, with a condition written the way the dataset keys it ("action [$Condition]"). */
export function normalizeNeed(raw: string): string {
  // Well formed, so that a lone surrogate (a paste can hold one) cannot make encodeURIComponent throw in finderPath.
  const { action, condition } = splitPermissionKey(raw.toWellFormed());
  return permissionKey(action, condition);
}

/** What reading a list gave: the needs kept, and what was left out past the caps. */
export interface NeedReading {
  /** Trimmed, normalized, distinct, in the order given; at most MAX_NEEDS in all. */
  need: string[];
  /** Distinct entries past the cap, left out. */
  overCap: number;
  /** Entries longer than MAX_ACTION_LENGTH, left out: no action is that long. */
  tooLong: number;
  /** The text was longer than MAX_NEED_TEXT_CHARS and only its start was read: more may have been left out. */
  cut: boolean;
}

/** Reads entries into needs, keeping at most `room` new ones beyond those of `kept` (which it extends). */
function readEntries(entries: readonly string[], kept: Set<string>, room: number): Omit<NeedReading, 'need' | 'cut'> {
  const limit = kept.size + room;
  const left = new Set<string>();
  let tooLong = 0;
  for (const entry of entries) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    // Checked before normalizing, whose pattern backtracks on long runs of spaces.
    if (trimmed.length > MAX_ACTION_LENGTH) tooLong++;
    else {
      const key = normalizeNeed(trimmed);
      if (kept.has(key)) continue;
      if (kept.size < limit) kept.add(key);
      else left.add(key);
    }
  }
  return { overCap: left.size, tooLong };
}

/** Entries read as needs beside `current`, within the caps; `cut`: the text they came from was cut short. */
function needReading(entries: readonly string[], current: readonly string[], cut: boolean): NeedReading {
  const kept = new Set(current);
  const before = kept.size;
  const counts = readEntries(entries, kept, MAX_NEEDS - before);
  return { need: [...kept].slice(before), ...counts, cut };
}

/** A text's entries: at most MAX_NEED_TEXT_CHARS of it are read, and when `cut` the last entry (maybe cut in two) is dropped. */
function textEntries(text: string, separators: RegExp, cut: boolean): string[] {
  const entries = text.slice(0, MAX_NEED_TEXT_CHARS).split(separators);
  if (cut) entries.pop();
  return entries;
}

/** The needs of a text of entries: at most MAX_NEED_TEXT_CHARS of it are read, and those of `current` are not counted again. */
function readNeedText(
  text: string,
  separators: RegExp,
  current: readonly string[] = [],
  cut = text.length > MAX_NEED_TEXT_CHARS,
): NeedReading {
  return needReading(textEntries(text, separators, cut), current, cut);
}

/** The need list of a readable link: comma-separated, trimmed, distinct, in the order given, within the caps. */
export function needReadingFromSearch(params: URLSearchParams): NeedReading {
  return readNeedText(params.get('need') ?? '', /,/);
}

/** The need list a packed form holds, within the caps; null when the text is no packed form (cut short, say). */
export async function needReadingFromPacked(packed: string): Promise<NeedReading | null> {
  const unpacked = await unpackNeedText(packed, MAX_NEED_TEXT_CHARS);
  return unpacked ? readNeedText(unpacked.text, /,/, [], unpacked.cut) : null;
}

/**
 * The needs of pasted text; what fits beside `current`. Text that is JSON (a role definition from Graph or PowerShell,
 * a list of them, or a list of action strings) gives the actions it grants; any other text is one action per line
 * (commas, semicolons and tabs also separate), each as copied from a JSON list or a spreadsheet: quotes around it and
 * a list's brackets are dropped, blank entries ignored.
 */
export function pastedNeedReading(text: string, current: readonly string[] = []): NeedReading {
  const cut = text.length > MAX_NEED_TEXT_CHARS;
  const granted = cut ? null : actionsOfJson(text);
  if (granted) return needReading(granted, current, false);
  return needReading(textEntries(text, /[\r\n,;\t]+/, cut).map(unwrapEntry), current, cut);
}

/** A pasted entry without what copying it from a JSON list adds: quotes around it, a list's opening or closing bracket. */
export function unwrapEntry(entry: string): string {
  // Past twice the longest action it is no action, and is counted as too long as it is (the patterns need not scan it).
  if (entry.length > 2 * MAX_ACTION_LENGTH) return entry;
  let unwrapped = entry.trim().replace(/^\[+\s*/, '');
  // A closing bracket that opens nothing ends a list; one that does ends a condition ("action [$ResourceIsSelf]").
  let unopened = count(unwrapped, ']') - count(unwrapped, '[');
  while (unopened-- > 0 && unwrapped.endsWith(']')) unwrapped = unwrapped.slice(0, -1).trimEnd();
  const quoted = /^(["'`])(.*)\1$/s.exec(unwrapped);
  return quoted ? quoted[2].trim() : unwrapped;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/**
 * The actions a JSON text grants, in order: of each role definition (any object with rolePermissions; keys in any
 * case), its allowed actions (a conditioned grant keyed as the dataset keys it), or the strings of a list of strings.
 * Null when the text is no JSON, or JSON that holds neither.
 */
export function actionsOfJson(text: string): string[] | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('[') && !trimmed.startsWith('{')) return null;
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return null;
  }
  if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')) return value;
  const actions: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) {
      const grants = field(node as Record<string, unknown>, 'rolePermissions');
      if (Array.isArray(grants)) for (const grant of grants) actions.push(...grantedActions(grant));
      else Object.values(node).forEach(visit);
    }
  };
  visit(value);
  return actions.length > 0 ? actions : null;
}

/** One rolePermissions item's allowed actions, each with the item's condition as the dataset writes it. */
function grantedActions(grant: unknown): string[] {
  if (typeof grant !== 'object' || grant === null) return [];
  const allowed = field(grant as Record<string, unknown>, 'allowedResourceActions');
  const condition = field(grant as Record<string, unknown>, 'condition');
  if (!Array.isArray(allowed)) return [];
  return allowed
    .filter((action): action is string => typeof action === 'string')
    .map((action) => (typeof condition === 'string' && condition.trim() ? `${action} [${condition.trim()}]` : action));
}

/** Adds needs at the end, keeping each once, up to MAX_NEEDS in all. */
export function addNeeds(current: string[], added: string[]): string[] {
  const kept = new Set(current);
  readEntries(added, kept, Math.max(0, MAX_NEEDS - kept.size));
  return [...kept];
}

/** Slashes and $ stay readable in the link; everything else is percent-encoded. */
function encodeNeed(key: string): string {
  return encodeURIComponent(key).replace(/%2F/g, '/').replace(/%24/g, '$');
}

/** The finder's readable path: /finder?need=a,b,c plus the view's parameters (of any length: see finderLink). */
export function finderPath(need: string[], view: PermissionView): string {
  if (need.length === 0) return `/finder${viewQuery(view, '?')}`;
  return `/finder?need=${need.map(encodeNeed).join(',')}${viewQuery(view)}`;
}

/** A shareable finder link: its in-app path, and how many of the needs (the first ones) it holds. */
export interface FinderLink {
  path: string;
  linked: number;
}

/** The readable link when it is short enough (READABLE_LINK_CHARS), else null. */
export function readableFinderLink(need: string[], view: PermissionView): FinderLink | null {
  const path = finderPath(need, view);
  return path.length <= READABLE_LINK_CHARS ? { path, linked: need.length } : null;
}

async function packedPath(need: string[], view: PermissionView): Promise<string> {
  return `/finder?${PACKED_NEED_PARAM}=${await packNeeds(need)}${viewQuery(view)}`;
}

/**
 * The finder's shareable link, never longer than MAX_LINK_CHARS: readable when short, else packed; when even the packed
 * form of every need is too long, the packed form of as many of the first needs as fit (`linked` says how many).
 */
export function finderLink(need: string[], view: PermissionView): Promise<FinderLink> {
  // The page writes a list into the URL and shows its share link: one packing serves both.
  if (lastLink?.need !== need || lastLink.inherit !== view.inherit || lastLink.wildcards !== view.wildcards) {
    lastLink = { need, inherit: view.inherit, wildcards: view.wildcards, link: shareableLink(need, view) };
  }
  return lastLink.link;
}

let lastLink: { need: string[]; inherit: boolean; wildcards: boolean; link: Promise<FinderLink> } | null = null;

async function shareableLink(need: string[], view: PermissionView): Promise<FinderLink> {
  const readable = readableFinderLink(need, view);
  if (readable) return readable;
  const whole = await packedPath(need, view);
  if (whole.length <= MAX_LINK_CHARS) return { path: whole, linked: need.length };
  // Binary search on the number of needs: `fits` always fits, `tooMany` never does.
  let fits: FinderLink = { path: finderPath([], view), linked: 0 };
  let tooMany = need.length;
  while (tooMany - fits.linked > 1) {
    const middle = Math.floor((fits.linked + tooMany) / 2);
    const path = await packedPath(need.slice(0, middle), view);
    if (path.length <= MAX_LINK_CHARS) fits = { path, linked: middle };
    else tooMany = middle;
  }
  return fits;
}
