import { useDocumentMeta } from '../../app/use-document-meta';
import { page } from '../../styles/shared.css';

export function CatalogPage() {
  useDocumentMeta('Role Catalog');
  return (
    <div className={page}>
      <h1>Role Catalog</h1>
    </div>
  );
}
