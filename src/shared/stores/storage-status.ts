import { create } from 'zustand';

/**
 * What the app could and could not keep on this device (issue 16 §4), told to the user by the storage notice
 * (src/app/storage-notice.tsx) and the settings dialog. Not itself stored.
 */
export interface StorageStatus {
  /** The last write of the app state failed (storage full, private mode): what is on screen is not kept. */
  writeFailed: boolean;
  /** Unreadable stored state was copied under this key and the app started clean. */
  recovered: string | null;
  /**
   * Unreadable stored state could not be copied (no room): it stays under this key, and nothing is written over
   * it until the user has downloaded or discarded it in the settings.
   */
  held: string | null;
  /** The user closed the notice (it comes back when something new goes wrong). */
  dismissed: boolean;
}

export const useStorageStatus = create<StorageStatus>(() => ({
  writeFailed: false,
  recovered: null,
  held: null,
  dismissed: false,
}));
