// The role page's view-models (/roles/{slug}), answered by the worker from the dataset it owns: the role without its
// permission list, its permissions in one view with the dataset's labels, and the other built-in roles by overlap. The
// page renders from these alone; the build embeds the Listed view's answers, so a prerendered role page hydrates with
// no worker.
import { overlapPercent } from './engine/analyze';
import type { PermissionView } from './engine/catalog';
import type { RoleEngine } from './engine/engine';
import type { Role } from '../src/data/role-model';
import { compareText } from '../src/data/text-order';
import {
  permissionLabelsOf,
  toPermissionRows,
  type RolePermissionRow,
} from '../src/features/roles/role-permission-rows';

/** A role as the role page shows it: everything but its permission list (rolePermissions answers that, per view). */
export type RolePageRole = Omit<Role, 'permissions'>;

/** Another role the page names and links: its inherited roles, the related ones of its structured data. */
export interface RoleRefSummary {
  templateId: string;
  slug: string;
  displayName: string;
  description: string;
}

/** rolePage()'s answer: the role, the roles it inherits from that the dataset has, and its most similar ones (Listed). */
export interface RolePageModel {
  role: RolePageRole;
  inherited: RoleRefSummary[];
  /** The built-in roles most similar in the Listed view, at most RELATED_ROLE_COUNT (the page's structured data). */
  related: RoleRefSummary[];
}

/** Another built-in role and its overlap with the page's role in one view. */
export interface SimilarRoleRef {
  templateId: string;
  slug: string;
  displayName: string;
  /** Shared divided by the pair's union, times 100, rounded (spec section 5). */
  percent: number;
  shared: number;
}

/** How many similar roles the structured data may add after the role and its parents (spec section 9: 10 in all). */
export const RELATED_ROLE_COUNT = 9;

const LISTED: PermissionView = { inherit: false, wildcards: false };

const refOf = ({ templateId, slug, displayName, description }: Role): RoleRefSummary => ({
  templateId,
  slug,
  displayName,
  description,
});

/** The role page's questions over `roles` (the dataset's, by display name) and the engine loaded with them. */
export function rolePageAnswers(engine: RoleEngine, roles: Role[]) {
  const builtIn = roles.filter((role) => role.builtIn);
  const byTemplateId = new Map(roles.map((role) => [role.templateId, role]));

  const similarRoles = (templateId: string, view: PermissionView): SimilarRoleRef[] | null => {
    const role = byTemplateId.get(templateId);
    if (!role?.builtIn) return null;
    const others = builtIn.filter((other) => other.templateId !== templateId);
    const stats = engine.pairedQuickStats(
      templateId,
      others.map((other) => other.templateId),
      view,
    );
    return others
      .map((other, i) => ({
        templateId: other.templateId,
        slug: other.slug,
        displayName: other.displayName,
        percent: overlapPercent(stats[i].common, stats[i].union),
        shared: stats[i].common,
      }))
      .sort((a, b) => b.percent - a.percent || b.shared - a.shared || compareText(a.displayName, b.displayName));
  };

  return {
    /** The built-in role whose slug is `slug`, with the roles it names; null when there is none. */
    rolePage(slug: string): RolePageModel | null {
      const role = builtIn.find((r) => r.slug === slug);
      if (!role) return null;
      const { permissions: _permissions, ...rest } = role;
      const related = (similarRoles(role.templateId, LISTED) ?? [])
        .slice(0, RELATED_ROLE_COUNT)
        .map((similar) => refOf(byTemplateId.get(similar.templateId)!));
      const inherited = role.inheritsFrom.flatMap((id) => {
        const parent = byTemplateId.get(id);
        return parent ? [refOf(parent)] : [];
      });
      return { role: rest, inherited, related };
    },
    /** A dataset role's permissions in `view`, each with how the role holds it and the dataset's labels. */
    rolePermissions(templateId: string, view: PermissionView): RolePermissionRow[] | null {
      const explained = engine.explainRole(templateId, view);
      return explained && toPermissionRows(explained, permissionLabelsOf(roles));
    },
    /** The other built-in roles ranked by overlap with a built-in role in `view`; null for any other role. */
    similarRoles,
  };
}

export type RolePageAnswers = ReturnType<typeof rolePageAnswers>;
