// Counts in words, for the app's text, its CSVs and the build's reports alike.

/** "1 permission", "3 permissions": a count and its noun, plural unless the count is 1 (`many` for an irregular plural). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
