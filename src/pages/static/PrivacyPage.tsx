import { useDocumentMeta } from '../../app/use-document-meta';
import { page } from '../../styles/shared.css';

export function PrivacyPage() {
  useDocumentMeta('Privacy');
  return (
    <div className={page}>
      <h1>Privacy</h1>
    </div>
  );
}
