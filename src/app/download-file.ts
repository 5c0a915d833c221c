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
