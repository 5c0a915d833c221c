// The packed form of a long need list in a link: the comma-joined list, deflated (raw DEFLATE, RFC 1951), in base64url.
// A link of 500 real actions packs into ~5 kB where the readable form takes ~30 kB; the browser's own
// CompressionStream does the work.

/** URL-safe base64 without padding (RFC 4648, section 5). */
function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The packed form of a need list (whose entries hold no comma, as every parsed need does). */
export async function packNeeds(need: readonly string[]): Promise<string> {
  const stream = new Blob([need.join(',')]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

/**
 * The comma-joined list a packed form holds, cut at `maxChars` (a link can deflate to far more than it looks:
 * reading stops there instead of filling memory); null when the text is no packed form.
 */
export async function unpackNeedText(packed: string, maxChars: number): Promise<{ text: string; cut: boolean } | null> {
  try {
    const reader = new Blob([fromBase64Url(packed) as Uint8Array<ArrayBuffer>])
      .stream()
      .pipeThrough(new DecompressionStream('deflate-raw'))
      .getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { text: text + decoder.decode(), cut: false };
      text += decoder.decode(value, { stream: true });
      if (text.length > maxChars) {
        await reader.cancel();
        return { text: text.slice(0, maxChars), cut: true };
      }
    }
  } catch {
    return null; // not base64, or not DEFLATE: a link cut short or typed by hand
  }
}
