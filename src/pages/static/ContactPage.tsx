import { useDocumentMeta } from '../../app/use-document-meta';
import { page } from '../../styles/shared.css';

export function ContactPage() {
  useDocumentMeta('Contact');
  return (
    <div className={page}>
      <h1>Contact</h1>
    </div>
  );
}
