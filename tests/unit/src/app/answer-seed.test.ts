// src/app/answer-seed.ts: the answers a prerendered page carries, under short digests of their question keys.
import { afterEach, describe, expect, it } from 'vitest';
import {
  answerDigest,
  answersFromJson,
  answersToJson,
  clearSeededAnswers,
  seedAnswers,
  seedDigestedAnswers,
  seededAnswer,
} from '../../../../src/app/answer-seed';

const never = () => Promise.reject(new Error('not asked in these tests'));
// The shape of a role page's similar-roles question: the role, every other built-in role, the view.
const ids = Array.from({ length: 142 }, (_, i) => `${String(i).padStart(8, '0')}-69f5-4237-9190-012177145e10`);
const LONG_KEY = JSON.stringify([
  'pairedQuickStats',
  ['62e90394-69f5-4237-9190-012177145e10', ids, { inherit: false }],
]);

afterEach(clearSeededAnswers);

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

describe('seeded answers', () => {
  it("the page's embedded answers (written by the server) answer the client's question by its full key", () => {
    const answer = [{ common: 3, union: 7 }];
    const embedded = answersToJson([[LONG_KEY, answer]]);
    expect(embedded).not.toContain('pairedQuickStats');
    expect(embedded.length).toBeLessThan(100);
    seedDigestedAnswers(answersFromJson(embedded));
    expect(seededAnswer(LONG_KEY, never)).toEqual({ data: answer });
    expect(seededAnswer(LONG_KEY.replace('00000141', '00000142'), never)).toBeUndefined();
  });

  it('refuses two different questions that share a digest, and accepts the same question seeded again', () => {
    const oneDigest = () => 'x';
    seedAnswers([['first question', 1]], oneDigest);
    expect(() => seedAnswers([['first question', 1]], oneDigest)).not.toThrow();
    expect(() => seedAnswers([['second question', 2]], oneDigest)).toThrow(/share the answer digest x/);
    expect(seededAnswer('anything', never)).toBeUndefined(); // looked up by the real digest: not 'x'
  });

  it("the server's answers, seeded by their keys, answer the same keys; clearing forgets them", () => {
    seedAnswers([[LONG_KEY, 'stats']]);
    expect(seededAnswer(LONG_KEY, never)).toEqual({ data: 'stats' });
    clearSeededAnswers();
    expect(seededAnswer(LONG_KEY, never)).toBeUndefined();
  });
});
