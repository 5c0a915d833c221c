// The dataset file's layout: a JSON list with one row per line, so a refresh of the data reads as a diff of the roles
// that changed (as public/data/history.json does) instead of one changed line of 517 kB.

/** The file's text for these rows: '[', each row on a line of its own (a comma after all but the last), ']'. */
export function datasetText(rows: readonly unknown[]): string {
  return `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`;
}
