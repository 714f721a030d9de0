/**
 * Web storage that never throws: unavailable storage (private mode, disabled cookies) and a full quota are
 * logged (spec §7) and a failed write is returned as false, so the app goes on and tells the user what was not
 * kept (issue 16 §4).
 */
export interface SafeStorage {
  getItem(key: string): string | null;
  /** False when the value could not be written (full, private mode, unavailable): the caller must say so. */
  setItem(key: string, value: string): boolean;
  removeItem(key: string): void;
  /** Every key present (none when storage is unavailable). */
  keys(): string[];
}

function wrap(get: () => Storage): SafeStorage {
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
        return true;
      } catch (e) {
        console.warn(`Storage write failed for "${key}" (full or unavailable).`, e);
        return false;
      }
    },
    removeItem(key) {
      try {
        get().removeItem(key);
      } catch (e) {
        console.warn(`Storage remove failed for "${key}"`, e);
      }
    },
    keys() {
      try {
        const store = get();
        return Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
          (k): k is string => k !== null,
        );
      } catch {
        return [];
      }
    },
  };
}

export const safeLocalStorage = wrap(() => window.localStorage);
export const safeSessionStorage = wrap(() => window.sessionStorage);
