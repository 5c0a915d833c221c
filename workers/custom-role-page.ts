// The local page of an imported custom role (/custom-role#{id}), answered by the worker from the dataset it owns and the
// custom roles the page handed it: the engine's report on the role against the built-in roles, counted with the
// dataset's privileged labels, and what the report's sections show of the roles and permissions it names. The page
// used to receive every role with every permission to work out these few facts.
import type { PermissionView } from './engine/catalog';
import type { CustomRoleReport } from './engine/custom-role-report';
import type { RoleEngine } from './engine/engine';
import { actionOfKey } from './engine/permission-grammar';
import type { Permission, Role } from '../src/data/role-model';
import { permissionLabelsOf } from '../src/features/roles/role-permission-rows';

/** The page slug of each built-in role a report names (similar, replacements, combination), by template id. */
export type BuiltInSlugs = Readonly<Record<string, string>>;

/** customRoleComparison()'s answer: the report, and what its sections link and label. */
export interface CustomRoleComparison {
  report: CustomRoleReport;
  slugs: BuiltInSlugs;
  /**
   * The dataset's label of each action the report lists (not in any built-in role, privileged), in no particular
   * order; an action no built-in role lists has none.
   */
  labels: Permission[];
}

/** The custom role page's questions over `roles` (the dataset's) and the engine loaded with them and the custom roles. */
export function customRolePageAnswers(engine: RoleEngine, roles: readonly Role[]) {
  const builtIn = roles.filter((role) => role.builtIn);
  const slugOf = new Map(builtIn.map((role) => [role.templateId, role.slug]));
  // Built at the first report and kept with the dataset: as the first built-in role listing each action labels it.
  let privileged: string[] | null = null;
  return {
    /** The report on the role (an imported one, or any other) in `view`; null when the engine does not know it. */
    customRoleComparison(templateId: string, view: PermissionView): CustomRoleComparison | null {
      const labels = permissionLabelsOf(builtIn);
      privileged ??= [...labels.values()].filter((p) => p.privileged).map((p) => p.action);
      const report = engine.customRoleReport(templateId, view, privileged);
      if (!report) return null;
      const named = [...report.similar, ...report.replacements, ...report.combination];
      const slugs = Object.fromEntries(
        named.flatMap(({ templateId: id }) => {
          const slug = slugOf.get(id);
          return slug ? [[id, slug] as const] : [];
        }),
      );
      const listed = new Set([...report.notInAnyBuiltIn, ...report.privilegedKeys].map(actionOfKey));
      return { report, slugs, labels: [...listed].flatMap((action) => labels.get(action) ?? []) };
    },
  };
}

export type CustomRolePageAnswers = ReturnType<typeof customRolePageAnswers>;
