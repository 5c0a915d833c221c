// The Global Reader guide's view-model (/roles/global-reader), answered by the worker from the dataset it owns: the
// role as its page shows it, the actions it lists that are no reads, and the Global Administrator it is compared with.
// Its permissions in a view are the role page's question (rolePermissions); the build embeds the Listed view's, so the
// prerendered guide hydrates with no worker.
import type { Permission, Role } from '../src/data/role-model';
import type { RolePageAnswers, RolePageModel } from './role-page';

/** One action a role lists, as the guide names it. */
export type ListedAction = Pick<Permission, 'action' | 'condition' | 'description'>;

/** globalReaderGuide()'s answer. */
export interface GlobalReaderGuideModel {
  /** Global Reader as its role page shows it: the role without its permission list, and the roles it names. */
  reader: RolePageModel;
  /** How many actions it lists, and those whose verb is not a read (read, restrictedRead and the like), in its order. */
  listedCount: number;
  nonReadActions: ListedAction[];
  /** Global Administrator's template id, the other side of the guide's comparison; null when the dataset lacks it. */
  adminTemplateId: string | null;
}

const READER_SLUG = 'global-reader';
const ADMIN_SLUG = 'global-administrator';

/** True for read verbs: read, restrictedRead and the like. */
function isReadVerb(action: string): boolean {
  return /read$/i.test(action.split('/').pop() ?? '');
}

/** The guide's view-model over `roles` (the dataset's) and the role page's answers; null without a built-in Global Reader. */
export function globalReaderGuide(roles: readonly Role[], rolePages: RolePageAnswers): GlobalReaderGuideModel | null {
  const reader = rolePages.rolePage(READER_SLUG);
  const listed = roles.find((role) => role.builtIn && role.slug === READER_SLUG)?.permissions;
  if (!reader || !listed) return null;
  const admin = roles.find((role) => role.builtIn && role.slug === ADMIN_SLUG);
  return {
    reader,
    listedCount: listed.length,
    nonReadActions: listed
      .filter((p) => !isReadVerb(p.action))
      .map(({ action, condition, description }) => ({ action, condition, description })),
    adminTemplateId: admin?.templateId ?? null,
  };
}
