import { lazy, Suspense, useRef, useState } from 'react';
import type { PermissionView } from '@engine/catalog';
import type { Role } from '../../data/role-model';
import { button } from '../../styles/shared.css';
import type { SimilarRoles } from './use-similar-roles';

const loadDialog = () => import('./CompareRolesDialog');

/** Starts loading the dialog's code when the pointer or the focus comes to the button, usually well before the click. */
function prefetchDialog(): void {
  loadDialog().catch(() => {}); // a failed load shows on the click, through the lazy component
}

const CompareRolesDialog = lazy(() => loadDialog().then((m) => ({ default: m.CompareRolesDialog })));

interface CompareRolesButtonProps {
  role: Role;
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
          setEverOpened(true);
          setOpen(true);
        }}
      >
        Compare with Other Roles
      </button>
      {everOpened ? (
        <Suspense fallback={null}>
          <CompareRolesDialog
            role={role}
            similar={similar}
            view={view}
            open={open}
            onClose={() => setOpen(false)}
            opener={opener}
          />
        </Suspense>
      ) : null}
    </>
  );
}
