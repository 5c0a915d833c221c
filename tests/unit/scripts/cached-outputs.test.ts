// The dev server's derived outputs are computed once per version of their data files.
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedByFiles } from '../../../scripts/vite/cached-outputs';

describe('cachedByFiles', () => {
  it('computes once while the files are unchanged, again after one changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cached-outputs-'));
    const file = join(dir, 'data.json');
    writeFileSync(file, '[1]');
    let computed = 0;
    const read = cachedByFiles([file], () => ++computed);
    expect([read(), read(), read()]).toEqual([1, 1, 1]);
    writeFileSync(file, '[1,2]');
    // A new size alone marks the change; a new time too, for an edit of the same size.
    expect(read()).toBe(2);
    utimesSync(file, new Date(2000, 0, 1), new Date(2000, 0, 1));
    expect(read()).toBe(3);
    expect(read()).toBe(3);
  });

  it('throws when a file is missing, as the build would', () => {
    expect(() => cachedByFiles(['/nonexistent/data.json'], () => 1)()).toThrow(/ENOENT/);
  });
});
