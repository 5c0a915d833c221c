// src/data/slug.ts: the /roles/{slug} rule of the spec (lower-cased display name, non-alphanumerics removed, spaces to hyphens).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roleSlug } from '../../../../src/data/slug';
import { shippedRoles } from '../../helpers';

const SLUG = /^([a-z0-9]+(-[a-z0-9]+)*)?$/;

describe('role slug', () => {
  it('lower-cases, drops what is not a letter, digit or space, and joins the words with one hyphen', () => {
    expect(roleSlug('Global Administrator')).toBe('global-administrator');
    expect(roleSlug('B2C IEF Keyset Administrator')).toBe('b2c-ief-keyset-administrator');
    expect(roleSlug('Teams  Communications\tSupport\nEngineer')).toBe('teams-communications-support-engineer');
    expect(roleSlug(' (Preview) Admin ')).toBe('preview-admin');
  });

  it('drops punctuation inside a word rather than splitting it (hyphens too)', () => {
    expect(roleSlug('Azure AD-Joined Device Local Administrator')).toBe('azure-adjoined-device-local-administrator');
    expect(roleSlug('Read/Write')).toBe('readwrite');
    expect(roleSlug('Admin - Reader')).toBe('admin-reader');
  });

  it('drops letters outside a-z (the spec rule is ASCII)', () => {
    expect(roleSlug('Café Administrator')).toBe('caf-administrator');
  });

  it('is empty for a name with no letters or digits', () => {
    expect(roleSlug('')).toBe('');
    expect(roleSlug('   ')).toBe('');
    expect(roleSlug('— / () —')).toBe('');
  });

  it('is the slug of every shipped role, and always a URL-safe run of words', () => {
    for (const role of shippedRoles()) {
      expect(role.slug).toBe(roleSlug(role.displayName));
      expect(role.slug).toMatch(SLUG);
      expect(role.slug).not.toBe('');
    }
  });

  it('property: any text gives lower-case words of letters and digits joined by single hyphens', () => {
    for (const text of [
      fc.string({ maxLength: 30 }),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 30 }),
    ]) {
      fc.assert(
        fc.property(text, (name) => {
          expect(roleSlug(name)).toMatch(SLUG);
        }),
      );
    }
  });
});
