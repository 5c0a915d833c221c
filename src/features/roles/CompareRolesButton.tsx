import { useRef, useState } from 'react';
import type { PermissionView } from '@engine/catalog';
import { loadModule, prefetchModule, useLoadedModule } from '../../app/loaded-module';
import type { RolePageRole } from '../../../workers/role-page';
import { button } from '../../styles/shared.css';
import type { SimilarRoles } from './use-similar-roles';

const loadDialog = () => import('./CompareRolesDialog');

/** Starts loading the dialog's code when the pointer or the focus comes to the button, usually well before the click. */
function prefetchDialog(): void {
  prefetchModule(loadDialog); // a failed load is tried again, and shown, on the click
}

interface CompareRolesButtonProps {
  role: RolePageRole;
  similar: SimilarRoles;
  view: PermissionView;
}

/**
 * 'Compare with Other Roles' and its dialog. The dialog's code (Ariakit's dialog: more than half of what the role page's
 * own chunks weighed) is not needed to show the role: it is fetched when the user heads for the button, and the dialog
 * mounts on the first click.
 */
export function CompareRolesButton({ role, similar, view }: CompareRolesButtonProps) {
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const CompareRolesDialog = useLoadedModule(loadDialog)?.CompareRolesDialog;

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={button({ tone: 'secondary' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetchDialog}
        onPointerDown={prefetchDialog}
        onFocus={prefetchDialog}
        onClick={() => {
          void loadModule(loadDialog);
          setEverOpened(true);
          setOpen(true);
        }}
      >
        Compare with Other Roles
      </button>
      {everOpened && CompareRolesDialog ? (
        <CompareRolesDialog
          role={role}
          similar={similar}
          view={view}
          open={open}
          onClose={() => setOpen(false)}
          opener={opener}
        />
      ) : null}
    </>
  );
}
