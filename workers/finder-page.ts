// The finder's task tab view-model (/finder?tab=task), answered by the worker from the dataset it owns: the built-in
// roles as the rows of Microsoft's task table show them, with what the rows' checks compare. The permission tab asks
// permissionsIndex (workers/permission-page.ts). The page renders from these and never holds the roles themselves.
import type { Role } from '../src/data/role-model';
import type { TierLevel } from '../src/data/rows';
import { permissionKey } from './engine/permission-grammar';

/** A built-in role as a row of the task tab shows it, with what its checks (src/features/finder/task-checks.ts) read. */
export interface TaskRole {
  templateId: string;
  slug: string;
  displayName: string;
  privileged: boolean;
  tier: TierLevel | null;
  /**
   * Its listed permissions, each as a number standing for its key (one key, one number, across the roles): the checks
   * only count them and their union, and numbers take a fraction of the keys' bytes.
   */
  permissions: number[];
}

/** The finder's questions over `roles` (the dataset's, by display name); the answer is worked out once. */
export function finderPageAnswers(roles: readonly Role[]) {
  let taskRoles: TaskRole[] | null = null;
  return {
    /** Every built-in role with its facts and its listed permissions as numbers, in the dataset's order. */
    finderTaskRoles(): TaskRole[] {
      if (!taskRoles) {
        const numbers = new Map<string, number>();
        const numberOf = (key: string) => {
          let n = numbers.get(key);
          if (n === undefined) numbers.set(key, (n = numbers.size));
          return n;
        };
        taskRoles = roles
          .filter((role) => role.builtIn)
          .map((role) => ({
            templateId: role.templateId,
            slug: role.slug,
            displayName: role.displayName,
            privileged: role.privileged,
            tier: role.tier,
            permissions: role.permissions.map((p) => numberOf(permissionKey(p.action, p.condition))),
          }));
      }
      return taskRoles;
    },
  };
}

export type FinderPageAnswers = ReturnType<typeof finderPageAnswers>;
