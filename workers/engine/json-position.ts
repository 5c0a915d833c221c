// Where a JSON text stops being JSON: the offset from JSON.parse's message when it gives one, else a small scanner's (engine: the custom-role import and the assignment reader share it).

/** A place in a text, as an editor shows it: both 1-based. */
export interface TextPosition {
  line: number;
  column: number;
}

/** Why JSON.parse refused a text, and where: `reason` is the engine's words without the position. */
export interface JsonSyntaxProblem {
  reason: string;
  offset: number;
  position: TextPosition;
}

/** Line and column (1-based) of a UTF-16 offset; "\r\n" and "\n" end a line. */
export function positionAt(text: string, offset: number): TextPosition {
  const at = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: at - lineStart + 1 };
}

/** The UTF-16 offset of a 1-based line and column. */
function offsetOf(text: string, line: number, column: number): number {
  let start = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', start);
    if (next === -1) break;
    start = next + 1;
  }
  return Math.min(text.length, start + column - 1);
}

/** Where the literal (true, false, null) at i ends, or -(offset + 1) of its first wrong character. */
function literalEnd(text: string, i: number): number {
  const word = text[i] === 't' ? 'true' : text[i] === 'f' ? 'false' : 'null';
  for (let k = 1; k < word.length; k++) if (text[i + k] !== word[k]) return -(i + k) - 1;
  return i + word.length;
}

/** Where the number at i ends, or -(offset + 1) of the first character that cannot continue it. */
function numberEnd(text: string, i: number): number {
  const isDigit = (k: number) => k < text.length && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57;
  let k = i;
  if (text[k] === '-') k++;
  if (!isDigit(k)) return -k - 1;
  if (text[k] === '0') k++;
  else while (isDigit(k)) k++;
  for (const [mark, sign] of [
    ['.', false],
    ['eE', true],
  ] as const) {
    if (k < text.length && mark.includes(text[k])) {
      k++;
      if (sign && (text[k] === '+' || text[k] === '-')) k++;
      if (!isDigit(k)) return -k - 1;
      while (isDigit(k)) k++;
    }
  }
  return k;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
// eslint-disable-next-line no-control-regex -- JSON strings may not hold control characters: the scanner must match them
const STRING_BODY = /(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;

/**
 * The offset of the first character that makes `text` invalid JSON (text.length when it ends too early), or -1 when it
 * is valid. Iterative, so a deeply nested text cannot overflow the stack. Used when JSON.parse names no position
 * (V8's "Unexpected token 'x', "..." is not valid JSON", Safari's messages).
 */
export function jsonErrorOffset(text: string): number {
  const stack: ('[' | '{')[] = [];
  let i = 0;
  const skip = () => {
    while (i < text.length && WHITESPACE.has(text[i])) i++;
  };
  const scanString = (): boolean => {
    STRING_BODY.lastIndex = i + 1;
    if (!STRING_BODY.test(text)) {
      // Find where the string goes wrong: the first control character, bad escape or the end.
      let j = i + 1;
      while (j < text.length && text[j] !== '"' && text.charCodeAt(j) >= 0x20) {
        if (text[j] === '\\') {
          const esc = text[j + 1];
          if (esc === 'u') {
            const hex = /^[0-9a-fA-F]{0,4}/.exec(text.slice(j + 2, j + 6))![0].length;
            if (hex < 4) {
              j += 2 + hex;
              break;
            }
            j += 6;
            continue;
          }
          if (esc === undefined || !'"\\/bfnrt'.includes(esc)) {
            j++;
            break;
          }
          j += 2;
          continue;
        }
        j++;
      }
      i = j;
      return false;
    }
    i = STRING_BODY.lastIndex;
    return true;
  };
  // expect: 'value' (a value must come), 'after' (a value just ended), 'key' (a property name must come).
  let expect: 'value' | 'after' | 'key' | 'key-or-close' | 'value-or-close' = 'value';
  for (;;) {
    skip();
    if (i >= text.length) return expect === 'after' && stack.length === 0 ? -1 : text.length;
    const c = text[i];
    if (expect === 'after') {
      if (stack.length === 0) return i; // something after the JSON
      const top = stack[stack.length - 1];
      if (c === ',') {
        i++;
        expect = top === '{' ? 'key' : 'value';
      } else if ((c === ']' && top === '[') || (c === '}' && top === '{')) {
        stack.pop();
        i++;
      } else return i;
      continue;
    }
    if (expect === 'key' || expect === 'key-or-close') {
      if (c === '}' && expect === 'key-or-close') {
        stack.pop();
        i++;
        expect = 'after';
        continue;
      }
      if (c !== '"' || !scanString()) return i;
      skip();
      if (text[i] !== ':') return i;
      i++;
      expect = 'value';
      continue;
    }
    if (c === ']' && expect === 'value-or-close') {
      stack.pop();
      i++;
      expect = 'after';
    } else if (c === '[' || c === '{') {
      stack.push(c);
      i++;
      expect = c === '[' ? 'value-or-close' : 'key-or-close';
    } else if (c === '"') {
      if (!scanString()) return i;
      expect = 'after';
    } else {
      const end = c === 't' || c === 'f' || c === 'n' ? literalEnd(text, i) : numberEnd(text, i);
      if (end < 0) return -end - 1;
      i = end;
      expect = 'after';
    }
  }
}

/**
 * Where and why JSON.parse refused `text`, read from its error: "at position N" and "(line L column C)" (V8),
 * "at line L column C" (Firefox), "Unexpected end of JSON input"; any other message is located by jsonErrorOffset.
 */
export function jsonSyntaxProblem(text: string, error: unknown): JsonSyntaxProblem {
  const message = error instanceof Error ? error.message : String(error);
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  const position = /at position (\d+)/.exec(message);
  let offset: number;
  if (lineColumn) offset = offsetOf(text, Number(lineColumn[1]), Number(lineColumn[2]));
  else if (position) offset = Number(position[1]);
  else if (/end of (JSON )?(input|data)/i.test(message)) offset = text.length;
  else offset = jsonErrorOffset(text);
  if (offset < 0) offset = text.length;
  const reason = message
    .replace(/^JSON\.parse: /, '')
    .replace(/, (\.\.\.)?".*" is not valid JSON$/s, '')
    .replace(/ (in JSON )?at (position \d+|line \d+ column \d+)( \(line \d+ column \d+\))?( of the JSON data)?$/, '')
    .replace(/ in JSON$/, '');
  return { reason, offset, position: positionAt(text, offset) };
}
