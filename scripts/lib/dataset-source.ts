// The sources of the dataset as the data build reads them: the newest export (data/source/roles.graph.json, either
// shape) with every role's privileged flag settled (a v1.0 export has none: see privileged-flags.ts), and the timeline.
import { readSourceFiles, type SourceFiles } from './graph-source';
import { exportFlags, readSeries } from './history-source';
import type { PrivilegedFlag } from './privileged-flags';

/** Gives every role of `src.graph` its privileged flag, from the export itself or else from `series`' flag sources. */
export function settleFlags(
  src: SourceFiles,
  series: ReturnType<typeof readSeries>,
  date: string,
): Map<string, PrivilegedFlag> {
  const flags = exportFlags(src.graph.value, series.flags, date);
  src.graph = {
    value: src.graph.value.map((role) => ({
      ...role,
      isPrivileged: flags.get(role.templateId || role.id)!.privileged,
    })),
  };
  return flags;
}

/** The source files with the flags settled, the timeline, and the date of its newest snapshot. */
export function readDatasetSources(sourceDir: string) {
  const series = readSeries(sourceDir);
  const src = readSourceFiles(sourceDir);
  const date = series.snapshots[series.snapshots.length - 1].date;
  const flags = settleFlags(src, series, date);
  return { src, series, flags, date };
}
