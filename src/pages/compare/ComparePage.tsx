import { useDocumentMeta } from '../../app/use-document-meta';
import { page } from '../../styles/shared.css';

export function ComparePage() {
  useDocumentMeta('Role Comparison Analysis');
  return (
    <div className={page}>
      <h1>Role Comparison Analysis</h1>
    </div>
  );
}
