import { useToast } from '../toast/ToastProvider';
import { button, noPrint } from '../../styles/shared.css';
import { downloadCsvFile } from '../../app/download-file';

interface DownloadCsvButtonProps {
  fileName: string;
  /** The file's text, written when the button is pressed from what the page already holds (no worker call). */
  csv: () => string;
}

/** 'Export CSV' of what a page shows: the browser saves the file; nothing leaves the page. */
export function DownloadCsvButton({ fileName, csv }: DownloadCsvButtonProps) {
  const toast = useToast();
  return (
    <button
      type="button"
      className={`${button({ tone: 'secondary', size: 'sm' })} ${noPrint}`}
      onClick={() => {
        downloadCsvFile(fileName, csv());
        toast({ title: 'CSV exported', description: fileName });
      }}
    >
      Export CSV
    </button>
  );
}
