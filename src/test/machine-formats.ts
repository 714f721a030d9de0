// Issue 31 §2–§3: the machine formats no page, PDF or poster may show a person (browser tests formats.test.ts and
// report-pdf.test.ts; poster-spec.test.ts).

export const ISO_DATE = /\b\d{4}-\d{2}(?:-\d{2})?\b/g;
export const IANA_ZONE =
  /\b(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Z][\w+-]*/g;
/** Half-width punctuation between CJK characters, and a half-width colon after one. */
export const CJK_HALF =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}][:,;](?!\d)|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}] ?\((?![A-Za-z0-9])/gu;
export const EN_FULL = /[（）：、]/g;
export const BAD_COUNT = /\b1 (?:years|months|days|times|hours|minutes)\b/g;

/** What in `text` (read in `lang`: ja, zh, zh-Hant or en) is a machine format. */
export function offenders(text: string, lang: string): string[] {
  const found = [
    ...(text.match(ISO_DATE) ?? []),
    ...(text.match(IANA_ZONE) ?? []),
    ...(lang === 'en' ? [...(text.match(EN_FULL) ?? []), ...(text.match(BAD_COUNT) ?? [])] : []),
    ...(lang !== 'en' ? (text.match(CJK_HALF) ?? []) : []),
  ];
  return [...new Set(found)];
}
