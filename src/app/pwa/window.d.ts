/** Set by the boot script (vite.config.ts) when a new version of the app is installed and waiting. */
interface Window {
  __seimeiUpdate?: ServiceWorker;
}
