// Reads parsed Graph or Graph PowerShell JSON of role assignments (active) and eligibility or assignment schedule instances.
import { dateText, principalTypeOf, scopeText, type AssignmentDraft } from './assignment-draft';
import type { AssignmentState } from './assignment-model';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The records of a file and the @odata.context each came under: a page, an array of pages, a bare array, one object. */
interface Records {
  records: { record: JsonObject; state: AssignmentState | null }[];
  /** The last page says more pages follow: the file is not the whole answer. */
  nextLink: boolean;
}

function collectRecords(json: unknown): Records {
  const out: Records = { records: [], nextLink: false };
  const addPage = (page: JsonObject, values: unknown[]) => {
    const state = stateNamed(page['@odata.context']);
    for (const record of values) if (isObject(record)) out.records.push({ record, state });
    out.nextLink = typeof (page['@odata.nextLink'] ?? page['@odata.nextlink']) === 'string';
  };
  const visit = (item: unknown) => {
    if (!isObject(item)) return;
    const values = item.value ?? item.Value;
    if (Array.isArray(values)) addPage(item, values);
    else if (isObject(values)) addPage(item, [values]);
    else out.records.push({ record: item, state: null });
  };
  if (Array.isArray(json)) json.forEach(visit);
  else visit(json);
  return out;
}

const pascalNames = new Map<string, string>();

/** A field by its Graph name (camelCase), or as Graph PowerShell writes it (PascalCase). */
function field(record: JsonObject, camel: string): unknown {
  const value = record[camel];
  if (value !== undefined) return value;
  let pascal = pascalNames.get(camel);
  if (pascal === undefined) pascalNames.set(camel, (pascal = camel[0].toUpperCase() + camel.slice(1)));
  return record[pascal];
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The principal: expanded (Graph), under AdditionalProperties (PowerShell), or an object full of nulls (not expanded). */
function principalOf(record: JsonObject): {
  id: string | null;
  name: string | null;
  type: string | null;
  signInName: string | null;
} {
  const principal = field(record, 'principal');
  const nested = isObject(principal) ? principal : {};
  const extra = isObject(nested.AdditionalProperties) ? nested.AdditionalProperties : {};
  return {
    id: text(field(record, 'principalId')) ?? text(field(nested, 'id')),
    name: text(field(nested, 'displayName')) ?? text(extra.displayName),
    type: principalTypeOf(nested['@odata.type'] ?? extra['@odata.type']),
    signInName: text(field(nested, 'userPrincipalName')) ?? text(extra.userPrincipalName),
  };
}

/** The role: its id (roleDefinitionId, roleTemplateId, or an expanded roleDefinition's) and its name when expanded. */
function roleOf(record: JsonObject): { id: string | null; name: string | null } {
  const definition = field(record, 'roleDefinition');
  const nested = isObject(definition) ? definition : {};
  return {
    id:
      text(field(record, 'roleDefinitionId')) ??
      text(field(record, 'roleTemplateId')) ??
      text(field(nested, 'templateId')) ??
      text(field(nested, 'id')),
    name: text(field(nested, 'displayName')),
  };
}

/** The state an @odata.context or @odata.type names (roleEligibilitySchedule…: eligible); null when it names none. */
function stateNamed(where: unknown): AssignmentState | null {
  if (typeof where !== 'string') return null;
  if (/roleEligibilitySchedule/i.test(where)) return 'eligible';
  return /roleAssignmentSchedule|roleAssignments|unifiedRoleAssignment/i.test(where) ? 'active' : null;
}

/** Active or eligible: from the page's @odata.context (its state given), else the record's @odata.type or fields. */
function stateOf(record: JsonObject, pageState: AssignmentState | null): AssignmentState {
  const state = pageState ?? stateNamed(record['@odata.type']);
  if (state) return state;
  return field(record, 'roleEligibilityScheduleId') !== undefined ? 'eligible' : 'active';
}

/** The end of a schedule instance (endDateTime) or of a schedule (scheduleInfo.expiration.endDateTime). */
function endOf(record: JsonObject): string | null {
  const direct = dateText(field(record, 'endDateTime'));
  if (direct) return direct;
  const schedule = field(record, 'scheduleInfo');
  const expiration = isObject(schedule) ? field(schedule, 'expiration') : null;
  return isObject(expiration) ? dateText(field(expiration, 'endDateTime')) : null;
}

export type GraphJsonRead =
  | { drafts: AssignmentDraft[]; powershell: boolean; skipped: number; nextLink: boolean }
  | { problem: 'not-assignments' | 'role-definitions' | 'no-assignments' };

/**
 * The assignments of a Graph response (roleAssignments, roleEligibilityScheduleInstances,
 * roleAssignmentScheduleInstances, with or without $expand=principal) or of Graph PowerShell's ConvertTo-Json output.
 * Records that are not assignments are counted in `skipped`; a file with no assignment at all is a problem.
 */
export function readGraphJson(json: unknown): GraphJsonRead {
  const { records, nextLink } = collectRecords(json);
  if (records.length === 0 && (Array.isArray(json) || isObject(json))) return { problem: 'no-assignments' };
  const drafts: AssignmentDraft[] = [];
  let powershell = false;
  let definitions = 0;
  for (const { record, state } of records) {
    const principal = principalOf(record);
    const role = roleOf(record);
    if (principal.id === null || (role.id === null && role.name === null)) {
      if (field(record, 'rolePermissions') !== undefined) definitions++;
      continue;
    }
    if (record.PrincipalId !== undefined || record.Id !== undefined) powershell = true;
    drafts.push({
      id: text(field(record, 'id')),
      principalId: principal.id,
      principalName: principal.name,
      principalType: principal.type,
      principalSignInName: principal.signInName,
      roleId: role.id,
      roleName: role.name,
      scope: scopeText(field(record, 'directoryScopeId')),
      state: stateOf(record, state),
      endDateTime: endOf(record),
    });
  }
  if (drafts.length === 0) return { problem: definitions > 0 ? 'role-definitions' : 'not-assignments' };
  return { drafts, powershell, skipped: records.length - drafts.length, nextLink };
}
