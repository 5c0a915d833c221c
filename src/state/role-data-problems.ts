// What could not be read from the loaded role dataset, for the notice the pages show beside the roles.
import { atom, useAtomValue } from 'jotai';
import { roleDataProblems, type RoleDataProblem } from '../data/role-model';
import { loadableOf } from './loadable';
import { rolesAtom } from './roles';

const problemsAtom = loadableOf(atom(async (get) => roleDataProblems(await get(rolesAtom))));

const NONE: RoleDataProblem[] = [];

/** The dataset's problems once it is loaded; none while it loads or when it failed (the page shows that error). */
export function useRoleDataProblems(): RoleDataProblem[] {
  const problems = useAtomValue(problemsAtom);
  return problems.state === 'hasData' ? problems.data : NONE;
}
