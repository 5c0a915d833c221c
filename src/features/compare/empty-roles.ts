// The selected roles that list no permissions in the analysed view, named for the sentences that must say so.
import type { AnalysisResult } from '@engine/analyze';

/** The names of the roles that list no permissions, joined for a sentence ("A", "A and B", "A, B and C"). */
export function emptyRoleNames(result: AnalysisResult): string {
  const names = result.emptyRoles.map((i) => result.roles[i].name);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
