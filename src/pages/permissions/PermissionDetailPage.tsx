import { useDocumentMeta } from '../../app/use-document-meta';
import { page } from '../../styles/shared.css';

export function PermissionDetailPage() {
  useDocumentMeta('Permission');
  return (
    <div className={page}>
      <h1>Permission</h1>
    </div>
  );
}
