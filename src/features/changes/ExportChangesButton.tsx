import { useToast } from '../../components/toast/ToastProvider';
import { button } from '../../styles/shared.css';
import { downloadTextFile } from '../compare/download-file';

interface ExportChangesButtonProps {
  fileName: string;
  /** The file's text, written when the button is pressed (the page holds the events: no worker call). */
  csv: () => string;
}

/** 'Export CSV' of the changes shown: the browser saves the file; nothing leaves the page. */
export function ExportChangesButton({ fileName, csv }: ExportChangesButtonProps) {
  const toast = useToast();
  return (
    <button
      type="button"
      className={button({ tone: 'secondary', size: 'sm' })}
      onClick={() => {
        downloadTextFile(fileName, csv(), 'text/csv;charset=utf-8');
        toast({ title: 'CSV exported', description: fileName });
      }}
    >
      Export CSV
    </button>
  );
}
