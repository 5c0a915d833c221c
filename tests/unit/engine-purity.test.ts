// The engine must run unchanged in Node and in the worker: no React, jotai, Comlink or DOM.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const engineDir = resolve(import.meta.dirname, '../../workers/engine');
const files = readdirSync(engineDir).filter((f) => f.endsWith('.ts'));

describe('engine purity', () => {
  it('has modules to check', () => expect(files.length).toBeGreaterThan(4));

  it.each(files)('%s imports nothing from React, jotai, Comlink or the DOM', (file) => {
    const text = readFileSync(join(engineDir, file), 'utf8');
    const imports = [...text.matchAll(/from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]);
    for (const spec of imports) expect(spec.startsWith('./')).toBe(true);
    expect(text).not.toMatch(/\b(window|document|navigator|localStorage|sessionStorage)\./);
  });
});
