// Role names in Microsoft's docs tables (data/source/docs) that differ from the Graph export's display names.
// One table for the data build's readers of the docs (the reconciliation with the export, the task finder).

/** Docs name -> the Graph export's display name, where they differ by more than letter case. */
export const DOCS_NAME_ALIASES: Readonly<Record<string, string>> = {
  'Microsoft Entra Joined Device Local Administrator': 'Azure AD Joined Device Local Administrator',
};

/** The Graph role a docs name stands for: exact name, then an alias, then the same name in another letter case. */
export function graphRoleForDocsName<R extends { displayName: string }>(
  docsName: string,
  roles: readonly R[],
): R | null {
  const name = docsName.trim();
  const wanted = DOCS_NAME_ALIASES[name] ?? name;
  const exact = roles.find((role) => role.displayName === wanted);
  if (exact) return exact;
  const folded = wanted.toLowerCase();
  return roles.find((role) => role.displayName.toLowerCase() === folded) ?? null;
}
