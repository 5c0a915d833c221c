// workers/engine/decode-text.ts: the one decoder of the files the app reads (assignment exports, custom roles).
import { describe, expect, it } from 'vitest';
import { decodeText } from '@engine/decode-text';

/** UTF-16 code units of `text` as bytes, little- or big-endian, after the byte-order mark. */
function utf16(text: string, endian: 'le' | 'be'): Uint8Array {
  const bytes = [endian === 'le' ? 0xff : 0xfe, endian === 'le' ? 0xfe : 0xff];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    bytes.push(...(endian === 'le' ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff]));
  }
  return new Uint8Array(bytes);
}

// An accent, a character outside the BMP (a surrogate pair in UTF-16) and Windows' line end.
const TEXT = '{ "displayName": "Rôle d’accès 𝒳" }\r\n';

describe('decodeText', () => {
  it('reads UTF-8 with or without its byte-order mark, and drops the mark', () => {
    const utf8 = new TextEncoder().encode(TEXT);
    expect(decodeText(utf8)).toBe(TEXT);
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe(TEXT);
  });

  it('reads UTF-16LE and UTF-16BE by their byte-order mark, and drops the mark', () => {
    expect(decodeText(utf16(TEXT, 'le'))).toBe(TEXT);
    expect(decodeText(utf16(TEXT, 'be'))).toBe(TEXT);
  });

  it('gives null for bytes that are no text in those encodings', () => {
    expect(decodeText(new Uint8Array([0x7b, 0xc3, 0x28, 0xff]))).toBeNull(); // invalid UTF-8
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x00, 0xd8, 0x41, 0x00]))).toBeNull(); // a lone high surrogate
    expect(decodeText(new Uint8Array([]))).toBe('');
  });
});
