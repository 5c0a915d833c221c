// What an engine answer can hand over instead of copying: the buffers of the typed arrays in it.

/**
 * The distinct ArrayBuffers behind every typed array (or DataView) in a plain value, found by walking its arrays and
 * objects: Comlink's transfer list for an answer. Transferring detaches them on the sending side, so the value must
 * own them (see RoleEngine). A view on part of a buffer hands over the whole buffer.
 */
export function transferList(value: unknown): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  const walk = (item: unknown): void => {
    if (typeof item !== 'object' || item === null) return;
    if (ArrayBuffer.isView(item)) {
      if (item.buffer instanceof ArrayBuffer) buffers.add(item.buffer);
    } else if (Array.isArray(item)) {
      for (const element of item) walk(element);
    } else {
      for (const field of Object.values(item)) walk(field);
    }
  };
  walk(value);
  return [...buffers];
}
