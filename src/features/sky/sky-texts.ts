import type { i18n as I18n } from 'i18next';
import { addBundledTexts } from '../../i18n/bundled-texts';
import en from './texts/en.json';
import ja from './texts/ja.json';
import zh from './texts/zh.json';
import zhHant from './texts/zh-Hant.json';

/** The sky views' texts, carried in their chunk (src/i18n/page-namespaces.ts): added once, before the first render. */
export function addSkyTexts(i18n: I18n): void {
  addBundledTexts(i18n, 'sky', { ja, zh, 'zh-Hant': zhHant, en });
}
