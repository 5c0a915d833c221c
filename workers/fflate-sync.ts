// fflate with a synchronous `zip`, for the XLSX writer (write-excel-file) in the engine worker. fflate's own `zip`
// compresses a file over 160 kB in Workers it makes from blob: URLs, which the app's CSP (worker-src 'self') refuses:
// the workbook of a large review then never came. The engine worker may block while it zips, so it zips in place.
// vite.config.ts points the bare 'fflate' here; everything else is fflate's own.
import {
  zipSync,
  type AsyncTerminable,
  type AsyncZipOptions,
  type AsyncZippable,
  type FlateCallback,
  type FlateError,
} from 'fflate/browser';

export * from 'fflate/browser';

export function zip(
  data: AsyncZippable,
  optionsOrDone: AsyncZipOptions | FlateCallback,
  done?: FlateCallback,
): AsyncTerminable {
  const callback = typeof optionsOrDone === 'function' ? optionsOrDone : done!;
  const options = typeof optionsOrDone === 'function' ? {} : optionsOrDone;
  let result: Parameters<FlateCallback>[1];
  try {
    result = zipSync(data, options) as typeof result;
  } catch (error) {
    queueMicrotask(() => callback(error as FlateError, null as unknown as typeof result));
    return () => {};
  }
  queueMicrotask(() => callback(null, result));
  return () => {};
}
