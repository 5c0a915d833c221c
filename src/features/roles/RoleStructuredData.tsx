import { useMemo } from 'react';
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
  const json = useMemo(() => roleStructuredData(structuredRoles(role, inherited, related)), [role, inherited, related]);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
