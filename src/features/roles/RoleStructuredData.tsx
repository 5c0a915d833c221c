import { useMemo } from 'react';
import { absoluteAppUrl, siteAppUrl } from '../../app/base-path';
import { useHydrated } from '../../app/use-hydrated';
import type { Role } from '../../data/role-model';
import { roleStructuredData, structuredRoles } from './structured-data';

/** A JSON-LD script in the page (it leaves with the page): the role, the roles it inherits from and the most similar ones. */
export function RoleStructuredData({
  role,
  inherited,
  related,
}: {
  role: Role;
  inherited: readonly Role[];
  related: readonly Role[];
}) {
  // The build's URLs while a prerendered page hydrates (the HTML's own), the page's absolute ones after.
  const url = useHydrated() ? absoluteAppUrl : siteAppUrl;
  const json = useMemo(
    () => roleStructuredData(structuredRoles(role, inherited, related), url),
    [role, inherited, related, url],
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
