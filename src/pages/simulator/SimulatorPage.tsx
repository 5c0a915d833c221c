import { useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useDocumentMeta } from '../../app/use-document-meta';
import { useHydrated } from '../../app/use-hydrated';
import { LoadingState } from '../../components/page-state/PageState';
import { useToast } from '../../components/toast/ToastProvider';
import { ViewSwitch } from '../../components/view-switch/ViewSwitch';
import { AvailableRoles } from '../../features/simulator/AvailableRoles';
import { SelectionSummary } from '../../features/simulator/SelectionSummary';
import { useQuerySelection } from '../../features/simulator/use-query-selection';
import { roleIndexQuestion, useRoleIndex } from '../../state/role-index';
import type { PageLoader } from '../../app/page-loader';
import { customRolesAtom, NO_CUSTOM_ROLES } from '../../state/custom-roles';
import { ImportCustomRoles } from '../../features/custom-roles/ImportCustomRoles';
import { page } from '../../styles/shared.css';
import * as styles from './SimulatorPage.css';

/** The picker lists the worker's index of the roles. */
export const loader: PageLoader = () => [roleIndexQuestion()];

/** /simulator: pick built-in roles (and imported custom ones), see Quick Stats, then compare (spec sections 2 and 4). */
export function SimulatorPage() {
  useDocumentMeta(
    'Role Simulator',
    'Pick two or more Microsoft Entra ID built-in roles and compare their permissions in your browser.',
  );
  const hydrated = useHydrated();
  const rolesState = useRoleIndex({ builtInOnly: true });
  const roles = rolesState.state === 'hasData' ? rolesState.data : null;
  // The imported roles and the selection live in this tab's session storage, unknown to the build: the prerendered list
  // has neither, and they show once the page is hydrated.
  const storedCustom = useAtomValue(customRolesAtom);
  const custom = hydrated ? storedCustom : NO_CUSTOM_ROLES;
  // Every role the summary may name: the built-in ones once loaded, and the imported ones.
  const rolesById = useMemo(
    () => (roles ? new Map([...roles, ...custom].map((role) => [role.templateId, role])) : null),
    [roles, custom],
  );
  useQuerySelection(roles);

  const toast = useToast();
  const loadError = rolesState.state === 'hasError' ? rolesState.error : null;
  useEffect(() => {
    if (!loadError) return;
    console.error('Failed to load roles', loadError);
    toast({ title: 'Error', description: 'Failed to load roles. Please try again.', tone: 'destructive' });
  }, [loadError, toast]);

  return (
    <div className={page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>Role Simulator</h1>
        <p className={styles.lead}>
          Choose two or more built-in roles to see how their permissions overlap. Everything is calculated in your
          browser.
        </p>
        <ViewSwitch />
      </div>
      <ImportCustomRoles />
      {/* The prerendered page lists the built-in roles, none ticked; the selection (session storage, the query) and
          its summary show once the page is hydrated. */}
      <div className={styles.panels}>
        <AvailableRoles rolesState={rolesState} custom={custom} showSelection={hydrated} />
        {hydrated ? <SelectionSummary rolesById={rolesById} /> : <LoadingState>Loading your selection...</LoadingState>}
      </div>
    </div>
  );
}
