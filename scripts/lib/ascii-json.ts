// The app's data files are written in ASCII alone: every other character as a JSON \u escape, which parses to the same text.
//
// A browser decodes a response into a JavaScript string before parsing it. One character outside Latin-1 (the dataset
// had three: a narrow no-break space in a description) makes the whole 500 kB string two bytes per character, and
// decoding it took 15-25 ms of the page's main thread where the same file in ASCII took 3-4 ms (Chromium, this machine).

/** JSON text with every character from U+007F up written as \uXXXX (a pair for a character outside the BMP). */
export function asciiJson(text: string): string {
  return text.replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
