// The engine must run unchanged in Node and in the worker: no React, jotai, Comlink or DOM.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const engineDir = resolve(import.meta.dirname, '../../workers/engine');
// Sub-folders too (assignments/): a module there may import the engine's other modules, never outside it.
const files = readdirSync(engineDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));

describe('engine purity', () => {
  it('has modules to check', () => expect(files.length).toBeGreaterThan(4));

  it.each(files)('%s imports nothing from React, jotai, Comlink or the DOM', (file) => {
    const text = readFileSync(join(engineDir, file), 'utf8');
    const imports = [...text.matchAll(/from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]);
    for (const spec of imports) {
      expect(spec.startsWith('./') || spec.startsWith('../'), spec).toBe(true);
      expect(relative(engineDir, resolve(engineDir, dirname(file), spec)).startsWith('..'), spec).toBe(false);
    }
    expect(text).not.toMatch(/\b(window|document|navigator|localStorage|sessionStorage)\./);
  });
});
