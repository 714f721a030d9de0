/**
 * react-i18next imports `use-sync-external-store/shim`, a fallback for React versions before 18 that ships its
 * own implementation plus the CommonJS wrapper. React 19 has the hook built in: vite.config.ts points the import
 * here (about half a kilobyte less in every visitor's first load).
 */
export { useSyncExternalStore } from 'react';
