/**
 * Web storage that never throws: unavailable storage (private mode, disabled cookies) and a full quota are
 * logged and ignored (spec §7), so the app always goes on.
 */
function wrap(get: () => Storage): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  return {
    getItem(key) {
      try {
        return get().getItem(key);
      } catch (e) {
        console.warn(`Storage read failed for "${key}"`, e);
        return null;
      }
    },
    setItem(key, value) {
      try {
        get().setItem(key, value);
      } catch (e) {
        console.warn(
          `Storage write failed for "${key}" (full or unavailable); continuing without saving.`,
          e,
        );
      }
    },
    removeItem(key) {
      try {
        get().removeItem(key);
      } catch (e) {
        console.warn(`Storage remove failed for "${key}"`, e);
      }
    },
  };
}

export const safeLocalStorage = wrap(() => window.localStorage);
export const safeSessionStorage = wrap(() => window.sessionStorage);

/** Suffix of the key under which an unreadable stored value is kept for the user. */
export const BACKUP_SUFFIX = '.unreadable-backup';
