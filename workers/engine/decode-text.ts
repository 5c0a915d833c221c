// A file's bytes as text: UTF-8 (with or without a BOM), or UTF-16 with a BOM as Windows PowerShell 5.1's `> file`
// writes it. One decoder for every file the app reads: assignment exports and custom role definitions.

/** What to tell the user of bytes decodeText cannot read. */
export const UNREADABLE_TEXT =
  'The file is not text in UTF-8, or UTF-16 with a byte-order mark: save it again as UTF-8 and choose it again.';

/** The text, without its byte-order mark; null when the bytes are not text in any of those encodings. */
export function decodeText(bytes: Uint8Array): string | null {
  try {
    if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe)
      return new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff)
      return new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    const start = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start));
  } catch {
    return null;
  }
}
