// The engine's dataset, owned by the worker: it reads the roles itself as it starts (the hosted backend when configured,
// else the bundled file) and adds the page's custom roles. Shared by the worker adapter (engine.worker.ts) and the
// build-time render's in-process engine.
import type { DatasetSummary, RoleEngine } from './engine/engine';
import type { EngineRole } from './engine/catalog';
import { loadRoles } from '../src/data/load-roles';
import type { Role } from '../src/data/role-model';
import { toEngineRoles } from '../src/data/engine-input';
import { compareText } from '../src/data/text-order';
import { datasetFactsOf, roleSummary, type DatasetFacts, type RoleSummary } from '../src/data/role-summary';
import type { PermissionView } from './engine/catalog';
import type { RolePermissionRow } from '../src/features/roles/role-permission-rows';
import { rolePageAnswers, type RolePageAnswers, type RolePageModel, type SimilarRoleRef } from './role-page';
import { comparePageAnswers, type ComparePageAnswers, type ComparedRoles, type Comparison } from './compare-page';
import { customRolePageAnswers, type CustomRoleComparison, type CustomRolePageAnswers } from './custom-role-page';
import type { AsOfOption } from './engine/engine';
import {
  permissionPageAnswers,
  type PermissionGrantForm,
  type PermissionPageAnswers,
  type PermissionPageModel,
  type PermissionsIndex,
} from './permission-page';
import { finderPageAnswers, type FinderPageAnswers, type TaskRole } from './finder-page';
import { globalReaderGuide, type GlobalReaderGuideModel } from './global-reader-page';
import { permissionViewsDoc, type PermissionViewsDocModel } from './permission-views-page';

/** The custom roles the page sends: pieces of JSON bytes, each a list of engine roles, transferred rather than copied. */
export type ExtraRoles = Uint8Array[];

/** The worker's own dataset methods, beside the engine's. */
export interface DatasetApi {
  /** Every dataset role as a list shows it (no permissions): what the catalog, directory and simulator render. */
  roleIndex(): Promise<RoleSummary[]>;
  /** The dataset's date, counts and problems: what every page's footer and the home page show. */
  datasetFacts(): Promise<DatasetFacts>;
  /** One dataset role with its permissions (the catalog's details dialog), or null when the dataset has none such. */
  datasetRole(templateId: string): Promise<Role | null>;
  /** The view-model of the built-in role page at /roles/{slug}; null when no built-in role has that slug. */
  rolePage(slug: string): Promise<RolePageModel | null>;
  /** A dataset role's permissions in `view`, with how it holds each and the dataset's labels; null for an unknown id. */
  rolePermissions(templateId: string, view: PermissionView): Promise<RolePermissionRow[] | null>;
  /** The other built-in roles ranked by overlap with a built-in role in `view` (the role page's Compare dialog). */
  similarRoles(templateId: string, view: PermissionView): Promise<SimilarRoleRef[] | null>;
  /** The built-in roles a comparison link names, as the page shows them, and the ids no built-in role has. */
  compareRoles(templateIds: string[]): Promise<ComparedRoles>;
  /** The analysis of the roles (custom ones included) in `view`, with the dataset's labels of its permissions. */
  comparison(templateIds: string[], view: PermissionView, options?: AsOfOption): Promise<Comparison>;
  /**
   * rolePermissions for an imported custom role (its local page): the same rows, under a question of its own that is
   * asked again when the custom roles change. An action no dataset role lists keeps its own text.
   */
  customRolePermissions(templateId: string, view: PermissionView): Promise<RolePermissionRow[] | null>;
  /** The engine's report on an imported role against the built-in roles in `view`, with their slugs and labels. */
  customRoleComparison(templateId: string, view: PermissionView): Promise<CustomRoleComparison | null>;
  /** Every action of the built-in roles with its labels and conditions: what /permissions lists and filters. */
  permissionsIndex(): Promise<PermissionsIndex>;
  /** The view-model of /permissions/{action}: its entry, or the closest actions when no built-in role grants it. */
  permissionPage(action: string): Promise<PermissionPageModel>;
  /** The built-in roles granting each form of the action in `view`, with how; null for an action none grants. */
  permissionGrants(action: string, view: PermissionView): Promise<PermissionGrantForm[] | null>;
  /** Every built-in role as the finder's task tab shows it beside Microsoft's table, with what its checks compare. */
  finderTaskRoles(): Promise<TaskRole[]>;
  /** The view-model of the Global Reader guide (/roles/global-reader); null when the dataset has no Global Reader. */
  globalReaderGuide(): Promise<GlobalReaderGuideModel | null>;
  /** The view-model of /docs/permission-views: the built-in roles whose flag and tier disagree, and those with notes. */
  permissionViewsDoc(): Promise<PermissionViewsDocModel>;
  /** Replaces the custom roles added to the dataset's; [] restores the dataset's set. */
  setExtraRoles(extra: ExtraRoles): Promise<DatasetSummary>;
}

/** The roles the pieces hold, in order. */
function decodeExtraRoles(pieces: ExtraRoles): EngineRole[] {
  const decoder = new TextDecoder();
  return pieces.flatMap((piece) => JSON.parse(decoder.decode(piece)) as EngineRole[]);
}

/** The dataset's roles with the custom roles added, sorted by display name (a stable sort: the page's order). */
function withExtraRoles(roles: EngineRole[], extra: readonly EngineRole[]): EngineRole[] {
  if (extra.length === 0) return roles;
  return [...roles, ...extra].sort((a, b) => compareText(a.name, b.name));
}

/**
 * The dataset methods of `engine`, and `ready`, which every engine question awaits first. The read starts now; a failed
 * read is not kept: the next question reads again (the page's 'Try again').
 */
export function createDatasetApi(
  engine: RoleEngine,
  read: () => Promise<Role[]> = () => loadRoles(),
): { ready: () => Promise<Role[]>; api: DatasetApi } {
  let extra: EngineRole[] = [];
  let loading: Promise<{
    roles: Role[];
    engineRoles: EngineRole[];
    date: string;
    page: RolePageAnswers;
    compare: ComparePageAnswers;
    custom: CustomRolePageAnswers;
    permissions: PermissionPageAnswers;
    finder: FinderPageAnswers;
  }> | null = null;
  const loaded = () => {
    if (!loading) {
      const load = read().then((roles) => {
        const engineRoles = toEngineRoles(roles);
        const date = roles.find((r) => r.datasetDate)?.datasetDate ?? '';
        engine.load(withExtraRoles(engineRoles, extra), date);
        return {
          roles,
          engineRoles,
          date,
          page: rolePageAnswers(engine, roles),
          compare: comparePageAnswers(engine, roles),
          custom: customRolePageAnswers(engine, roles),
          permissions: permissionPageAnswers(engine, roles),
          finder: finderPageAnswers(roles),
        };
      });
      loading = load;
      load.catch(() => {
        if (loading === load) loading = null;
      });
    }
    return loading;
  };
  // Nobody may be waiting yet when it fails: the first question reports it.
  loaded().catch(() => {});
  const ready = async () => (await loaded()).roles;
  const api: DatasetApi = {
    roleIndex: async () => (await ready()).map(roleSummary),
    datasetFacts: async () => datasetFactsOf(await ready()),
    datasetRole: async (templateId) => (await ready()).find((role) => role.templateId === templateId) ?? null,
    rolePage: async (slug) => (await loaded()).page.rolePage(slug),
    rolePermissions: async (templateId, view) => (await loaded()).page.rolePermissions(templateId, view),
    similarRoles: async (templateId, view) => (await loaded()).page.similarRoles(templateId, view),
    compareRoles: async (templateIds) => (await loaded()).compare.compareRoles(templateIds),
    comparison: async (templateIds, view, options) => (await loaded()).compare.comparison(templateIds, view, options),
    customRolePermissions: async (templateId, view) => (await loaded()).page.rolePermissions(templateId, view),
    customRoleComparison: async (templateId, view) => (await loaded()).custom.customRoleComparison(templateId, view),
    permissionsIndex: async () => (await loaded()).permissions.permissionsIndex(),
    permissionPage: async (action) => (await loaded()).permissions.permissionPage(action),
    permissionGrants: async (action, view) => (await loaded()).permissions.permissionGrants(action, view),
    finderTaskRoles: async () => (await loaded()).finder.finderTaskRoles(),
    globalReaderGuide: async () => {
      const { roles, page } = await loaded();
      return globalReaderGuide(roles, page);
    },
    permissionViewsDoc: async () => permissionViewsDoc(await ready()),
    async setExtraRoles(pieces) {
      extra = decodeExtraRoles(pieces);
      const { engineRoles, date } = await loaded();
      return engine.load(withExtraRoles(engineRoles, extra), date);
    },
  };
  return { ready, api };
}
