import { bodyLength, type LearnDoc } from './parse-lesson';

/** Reading speed the label assumes (issue 14 §5): about 500 characters a minute in Japanese and Chinese, 230 words in English. */
export const READING_SPEED = { ja: 500, zh: 500, 'zh-Hant': 500, en: 230 } as const;

/** The "{minutes} minute read" figure of a document, from its own length, never less than one minute. */
export function readMinutes(doc: LearnDoc, lang: keyof typeof READING_SPEED): number {
  return Math.max(1, Math.round(bodyLength(doc, lang) / READING_SPEED[lang]));
}
