// The comparison as one JSON object: what `npm run analyze -- --json` prints and what the compare page's "Export JSON"
// saves (the app adds `customRoles` and `generatedAt`). Pure: the CLI and the app build it from the same engine result.
import { pairStats, subsetRelations, type AnalysisResult } from './analyze';
import { viewLabel } from './catalog';

/** What the builder needs of a selected role beyond the result: its slug (the client role model has it). */
export interface SluggedRole {
  templateId: string;
  slug: string;
}

export interface CliJson {
  view: string;
  datasetDate: string;
  roles: { templateId: string; name: string; slug: string; permissionCount: number }[];
  union: string[];
  intersection: string[];
  /**
   * `noPermissions` is true when either role of the pair lists no permissions in the view: `percent` is then 0 by
   * arithmetic (0/0 when both are empty), not a finding.
   */
  overlap: { a: string; b: string; shared: number; total: number; percent: number; noPermissions: boolean }[];
  /** `trivial` is true when the subset lists no permissions in the view: an empty set is contained in every role. */
  subsets: { subset: string; superset: string; trivial: boolean }[];
  minimalSet: string[];
  minimalSetProven: boolean;
  /** Names of the selected roles that list no permissions in the view (they add nothing to the coverage). */
  emptyRoles: string[];
}

export function toCliJson(result: AnalysisResult, roles: readonly SluggedRole[], datasetDate: string): CliJson {
  const n = result.roles.length;
  const slugOf = new Map(roles.map((r) => [r.templateId, r.slug]));
  const overlap: CliJson['overlap'] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const pair = pairStats(result, i, j);
      overlap.push({
        a: result.roles[i].templateId,
        b: result.roles[j].templateId,
        shared: pair.shared,
        total: pair.union,
        percent: pair.percent,
        noPermissions: pair.emptyInPair > 0,
      });
    }
  }
  return {
    view: viewLabel(result.view),
    datasetDate,
    roles: result.roles.map((r) => ({
      templateId: r.templateId,
      name: r.name,
      slug: slugOf.get(r.templateId) ?? '',
      permissionCount: r.permissionCount,
    })),
    union: result.actions,
    intersection: result.actions.filter((_, p) => result.isCommon[p] === 1),
    overlap,
    subsets: subsetRelations(result).map((s) => ({
      subset: s.subsetName,
      superset: s.supersetName,
      trivial: s.trivial,
    })),
    minimalSet: result.minimalSetNames,
    minimalSetProven: result.minimalSetProven,
    emptyRoles: result.emptyRoles.map((i) => result.roles[i].name),
  };
}
