import type { SafeStorage } from './storage';

/**
 * Suffix of the keys under which unreadable stored values are kept for the user: `<key>.unreadable-backup` (older
 * versions kept one there) and `<key>.unreadable-backup.<ms>`. The storage is passed in: this module rides in lazy
 * chunks, which must not import the first load's modules (see stored-state.ts).
 */
export const BACKUP_SUFFIX = '.unreadable-backup';

/** How many unreadable values of one key are kept (the newest; issue 16 §4 "bounded"). */
export const MAX_UNREADABLE_BACKUPS = 3;

export interface UnreadableBackup {
  key: string;
  /** When it was put aside (ms since 1970), null for the single backup older versions kept. */
  savedAtMs: number | null;
  value: string;
}

/** The kept unreadable values of `name`, newest first. */
export function listUnreadable(name: string, storage: SafeStorage): UnreadableBackup[] {
  const prefix = `${name}${BACKUP_SUFFIX}`;
  const found: UnreadableBackup[] = [];
  for (const key of storage.keys()) {
    if (key !== prefix && !key.startsWith(`${prefix}.`)) continue;
    const value = storage.getItem(key);
    if (value === null) continue;
    const ms = key === prefix ? null : Number(key.slice(prefix.length + 1));
    found.push({ key, savedAtMs: ms !== null && Number.isSafeInteger(ms) ? ms : null, value });
  }
  return found.sort((a, b) => (b.savedAtMs ?? -1) - (a.savedAtMs ?? -1));
}

/**
 * Copies an unreadable value aside under a new key, so the original key can be cleared. Returns the new key, or
 * null when it could not be written even after making room by dropping the oldest kept copies (never the
 * original: the caller must then leave it where it is). Keeps at most MAX_UNREADABLE_BACKUPS, newest first.
 */
export function keepUnreadable(
  name: string,
  raw: string,
  nowMs: number,
  storage: SafeStorage,
): string | null {
  const existing = listUnreadable(name, storage);
  // An identical value already kept (the same broken state read again): nothing new to keep.
  const same = existing.find((b) => b.value === raw);
  if (same) return same.key;
  let stamp = nowMs;
  while (existing.some((b) => b.savedAtMs === stamp)) stamp++;
  const key = `${name}${BACKUP_SUFFIX}.${stamp}`;
  const oldestFirst = [...existing].reverse();
  for (;;) {
    if (storage.setItem(key, raw)) break;
    const oldest = oldestFirst.shift();
    if (!oldest) return null;
    storage.removeItem(oldest.key);
  }
  for (const old of listUnreadable(name, storage).slice(MAX_UNREADABLE_BACKUPS)) storage.removeItem(old.key);
  return key;
}

/** Removes every kept unreadable value of `name`. */
export function deleteUnreadable(name: string, storage: SafeStorage): void {
  for (const b of listUnreadable(name, storage)) storage.removeItem(b.key);
}
