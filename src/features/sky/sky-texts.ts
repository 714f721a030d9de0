import type { i18n as I18n } from 'i18next';
import en from './texts/en.json';
import ja from './texts/ja.json';
import zh from './texts/zh.json';

/** The sky views' texts, carried in their chunk (src/i18n/page-namespaces.ts): added once, before the first render. */
export function addSkyTexts(i18n: I18n): void {
  for (const [lng, texts] of [
    ['ja', ja],
    ['zh', zh],
    ['en', en],
  ] as const)
    if (!i18n.hasResourceBundle(lng, 'sky')) i18n.addResourceBundle(lng, 'sky', texts);
}
