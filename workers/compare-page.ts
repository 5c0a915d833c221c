// The comparison page's view-models (/compare), answered by the worker from the dataset it owns: the built-in roles a
// link names, as the page shows them (no permission lists), and an analysis with the labels of just the permissions it
// holds. The page used to receive every role with every permission to look up these few facts.
import type { AnalysisResult } from './engine/analyze';
import type { PermissionView } from './engine/catalog';
import type { AsOfOption, RoleEngine } from './engine/engine';
import type { Permission, Role } from '../src/data/role-model';
import { resolveRoleIds } from '../src/data/role-lookup';
import { permissionIndex } from '../src/features/compare/overlap-drawer/pair-permissions';

/** A compared role as the page shows it: its chip, its facts in the overlap drawer, the exports' columns. */
export type ComparedRole = Pick<
  Role,
  'templateId' | 'slug' | 'displayName' | 'builtIn' | 'privileged' | 'tier' | 'notes' | 'permissionsUnreadable'
>;

/** compareRoles()'s answer: the built-in roles found, in the order asked, and the ids no built-in role has. */
export interface ComparedRoles {
  known: ComparedRole[];
  unknownIds: string[];
}

/** comparison()'s answer: the analysis, and the dataset's label of each permission it holds that the dataset has. */
export interface Comparison {
  analysis: AnalysisResult;
  /** In no particular order; a permission only a custom role holds is not among them (the page holds its label). */
  labels: Permission[];
}

const comparedRole = ({
  templateId,
  slug,
  displayName,
  builtIn,
  privileged,
  tier,
  notes,
  permissionsUnreadable,
}: Role): ComparedRole => ({ templateId, slug, displayName, builtIn, privileged, tier, notes, permissionsUnreadable });

/** The comparison page's questions over `roles` (the dataset's) and the engine loaded with them. */
export function comparePageAnswers(engine: RoleEngine, roles: readonly Role[]) {
  const builtIn = roles.filter((role) => role.builtIn);
  let labels: Map<string, Permission> | null = null;
  return {
    /** The built-in roles with these template ids (any case, repeats once), and the ids none has. */
    compareRoles(templateIds: readonly string[]): ComparedRoles {
      const { known, unknownIds } = resolveRoleIds([...templateIds], builtIn);
      return { known: known.map(comparedRole), unknownIds };
    },
    /** The analysis of these roles in `view` (on a date's snapshot with asOf), with its permissions' labels. */
    comparison(templateIds: string[], view: PermissionView, options: AsOfOption = {}): Comparison {
      const analysis = engine.analyze(templateIds, view, options);
      // Built at the first comparison and kept with the dataset.
      labels ??= permissionIndex(roles);
      const index = labels;
      return { analysis, labels: analysis.actions.flatMap((key) => index.get(key) ?? []) };
    },
  };
}
export type ComparePageAnswers = ReturnType<typeof comparePageAnswers>;
