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

/**
 * The dataset's labels of an analysis's permissions, as columns indexed like its `actions` (each action written once:
 * a comparison of two large roles sends a few hundred of them).
 */
export interface ComparisonLabels {
  /** Null for a permission the dataset does not have (only an imported role holds it: the page has its label). */
  descriptions: (string | null)[];
  /** 1 where Microsoft labels the permission privileged. */
  privileged: Uint8Array;
  /** Its EntraOps tier; -1 for none. */
  tiers: Int8Array;
}

/** comparison()'s answer: the analysis, and the dataset's labels of its permissions. */
export interface Comparison {
  analysis: AnalysisResult;
  labels: ComparisonLabels;
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
      const index = (labels ??= permissionIndex(roles));
      const known = analysis.actions.map((key) => index.get(key));
      return {
        analysis,
        labels: {
          descriptions: known.map((permission) => permission?.description ?? null),
          privileged: Uint8Array.from(known, (permission) => (permission?.privileged ? 1 : 0)),
          tiers: Int8Array.from(known, (permission) => permission?.tier ?? -1),
        },
      };
    },
  };
}
export type ComparePageAnswers = ReturnType<typeof comparePageAnswers>;
