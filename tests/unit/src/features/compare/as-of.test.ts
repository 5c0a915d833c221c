import { describe, expect, it } from 'vitest';
import { asOfText, csvFileName, defaultSinceDate } from '../../../../../src/features/compare/as-of';

describe('as-of helpers', () => {
  it('says which snapshot stands for the date', () => {
    expect(asOfText({ date: '2024-03-04', snapshot: '2024-03-04' })).toBe(
      'Roles as defined on 2024-03-04 (snapshot of 2024-03-04)',
    );
    expect(asOfText({ date: '2024-03-05', snapshot: '2024-03-04' })).toBe(
      'Roles as defined on 2024-03-05: the snapshot of 2024-03-04, the newest on or before it',
    );
  });

  it('names the CSV after the snapshot', () => {
    expect(csvFileName(undefined)).toBe('role-comparison.csv');
    expect(csvFileName({ date: '2024-03-05', snapshot: '2024-03-04' })).toBe('role-comparison-as-of-2024-03-04.csv');
  });

  it('defaults "since" to the snapshot a year before the newest, or the first', () => {
    expect(defaultSinceDate(['2023-06-18', '2024-01-01', '2025-04-01', '2025-06-01'])).toBe('2024-01-01');
    expect(defaultSinceDate(['2025-01-01', '2025-06-01'])).toBe('2025-01-01');
    expect(defaultSinceDate(['2025-06-01'])).toBe('2025-06-01');
  });
});
