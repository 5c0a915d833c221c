// Opening a share link that carries custom roles: the packed definitions are read like any import (in the worker),
// added to this page's custom roles, and the packed part leaves the address (the custom ids stay after the '#').
import { useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { customRolesAtom } from '../../state/custom-roles';
import { importCustomRolesAtom } from './atoms';
import { customHashText, replaceHash } from './compare-hash';
import { unpackSharedRoles } from './share-pack';

export type SharedImport =
  | { state: 'none' }
  | { state: 'importing' }
  | { state: 'imported'; names: string[] }
  | { state: 'error'; message: string };

const UNREADABLE = 'The custom roles in this link could not be read: the link may have been cut short or changed.';

/** Imports the custom roles a share link carries (once per link), and says how it went. */
export function useSharedCustomRoles(packedRoles: string | null, ids: readonly string[]): SharedImport {
  const [status, setStatus] = useState<SharedImport>({ state: 'none' });
  const handled = useRef<string | null>(null);
  const imported = useAtomValue(customRolesAtom);
  const importRoles = useSetAtom(importCustomRolesAtom);
  useEffect(() => {
    if (packedRoles === null || handled.current === packedRoles) return;
    handled.current = packedRoles;
    const known = new Set(imported.map((role) => role.templateId));
    if (ids.length > 0 && ids.every((id) => known.has(id))) {
      // Opened again in the page that already has them: nothing to add.
      replaceHash(customHashText(ids));
      return;
    }
    setStatus({ state: 'importing' });
    void (async () => {
      const text = await unpackSharedRoles(packedRoles);
      const result = text === null ? null : await importRoles(text).catch(() => null);
      if (result === null) return setStatus({ state: 'error', message: UNREADABLE });
      if ('error' in result) return setStatus({ state: 'error', message: `${UNREADABLE} ${result.error.message}` });
      replaceHash(customHashText(result.roles.map((role) => role.templateId)));
      setStatus({ state: 'imported', names: result.roles.map((role) => role.displayName) });
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per packed part; the roles and ids are read at that moment
  }, [packedRoles]);
  return status;
}
