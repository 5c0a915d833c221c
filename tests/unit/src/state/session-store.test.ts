// Session storage blocked (a cross-site iframe where the browser blocks third-party storage, as the embed mode can be):
// the selection's store falls back to memory instead of throwing.
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStoreOrMemory } from '../../../../src/state/session-store';

const original = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');

afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'sessionStorage', original);
  else delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
});

describe('sessionStoreOrMemory', () => {
  it('answers with one in-memory store for the page when reading sessionStorage throws, as Chromium does there', () => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException("Failed to read the 'sessionStorage' property from 'Window'", 'SecurityError');
      },
    });
    const store = sessionStoreOrMemory();
    store.setItem('roleprism.selection', '["a"]');
    expect(sessionStoreOrMemory()).toBe(store);
    expect(sessionStoreOrMemory().getItem('roleprism.selection')).toBe('["a"]');
    expect(store.length).toBe(1);
    expect(store.key(0)).toBe('roleprism.selection');
    store.removeItem('roleprism.selection');
    expect(store.getItem('roleprism.selection')).toBeNull();
  });
});
