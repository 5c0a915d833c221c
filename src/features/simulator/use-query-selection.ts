// Preselects simulator roles from the URL: ids / roleIds, and add= (template ids or slugs, comma-separated, kept in session
// storage until the roles load).
import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation, useSearchParams } from 'wouter';
import type { Role } from '../../data/role-model';
import { addRolesAtom, selectionAtom } from '../../state/selection';
import { PENDING_ADD_KEY, sessionStore } from '../../state/session-store';
import { useToast } from '../../components/toast/ToastProvider';
import { idList, idsPastCapText, roleIdsFromSearch, roleIdsPastCap } from '../compare/comparison-link';
import { resolveRoleIds } from '../../data/role-lookup';
import { MAX_LINK_IDS } from '../../app/input-limits';

function pendingAdd(): string | null {
  try {
    return sessionStore().getItem(PENDING_ADD_KEY);
  } catch {
    return null; // storage blocked: the add is simply lost, never an error screen
  }
}

function setPendingAdd(value: string | null): void {
  try {
    if (value === null) sessionStore().removeItem(PENDING_ADD_KEY);
    else sessionStore().setItem(PENDING_ADD_KEY, value);
  } catch {
    // storage blocked: nothing to keep
  }
}

type Findable = Pick<Role, 'templateId' | 'slug'>;

function findRole<R extends Findable>(roles: readonly R[], idOrSlug: string): R | undefined {
  const wanted = idOrSlug.toLowerCase();
  return roles.find((role) => role.templateId.toLowerCase() === wanted || role.slug === wanted);
}

/**
 * The roles an add= value names: one template id or slug, or several comma-separated (as ids= takes them), each read
 * once, the first MAX_LINK_IDS; with the values that name no built-in role.
 */
export function rolesToAdd<R extends Findable>(value: string, roles: readonly R[]): { found: R[]; notFound: string[] } {
  const wanted = idList([value]).slice(0, MAX_LINK_IDS);
  const found: R[] = [];
  const notFound: string[] = [];
  for (const part of wanted) {
    const role = findRole(roles, part);
    if (!role) notFound.push(part);
    else if (!found.includes(role)) found.push(role);
  }
  return { found, notFound };
}

/** The toast's text for add= values that name no role: each quoted, the list cut short past 80 characters. */
export function notFoundText(notFound: string[]): string {
  const quoted = notFound.map((part) => `"${part.slice(0, 80)}"`);
  const listed = quoted.join(', ');
  return notFound.length === 1
    ? `No built-in role has the id or name ${listed}.`
    : `No built-in role has these ids or names: ${listed.length > 200 ? `${listed.slice(0, 200)}…` : listed}.`;
}

/** Applies ids / roleIds once the roles are loaded, and runs the add= flow of spec section 4. */
export function useQuerySelection(roles: readonly Findable[] | null): void {
  const [location, navigate] = useLocation();
  const [params] = useSearchParams();
  const add = params.get('add');
  const idsKey = roleIdsFromSearch(params).join(',');
  const setSelection = useSetAtom(selectionAtom);
  const addRoles = useSetAtom(addRolesAtom);
  const toast = useToast();

  // add= goes to session storage and leaves the URL (other parameters such as embed or the view stay).
  useEffect(() => {
    if (add === null) return;
    if (add.trim()) setPendingAdd(add.trim());
    const rest = new URLSearchParams(params);
    rest.delete('add');
    const query = rest.toString();
    navigate(`${location}${query ? `?${query}` : ''}`, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when add= appears; params and location are read at that moment only
  }, [add]);

  const pastCap = roleIdsPastCap(params);
  useEffect(() => {
    if (!roles || !idsKey) return;
    setSelection(resolveRoleIds(idsKey.split(','), roles).known.map((role) => role.templateId));
    if (pastCap > 0) toast({ title: 'Some role ids were not read', description: idsPastCapText(pastCap) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per id list the link brings, as the selection itself
  }, [roles, idsKey, setSelection]);

  useEffect(() => {
    if (!roles) return;
    const wanted = pendingAdd();
    if (wanted === null) return;
    setPendingAdd(null);
    const { found, notFound } = rolesToAdd(wanted, roles);
    if (found.length > 0) addRoles(found.map((role) => role.templateId));
    if (notFound.length > 0)
      toast({
        title: notFound.length === 1 ? 'Role not found' : 'Roles not found',
        description: notFoundText(notFound),
      });
  }, [roles, add, addRoles, toast]);
}
