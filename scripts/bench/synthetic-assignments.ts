// A generated tenant's role assignments as Graph JSON (an array of pages): the assignment review's bench, and the page's
// bench and end-to-end tests (the 20,000-principal table). Deterministic: the same options give the same bytes.
import { seededRandom } from './synthetic';

export interface SyntheticTenantOptions {
  principals: number;
  assignments: number;
  /** Seed of the pseudo-random choices (default 1). */
  seed?: number;
  /** Records per Graph page (default 1,000). */
  pageSize?: number;
}

/** The tenant `npm run bench` reviews (issue 32's size), in Node and in the browser worker. */
export const BENCH_TENANT = { principals: 20_000, assignments: 50_000 } as const;

/** The roles the generator assigns: a template id and a name (the dataset's built-in roles). */
export interface SyntheticRole {
  templateId: string;
  name: string;
}

/** Roles most tenants hand out most, most common first; the rest of the dataset's roles follow, rarer and rarer. */
const COMMON_ROLES = [
  'Directory Readers',
  'User Administrator',
  'Helpdesk Administrator',
  'Global Reader',
  'Security Reader',
  'Reports Reader',
  'Groups Administrator',
  'Password Administrator',
  'Application Administrator',
  'Cloud Application Administrator',
  'Exchange Administrator',
  'SharePoint Administrator',
  'Teams Administrator',
  'Intune Administrator',
  'License Administrator',
  'Security Administrator',
  'Authentication Administrator',
  'Global Administrator',
];

/** A GUID from the generator (version 4 layout). */
function guid(next: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(next() * 4)];
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Roles in popularity order with Zipf weights (weight 1/(rank+1)): a few roles are most of the assignments. */
function rolePicker(roles: readonly SyntheticRole[], next: () => number): () => SyntheticRole {
  const byName = new Map(roles.map((r) => [r.name, r]));
  const common = COMMON_ROLES.map((n) => byName.get(n)).filter((r): r is SyntheticRole => r !== undefined);
  // The rest by template id: the same tenant whatever order the roles come in (the Node bench and the page differ).
  const rest = roles.filter((r) => !common.includes(r)).sort((a, b) => (a.templateId < b.templateId ? -1 : 1));
  const ordered = [...common, ...rest];
  const cumulative: number[] = [];
  let total = 0;
  ordered.forEach((_, rank) => cumulative.push((total += 1 / (rank + 1))));
  return () => {
    const x = next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return ordered[lo];
  };
}

const TYPES = [
  ['user', 0.8],
  ['group', 0.15],
  ['servicePrincipal', 0.05],
] as const;

interface Principal {
  '@odata.type': string;
  id: string;
  displayName: string;
}

function principals(count: number, next: () => number): Principal[] {
  return Array.from({ length: count }, (_, i) => {
    const x = next();
    const type = x < TYPES[0][1] ? TYPES[0][0] : x < TYPES[0][1] + TYPES[1][1] ? TYPES[1][0] : TYPES[2][0];
    return {
      '@odata.type': `#microsoft.graph.${type}`,
      id: guid(next),
      displayName: `${type}-${String(i).padStart(5, '0')}`,
    };
  });
}

/** Which principal holds each assignment: every principal one, the rest skewed (a few principals hold many roles). */
function holders(principalCount: number, assignmentCount: number, next: () => number): number[] {
  const out = Array.from({ length: Math.min(principalCount, assignmentCount) }, (_, i) => i);
  while (out.length < assignmentCount) out.push(Math.floor(principalCount * next() ** 3));
  return out;
}

const CONTEXT = 'https://graph.microsoft.com/v1.0/$metadata#roleManagement/directory/';

/**
 * The tenant as Graph returns it with $expand=principal: pages of roleAssignments (active, about 65%), then pages of
 * roleEligibilityScheduleInstances (eligible, with start and, for most, end dates). Scopes: mostly `/`, some of 50
 * administrative units, a few single objects.
 */
export function syntheticTenantPages(roles: readonly SyntheticRole[], options: SyntheticTenantOptions): object[] {
  const next = seededRandom(options.seed ?? 1);
  const pageSize = options.pageSize ?? 1000;
  const people = principals(options.principals, next);
  const pickRole = rolePicker(roles, next);
  const units = Array.from({ length: 50 }, () => `/administrativeUnits/${guid(next)}`);
  const active: object[] = [];
  const eligible: object[] = [];
  for (const [n, p] of holders(options.principals, options.assignments, next).entries()) {
    const principal = people[p];
    const role = pickRole();
    const x = next();
    const scope = x < 0.9 ? '/' : x < 0.97 ? units[Math.floor(next() * units.length)] : `/${guid(next)}`;
    const base = { id: `${guid(next)}-${n}`, principalId: principal.id, roleDefinitionId: role.templateId };
    const record = { ...base, directoryScopeId: scope, appScopeId: null, principal };
    if (next() < 0.65) active.push(record);
    else
      eligible.push({
        ...record,
        startDateTime: '2026-01-01T00:00:00Z',
        endDateTime: next() < 0.6 ? '2027-01-01T00:00:00Z' : null,
        memberType: 'Direct',
        roleEligibilityScheduleId: guid(next),
      });
  }
  const pages: object[] = [];
  for (const [records, entity] of [
    [active, 'roleAssignments(principal())'],
    [eligible, 'roleEligibilityScheduleInstances(principal())'],
  ] as const)
    for (let at = 0; at < records.length; at += pageSize)
      pages.push({ '@odata.context': `${CONTEXT}${entity}`, value: records.slice(at, at + pageSize) });
  return pages;
}

/** The tenant as the bytes of one saved file (an array of pages, given when made already), as the page and the CLI read it. */
export function syntheticTenantFile(
  roles: readonly SyntheticRole[],
  options: SyntheticTenantOptions,
  pages: object[] = syntheticTenantPages(roles, options),
): { name: string; bytes: Uint8Array } {
  const name = `synthetic-${options.assignments}-assignments.json`;
  return { name, bytes: new TextEncoder().encode(JSON.stringify(pages)) };
}
