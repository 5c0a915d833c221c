import { useDocumentMeta } from '../../app/use-document-meta';
import { page } from '../../styles/shared.css';

export function GlobalReaderGuidePage() {
  useDocumentMeta('Global Reader');
  return (
    <div className={page}>
      <h1>Global Reader</h1>
    </div>
  );
}
