import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonErrorOffset, jsonSyntaxProblem, positionAt } from '@engine/json-position';

/** JSON.parse's error for a text (the test fails when the text is valid JSON). */
function parseError(text: string): Error {
  try {
    JSON.parse(text);
  } catch (error) {
    return error as Error;
  }
  throw new Error(`valid JSON: ${text}`);
}

describe('positionAt', () => {
  it('counts lines and columns from 1, with \\n and \\r\\n line ends', () => {
    expect(positionAt('abc', 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt('ab\ncd', 3)).toEqual({ line: 2, column: 1 });
    expect(positionAt('ab\r\ncd\r\nef', 9)).toEqual({ line: 3, column: 2 });
    expect(positionAt('ab', 99)).toEqual({ line: 1, column: 3 });
  });
});

describe('jsonErrorOffset', () => {
  it('is -1 for valid JSON and the offset of the first wrong character otherwise', () => {
    expect(jsonErrorOffset('{"a": [1, -2.5e3, true, null, "x\\u00e9"]}')).toBe(-1);
    expect(jsonErrorOffset('{"a": }')).toBe(6);
    expect(jsonErrorOffset('[1,]')).toBe(3);
    expect(jsonErrorOffset('{"a":1,}')).toBe(7);
    expect(jsonErrorOffset('[1, 2')).toBe(5);
    expect(jsonErrorOffset('tru')).toBe(3);
    expect(jsonErrorOffset('é')).toBe(0);
  });

  it('gives the offset V8 names, on every generated text whose error message names one', () => {
    const alphabet = fc.constantFrom(...'{}[]":, \n\ta1-.e\\utrnf0'.split(''), '\u0001');
    let compared = 0;
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 20 }), (chars) => {
        const text = chars.join('');
        let v8: number;
        try {
          JSON.parse(text);
          v8 = -1;
        } catch (error) {
          const message = (error as Error).message;
          const at = /at position (\d+)/.exec(message);
          if (at) v8 = Number(at[1]);
          else if (message.includes('end of JSON input')) v8 = text.length;
          else return; // "Unexpected token 'x', ..." names no position: the case the scanner exists for
        }
        compared++;
        expect(jsonErrorOffset(text)).toBe(v8);
      }),
      { numRuns: 3000 },
    );
    expect(compared).toBeGreaterThan(1000);
  });

  it('does not overflow the stack on deep nesting', () => {
    expect(jsonErrorOffset('['.repeat(200_000))).toBe(200_000);
    expect(jsonErrorOffset(`${'['.repeat(200_000)}${']'.repeat(200_000)}`)).toBe(-1);
  });
});

describe('jsonSyntaxProblem', () => {
  it("reads V8's position and strips it from the reason", () => {
    const text = '{\n  "a": 1\n  "b": 2\n}';
    expect(jsonSyntaxProblem(text, parseError(text))).toEqual({
      reason: "Expected ',' or '}' after property value",
      offset: 13,
      position: { line: 3, column: 3 },
    });
  });

  it('locates a V8 message without a position with the scanner', () => {
    const text = '[\n  1,\n  ]';
    expect(parseError(text).message).not.toMatch(/position/);
    expect(jsonSyntaxProblem(text, parseError(text))).toEqual({
      reason: "Unexpected token ']'",
      offset: 9,
      position: { line: 3, column: 3 },
    });
  });

  it("reads Firefox's and newer V8's line and column, and the end of input", () => {
    const text = '{\n  x\n}';
    const firefox = new SyntaxError("JSON.parse: expected property name or '}' at line 2 column 3 of the JSON data");
    expect(jsonSyntaxProblem(text, firefox)).toEqual({
      reason: "expected property name or '}'",
      offset: 4,
      position: { line: 2, column: 3 },
    });
    const chrome = new SyntaxError("Expected property name or '}' in JSON at position 4 (line 2 column 3)");
    expect(jsonSyntaxProblem(text, chrome).position).toEqual({ line: 2, column: 3 });
    expect(jsonSyntaxProblem('[1', parseError('[1')).position).toEqual({ line: 1, column: 3 });
    expect(jsonSyntaxProblem('', parseError(''))).toEqual({
      reason: 'Unexpected end of JSON input',
      offset: 0,
      position: { line: 1, column: 1 },
    });
  });
});
