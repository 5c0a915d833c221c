import { useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { ImportOutcome, type Outcome } from './ImportOutcome';
import { customRolesAtom } from '../../state/custom-roles';
import { button, card } from '../../styles/shared.css';
import { ImportForm } from './ImportForm';
import { ImportedRolesList } from './ImportedRolesList';
import * as styles from './ImportCustomRoles.css';

/**
 * 'Custom roles (local)': import a tenant's custom role definitions (paste, choose or drop a JSON file), see what was
 * read, and manage the imported roles. The file is read in the page's worker and never leaves the page.
 */
export function ImportCustomRoles() {
  const headingId = useId();
  const formId = useId();
  const imported = useAtomValue(customRolesAtom);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <section className={`${card} ${styles.panel}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Custom roles (local)
      </h2>
      <p className={styles.lead}>
        Compare your tenant&apos;s custom roles with the built-in ones. RolePrism reads the file in this page: nothing
        you import is uploaded or sent anywhere, and it is gone when you close the tab.
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={button({ tone: open ? 'secondary' : 'primary' })}
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((value) => !value)}
        >
          Import custom roles
        </button>
      </div>
      <div id={formId} hidden={!open}>
        <ImportForm onOutcome={setOutcome} />
      </div>
      {outcome ? <ImportOutcome result={outcome} /> : null}
      {imported.length > 0 ? <ImportedRolesList roles={imported} /> : null}
    </section>
  );
}
