import { useDocumentMeta } from '../../app/use-document-meta';
import { page } from '../../styles/shared.css';

export function RoleDetailPage() {
  useDocumentMeta('Role');
  return (
    <div className={page}>
      <h1>Role</h1>
    </div>
  );
}
