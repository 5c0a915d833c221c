import { useDocumentMeta } from '../../app/use-document-meta';
import { page } from '../../styles/shared.css';

export function HomePage() {
  useDocumentMeta('Home');
  return (
    <div className={page}>
      <h1>Home</h1>
    </div>
  );
}
