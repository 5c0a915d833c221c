import { copyText } from '../../components/clipboard/copy-text';
import { useToast } from '../../components/toast/ToastProvider';
import { button, noPrint } from '../../styles/shared.css';
import * as styles from './TemplateIdCopy.css';

/** The template id in monospace with a button that copies it (a failure is logged and told, never thrown). */
export function TemplateIdCopy({ templateId }: { templateId: string }) {
  const toast = useToast();
  const copy = async () => {
    const copied = await copyText(templateId);
    toast(
      copied
        ? { title: 'Template ID copied', description: templateId }
        : { title: 'Copy failed', description: 'Select the ID and copy it by hand.' },
    );
  };
  return (
    <span className={styles.wrap}>
      <code className={styles.id}>{templateId}</code>
      <button type="button" className={`${button({ tone: 'secondary', size: 'sm' })} ${noPrint}`} onClick={copy}>
        Copy template ID
      </button>
    </span>
  );
}
