// src/app/page-data.ts: the data a prerendered page carries, its answers under short digests of their question keys.
import { afterEach, describe, expect, it } from 'vitest';
import {
  answerDigest,
  forgetPageAnswers,
  pageAnswer,
  pageDataJson,
  provideEmbeddedAnswers,
  providePageAnswers,
  readPageData,
  reportMissingAnswers,
} from '../../../../src/app/page-data';

// The shape of a role page's similar-roles question: the role, every other built-in role, the view.
const ids = Array.from({ length: 142 }, (_, i) => `${String(i).padStart(8, '0')}-69f5-4237-9190-012177145e10`);
const LONG_KEY = JSON.stringify([
  'pairedQuickStats',
  ['62e90394-69f5-4237-9190-012177145e10', ids, { inherit: false }],
]);

afterEach(() => {
  forgetPageAnswers();
  reportMissingAnswers(null);
});

describe('answerDigest', () => {
  it('is short, the same for the same key, and differs between keys that differ by one character', () => {
    const digest = answerDigest(LONG_KEY);
    expect(LONG_KEY.length).toBeGreaterThan(5000);
    expect(digest).toMatch(/^[0-9a-z]{1,11}$/);
    expect(answerDigest(LONG_KEY)).toBe(digest);
    expect(answerDigest(LONG_KEY.replace('00000141', '00000142'))).not.toBe(digest);
    expect(answerDigest('["explainRole",["a",{"inherit":true}]]')).not.toBe(
      answerDigest('["explainRole",["a",{"inherit":false}]]'),
    );
  });

  it('gives distinct digests to every question key a build asks (all roles, both questions, four views)', () => {
    const keys = ids.flatMap((id) =>
      [0, 1, 2, 3].flatMap((v) => {
        const view = { inherit: v > 1, wildcards: v % 2 === 1 };
        return [JSON.stringify(['explainRole', [id, view]]), JSON.stringify(['pairedQuickStats', [id, ids, view]])];
      }),
    );
    expect(new Set(keys.map(answerDigest)).size).toBe(keys.length);
  });
});

describe('page answers', () => {
  it("the page's embedded answers (written by the server) answer the client's question by its full key", () => {
    const answer = [{ common: 3, union: 7 }];
    const embedded = pageDataJson([[LONG_KEY, answer]]);
    expect(embedded).not.toContain('pairedQuickStats');
    expect(embedded.length).toBeLessThan(100);
    provideEmbeddedAnswers(readPageData(embedded));
    expect(pageAnswer(LONG_KEY)).toEqual({ data: answer });
    expect(pageAnswer(LONG_KEY.replace('00000141', '00000142'))).toBeUndefined();
  });

  it('refuses two different questions that share a digest, and accepts the same question seeded again', () => {
    const oneDigest = () => 'x';
    providePageAnswers([['first question', 1]], oneDigest);
    expect(() => providePageAnswers([['first question', 1]], oneDigest)).not.toThrow();
    expect(() => providePageAnswers([['second question', 2]], oneDigest)).toThrow(/share the answer digest x/);
    expect(pageAnswer('anything')).toBeUndefined(); // looked up by the real digest: not 'x'
  });

  it("the server's answers, provided by their keys, answer the same keys; forgetting them clears them", () => {
    providePageAnswers([[LONG_KEY, 'stats']]);
    expect(pageAnswer(LONG_KEY)).toEqual({ data: 'stats' });
    forgetPageAnswers();
    expect(pageAnswer(LONG_KEY)).toBeUndefined();
  });

  it('tells the server of each question its data does not answer, and not of those it does', () => {
    const missing: string[] = [];
    reportMissingAnswers((key) => missing.push(key));
    providePageAnswers([['answered', 1]]);
    expect(pageAnswer('answered')).toEqual({ data: 1 });
    expect(pageAnswer('not declared')).toBeUndefined();
    expect(missing).toEqual(['not declared']);
  });

  it('reads back typed arrays, and refuses page data without answers', () => {
    const data = readPageData(pageDataJson([['k', { counts: new Uint32Array([4, 5]) }]]));
    expect(data.answers[answerDigest('k')]).toEqual({ counts: new Uint32Array([4, 5]) });
    expect(() => readPageData('[["k", 1]]')).toThrow(/no answers/);
    expect(() => readPageData('{')).toThrow();
  });
});
