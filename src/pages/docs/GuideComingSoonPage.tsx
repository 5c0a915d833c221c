import { useDocumentMeta } from '../../app/use-document-meta';
import { page } from '../../styles/shared.css';

export function GuideComingSoonPage() {
  useDocumentMeta('Guide coming soon');
  return (
    <div className={page}>
      <h1>Guide coming soon</h1>
    </div>
  );
}
