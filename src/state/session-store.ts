// Session storage under the app's keys, with the keys of the product's former name moved over once.

/** The simulator selection (template ids, JSON). */
export const SELECTION_KEY = 'roleprism.selection';
/** A role an add= link asked for, until the roles have loaded. */
export const PENDING_ADD_KEY = 'roleprism.pendingAdd';

/** The imported custom roles (JSON), written only while 'Keep for this tab' is ticked. */
export const CUSTOM_ROLES_KEY = 'roleprism.customRoles';
/** '1' while 'Keep for this tab' is ticked: imported custom roles are kept in this tab's session storage. */
export const KEEP_CUSTOM_ROLES_KEY = 'roleprism.keepCustomRoles';

/** The assignment files of /assignments (names and base64 bytes, JSON), written only while its 'Keep for this tab' is ticked. */
export const ASSIGNMENT_FILES_KEY = 'roleprism.assignmentFiles';
/** '1' while the assignment review's 'Keep for this tab' is ticked. */
export const KEEP_ASSIGNMENT_FILES_KEY = 'roleprism.keepAssignmentFiles';

/** Keys written before the rename (see CHANGELOG.md), and the key each moves to. */
const LEGACY_KEYS: ReadonlyArray<readonly [legacy: string, current: string]> = [
  ['rolelens.selection', SELECTION_KEY],
  ['rolelens.pendingAdd', PENDING_ADD_KEY],
];

let migrated = false;

/** Moves each legacy key to its current name unless the current one is already set; the legacy key is removed. */
export function migrateLegacyKeys(storage: Storage): void {
  for (const [legacy, current] of LEGACY_KEYS) {
    const value = storage.getItem(legacy);
    if (value === null) continue;
    if (storage.getItem(current) === null) storage.setItem(current, value);
    storage.removeItem(legacy);
  }
}

/** The tab's session storage, legacy keys moved on first use. Throws where storage is blocked, as sessionStorage does. */
export function sessionStore(): Storage {
  const storage = sessionStorage;
  if (!migrated) {
    migrated = true;
    try {
      migrateLegacyKeys(storage);
    } catch {
      // storage full or blocked for writes: the old selection is simply not carried over
    }
  }
  return storage;
}

/** A Storage held in memory, for this page's life only. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

let memory: Storage | undefined;

/**
 * sessionStore(), or where the browser blocks session storage an in-memory one: a cross-site iframe (the embed mode)
 * in a browser that blocks third-party storage throws on reading `sessionStorage`, and the page must still work.
 */
export function sessionStoreOrMemory(): Storage {
  try {
    return sessionStore();
  } catch {
    return (memory ??= memoryStorage());
  }
}
