import { useDocumentMeta } from '../../app/use-document-meta';
import { page } from '../../styles/shared.css';

export function FinderPage() {
  useDocumentMeta('Least-privilege finder');
  return (
    <div className={page}>
      <h1>Least-privilege finder</h1>
    </div>
  );
}
