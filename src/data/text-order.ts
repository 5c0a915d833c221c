// The order names and actions sort in: localeCompare's, without building a collator when the characters alone settle it.
//
// Building the first Intl.Collator (or calling localeCompare for the first time) loads ICU's collation data, a noticeable
// main-thread cost (more on a slow phone) in every page that sorts roles or actions. For English locales the order
// of two strings of printable ASCII is plain: compared without case, at the first differing character space <
// punctuation/symbols (in the order below) < digits < letters, and a string that is a prefix of the other comes first.
// Only when that does not settle it (strings equal but for case, other characters, other locales) is a collator built.

/** Printable ASCII in collation order (CLDR root, as English uses it); an upper-case letter ranks with its lower case. */
const ASCII_ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz';

/** Rank of each ASCII code in ASCII_ORDER, 0 for characters outside it (controls, DEL). */
const RANK = new Uint8Array(128);
for (let i = 0; i < ASCII_ORDER.length; i++) {
  const char = ASCII_ORDER[i];
  RANK[char.charCodeAt(0)] = i + 1;
  RANK[char.toUpperCase().charCodeAt(0)] = i + 1;
}

function rank(code: number): number {
  return code < 128 ? RANK[code] : 0;
}

/**
 * -1 or 1 when the characters settle the order of two strings under English collation, 0 when they do not (then only
 * a collator can tell). Letters compare without case first, over the whole strings, so a case difference settles
 * nothing until the strings differ in some other way. Exported for its tests.
 */
export function orderFromCharacters(a: string, b: string): -1 | 0 | 1 {
  const shorter = Math.min(a.length, b.length);
  for (let i = 0; i < shorter; i++) {
    const x = rank(a.charCodeAt(i));
    const y = rank(b.charCodeAt(i));
    // Anything outside printable ASCII may weigh nothing, expand or combine with its neighbours.
    if (!x || !y) return 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  if (a.length === b.length) return 0; // equal but for case
  // One is a prefix of the other (ignoring case): the shorter sorts first when what the longer adds carries weight.
  return rank((a.length > b.length ? a : b).charCodeAt(shorter)) ? (a.length < b.length ? -1 : 1) : 0;
}

/** English locales share the root order above; any other default locale may tailor it (Danish 'aa', Lithuanian 'y'...). */
const ENGLISH_DEFAULT =
  typeof navigator !== 'undefined' && typeof navigator.language === 'string' && /^en(-|$)/i.test(navigator.language);

let collator: Intl.Collator | null = null;

/** localeCompare's result sign for a and b (default locale and options), building a collator only when needed. */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  if (ENGLISH_DEFAULT) {
    const settled = orderFromCharacters(a, b);
    if (settled !== 0) return settled;
  }
  collator ??= new Intl.Collator();
  return collator.compare(a, b);
}
