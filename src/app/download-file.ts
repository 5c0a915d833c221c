// Saves generated text or a Blob as a file in the browser: a Blob behind a temporary <a download> link.

/** How long the Blob URL lives: the browser may read it after click() returns. */
const REVOKE_AFTER_MS = 10_000;

/** Downloads `blob` as `fileName`; nothing leaves the browser. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Downloads `text` as `fileName`; nothing leaves the browser. */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/**
 * A UTF-8 byte-order mark. Excel on Windows reads a CSV without one in the machine's ANSI code page, which garbles any
 * character past ASCII (an accented custom role name, the U+202F in one built-in description); with it, Excel reads
 * UTF-8. Readers that decode UTF-8 as the web does skip it (Blob.text(), TextDecoder); Python's csv module needs
 * encoding='utf-8-sig'. The CLI writes its CSV without one: it goes to scripts, not to Excel.
 */
export const UTF8_BOM = '\uFEFF';

/** Downloads CSV text as `fileName`, UTF-8 behind a byte-order mark so that Excel opens it as UTF-8. */
export function downloadCsvFile(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' }));
}
