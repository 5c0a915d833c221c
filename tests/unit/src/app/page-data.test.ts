// src/app/page-data.ts: the data a prerendered page carries, its answers under their question keys.
import { afterEach, describe, expect, it } from 'vitest';
import { pageAnswer, pageDataJson, providePageAnswers, readPageData } from '../../../../src/app/page-data';

// The shape of a role page's question: the method, the role, the view.
const KEY = JSON.stringify(['rolePermissions', ['62e90394-69f5-4237-9190-012177145e10', { inherit: false }]]);

afterEach(() => providePageAnswers([]));

describe('page answers', () => {
  it("the page's embedded answers (written by the server) answer the client's question by its key", () => {
    const answer = [{ common: 3, union: 7 }];
    providePageAnswers(Object.entries(readPageData(pageDataJson([[KEY, answer]])).answers));
    expect(pageAnswer(KEY)).toEqual({ data: answer });
    expect(pageAnswer(KEY.replace('false', 'true'))).toBeUndefined();
  });

  it("the answers provided replace those before them (the server's next page, the client's hydrated one)", () => {
    providePageAnswers([[KEY, 'stats']]);
    expect(pageAnswer(KEY)).toEqual({ data: 'stats' });
    providePageAnswers([['other', 1]]);
    expect(pageAnswer(KEY)).toBeUndefined();
    expect(pageAnswer('other')).toEqual({ data: 1 });
  });

  it('refuses an answer that is not plain data, and page data without answers', () => {
    expect(() => pageDataJson([['k', { counts: new Uint32Array([4, 5]) }]])).toThrow(/counts is a typed array/);
    expect(readPageData(pageDataJson([['k', { counts: [4, 5] }]])).answers.k).toEqual({ counts: [4, 5] });
    expect(() => readPageData('[["k", 1]]')).toThrow(/no answers/);
    expect(() => readPageData('{')).toThrow();
  });
});
