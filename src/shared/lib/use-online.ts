/**
 * Whether the browser says it has a network (issue 16 §1: the features that need one say so plainly when it is
 * gone), for `useSyncExternalStore(...onlineStore)`. `navigator.onLine` false is reliable; true only means
 * "maybe", so failures are still reported on their own. No React here: a module two lazy pages share that
 * imported React would split React out of the first load's main chunk.
 */
export const onlineStore = [
  (onChange: () => void) => {
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    return () => {
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onChange);
    };
  },
  () => navigator.onLine,
  () => true,
] as const;

/** Whether an address is on this device (a local model server works without a network). */
export function isLocalAddress(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  } catch {
    return false;
  }
}
