import { useDocumentMeta } from '../../app/use-document-meta';
import { page } from '../../styles/shared.css';

export function SimulatorPage() {
  useDocumentMeta('Role Simulator');
  return (
    <div className={page}>
      <h1>Role Simulator</h1>
    </div>
  );
}
