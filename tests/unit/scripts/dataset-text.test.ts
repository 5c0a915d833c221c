// scripts/lib/dataset-text.ts: the dataset file one row per line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { datasetText } from '../../../scripts/lib/dataset-text';
import { asciiJson } from '../../../scripts/lib/ascii-json';
import { DATASET_PATH } from '../helpers';

describe('datasetText', () => {
  it('writes each row on a line of its own; the whole text is the same JSON list', () => {
    const rows = [{ id: 'a', display_name: 'A, with "quotes"\nand a line break' }, { id: 'b' }];
    const text = datasetText(rows);
    expect(text).toBe('[\n{"id":"a","display_name":"A, with \\"quotes\\"\\nand a line break"},\n{"id":"b"}\n]\n');
    expect(JSON.parse(text)).toEqual(rows);
    expect(JSON.parse(datasetText([]))).toEqual([]);
  });

  it('is how the shipped dataset is written: one line per role, so a refresh diff names the roles that changed', () => {
    const shipped = readFileSync(DATASET_PATH, 'utf8');
    const rows = JSON.parse(shipped) as unknown[];
    expect(shipped).toBe(asciiJson(datasetText(rows)));
    expect(shipped.split('\n')).toHaveLength(rows.length + 3);
  });
});
