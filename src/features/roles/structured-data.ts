// schema.org JSON-LD of a role page: the role and up to nine related roles as DefinedTerms (spec section 9: at most 10 roles).
/** What the data says of a role. */
export type StructuredRole = { templateId: string; slug: string; displayName: string; description: string };

/** Spec section 9: structured data lists at most 10 roles. */
export const MAX_STRUCTURED_ROLES = 10;

/** How an in-app path becomes the URL the data names. */
export type AppUrl = (path: string) => string;

function definedTerm(role: StructuredRole, url: AppUrl) {
  return {
    '@type': 'DefinedTerm',
    name: role.displayName,
    description: role.description,
    termCode: role.templateId,
    url: url(`/roles/${role.slug}`),
  };
}

/** The roles the page names: the role first, then the ones it inherits from, then the related ones, each once, 10 at most. */
export function structuredRoles(
  role: StructuredRole,
  inherited: readonly StructuredRole[],
  related: readonly StructuredRole[],
): StructuredRole[] {
  const listed: StructuredRole[] = [role];
  for (const candidate of [...inherited, ...related]) {
    if (listed.length >= MAX_STRUCTURED_ROLES) break;
    if (!listed.some((r) => r.templateId === candidate.templateId)) listed.push(candidate);
  }
  return listed;
}

/**
 * The JSON-LD text, safe to place inside a <script> element ('<' is escaped so no '</script>' can end it early), its
 * links made by `url` (the build's while a prerendered page hydrates, absolute after: RoleStructuredData).
 */
export function roleStructuredData(roles: readonly StructuredRole[], url: AppUrl): string {
  const [role] = roles;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    name: `${role.displayName} and related Microsoft Entra ID roles`,
    url: url(`/roles/${role.slug}`),
    hasDefinedTerm: roles.slice(0, MAX_STRUCTURED_ROLES).map((r) => definedTerm(r, url)),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
