import { useDocumentMeta } from '../../app/use-document-meta';
import { page } from '../../styles/shared.css';

export function PermissionsPage() {
  useDocumentMeta('Permissions');
  return (
    <div className={page}>
      <h1>Permissions</h1>
    </div>
  );
}
