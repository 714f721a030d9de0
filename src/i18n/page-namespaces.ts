/**
 * Namespaces a page carries in its own chunk instead of loading through the app's text loader (src/i18n/i18n.ts),
 * with where their files are (relative to src/): the sky views' texts ride with three.js, so the loader's list of
 * files in every visitor's first load does not grow for them. The locale tests check them like the others.
 */
export const PAGE_NAMESPACES = {
  sky: (lang: string) => `features/sky/texts/${lang}.json`,
  // The update prompt's texts ride with it (src/app/pwa/update-prompt.tsx).
  pwa: (lang: string) => `app/pwa/texts/${lang}.json`,
  // The storage notice's texts ride with it (src/app/storage-notice/storage-notice.tsx).
  storage: (lang: string) => `app/storage-notice/texts/${lang}.json`,
  // The app's tabs, loaded once a chart is stored (src/shared/ui/app-tabs/app-tabs.tsx).
  appTabs: (lang: string) => `shared/ui/app-tabs/texts/${lang}.json`,
  // The lunar-date panel's, fetched when it opens (src/shared/birth-form/lunar-date-panel.tsx).
  lunar: (lang: string) => `shared/birth-form/texts/lunar/${lang}.json`,
} as const;
