import { useDocumentMeta } from '../../app/use-document-meta';
import { page } from '../../styles/shared.css';

export function RolesDirectoryPage() {
  useDocumentMeta('Roles');
  return (
    <div className={page}>
      <h1>Roles</h1>
    </div>
  );
}
