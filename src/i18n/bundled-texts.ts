import type { i18n as I18n } from 'i18next';
import type { Language } from './languages';

/**
 * Adds a namespace whose texts ride in a lazily loaded chunk (src/i18n/page-namespaces.ts: the sky views, the
 * update prompt, the storage notice), once per language, before the chunk's first render. No React and no other
 * first-load module here: the chunks that share it stay apart from the first load.
 */
export function addBundledTexts(i18n: I18n, ns: string, texts: Record<Language, object>): void {
  for (const [lng, bundle] of Object.entries(texts))
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, bundle);
}
