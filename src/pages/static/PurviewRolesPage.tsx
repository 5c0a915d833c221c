import { useDocumentMeta } from '../../app/use-document-meta';
import { page } from '../../styles/shared.css';

export function PurviewRolesPage() {
  useDocumentMeta('Purview roles');
  return (
    <div className={page}>
      <h1>Purview roles</h1>
    </div>
  );
}
