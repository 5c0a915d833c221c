import type { SharedImport } from './use-shared-roles';
import { notImportedText } from './compare-hash';
import { callout } from '../../styles/shared.css';

interface SharedRolesNoticeProps {
  shared: SharedImport;
  /** Custom ids of the address that no imported role has. */
  notImported: number;
}

/** What the compare page says of the custom roles a link carried, or names without importing them. */
export function SharedRolesNotice({ shared, notImported }: SharedRolesNoticeProps) {
  return (
    <>
      {shared.state === 'imported' ? (
        <p role="status" className={callout({ tone: 'success' })}>
          This link carried {shared.names.length === 1 ? 'a custom role' : `${shared.names.length} custom roles`} (
          {shared.names.join(', ')}): {shared.names.length === 1 ? 'it is' : 'they are'} imported in this page only and
          compared below. Nothing was sent to a server.
        </p>
      ) : null}
      {shared.state === 'error' ? (
        <p role="alert" className={callout({ tone: 'warning' })}>
          {shared.message}
        </p>
      ) : null}
      {notImported > 0 && shared.state !== 'importing' ? (
        <p role="status" className={callout({ tone: 'warning' })}>
          {notImportedText(notImported)}
        </p>
      ) : null}
    </>
  );
}
