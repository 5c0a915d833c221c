// A comparison "as of" a date: the date asked for and the snapshot that stands for it (the newest on or before it).
import { CSV_FILE_NAME } from '@engine/csv';

export interface AsOfDate {
  /** The date in the link (any YYYY-MM-DD on or after the first snapshot). */
  date: string;
  /** The snapshot used: the newest on or before `date`. */
  snapshot: string;
}

/** "Roles as defined on 2024-03-05 (snapshot of 2024-03-04)"; one date when both are the same. */
export function asOfText(asOf: AsOfDate): string {
  return asOf.date === asOf.snapshot
    ? `Roles as defined on ${asOf.date} (snapshot of ${asOf.snapshot})`
    : `Roles as defined on ${asOf.date}: the snapshot of ${asOf.snapshot}, the newest on or before it`;
}

/** The CSV's file name: role-comparison.csv, or role-comparison-as-of-2024-03-04.csv for a snapshot's roles. */
export function csvFileName(asOf: AsOfDate | undefined): string {
  return asOf ? CSV_FILE_NAME.replace(/\.csv$/, `-as-of-${asOf.snapshot}.csv`) : CSV_FILE_NAME;
}

/** The default "since" date: a year before the newest snapshot (the snapshot on or before it), or the first. */
export function defaultSinceDate(dates: readonly string[]): string {
  const last = dates[dates.length - 1];
  const yearBefore = `${Number(last.slice(0, 4)) - 1}${last.slice(4)}`;
  return [...dates].reverse().find((date) => date <= yearBefore) ?? dates[0];
}
