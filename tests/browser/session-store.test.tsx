// The rename's storage upgrade in real Chromium: a selection and a pending add= stored under the former name's keys
// survive the first load of the renamed app, once, and never overwrite what the new keys already hold.
import { describe, expect, it } from 'vitest';
import { renderApp } from './harness';
import { PENDING_ADD_KEY, SELECTION_KEY, migrateLegacyKeys } from '../../src/state/session-store';

const GLOBAL_READER = 'f2ef992c-3afb-46b9-b7cf-a126ee74c451';
const USER_ADMINISTRATOR = 'fe930be7-5e62-47db-91af-98c3a49a38b1';

describe('session storage after the rename', () => {
  // First in the file: the app moves legacy keys on its first use of session storage in this page.
  it('keeps a selection stored under the old key: the simulator shows it and it moves to the new key', async () => {
    sessionStorage.clear();
    sessionStorage.setItem('rolelens.selection', JSON.stringify([GLOBAL_READER, USER_ADMINISTRATOR]));
    const app = await renderApp('/simulator');
    await expect.element(app.screen.getByText('Selected (2 roles)')).toBeVisible();
    await expect.element(app.screen.getByRole('checkbox', { name: 'Global Reader', exact: true })).toBeChecked();
    expect(JSON.parse(sessionStorage.getItem(SELECTION_KEY) ?? 'null')).toEqual([GLOBAL_READER, USER_ADMINISTRATOR]);
    expect(sessionStorage.getItem('rolelens.selection')).toBeNull();
  });

  it('moves each legacy key once, without overwriting a value already under the new key', () => {
    sessionStorage.clear();
    sessionStorage.setItem('rolelens.selection', JSON.stringify([GLOBAL_READER]));
    sessionStorage.setItem(SELECTION_KEY, JSON.stringify([USER_ADMINISTRATOR]));
    sessionStorage.setItem('rolelens.pendingAdd', 'global-reader');
    migrateLegacyKeys(sessionStorage);
    expect(sessionStorage.getItem(SELECTION_KEY)).toBe(JSON.stringify([USER_ADMINISTRATOR]));
    expect(sessionStorage.getItem(PENDING_ADD_KEY)).toBe('global-reader');
    expect(sessionStorage.getItem('rolelens.selection')).toBeNull();
    expect(sessionStorage.getItem('rolelens.pendingAdd')).toBeNull();
    sessionStorage.clear();
  });
});
