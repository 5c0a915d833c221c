import { useMemo } from 'react';
import { absoluteAppUrl, siteAppUrl } from '../../app/base-path';
import { useHydrated } from '../../app/use-hydrated';
import { roleStructuredData, structuredRoles, type StructuredRole } from './structured-data';

/** A JSON-LD script in the page (it leaves with the page): the role, the roles it inherits from and the most similar ones. */
export function RoleStructuredData({
  role,
  inherited,
  related,
}: {
  role: StructuredRole;
  inherited: readonly StructuredRole[];
  related: readonly StructuredRole[];
}) {
  // The build's URLs while a prerendered page hydrates (the HTML's own), the page's absolute ones after.
  const url = useHydrated() ? absoluteAppUrl : siteAppUrl;
  const json = useMemo(
    () => roleStructuredData(structuredRoles(role, inherited, related), url),
    [role, inherited, related, url],
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
