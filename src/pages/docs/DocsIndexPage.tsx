import { useDocumentMeta } from '../../app/use-document-meta';
import { page } from '../../styles/shared.css';

export function DocsIndexPage() {
  useDocumentMeta('Documentation');
  return (
    <div className={page}>
      <h1>Documentation</h1>
    </div>
  );
}
