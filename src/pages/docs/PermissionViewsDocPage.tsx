import { useDocumentMeta } from '../../app/use-document-meta';
import { page } from '../../styles/shared.css';

export function PermissionViewsDocPage() {
  useDocumentMeta('Permission views');
  return (
    <div className={page}>
      <h1>Permission views</h1>
    </div>
  );
}
