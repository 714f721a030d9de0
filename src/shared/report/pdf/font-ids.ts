/**
 * The report's fonts, each a subset built at build time (scripts/report-fonts) and fetched only when a PDF is made:
 * per language a regular and a bold face (Noto Sans JP to JIS X 0208, Noto Sans SC to GB2312, Noto Sans TC to Big5's
 * common hanzi, Noto Sans for Latin,
 * each with every character of that language's texts), `cjk-*` the few han and kana of the English texts (stems and
 * branches; `cjk-sc` those only a simplified-Chinese face has), and two symbol faces for the astrological glyphs.
 */
export const REPORT_FONT_IDS = [
  'ja-regular',
  'ja-bold',
  'zh-regular',
  'zh-bold',
  'tc-regular',
  'tc-bold',
  'en-regular',
  'en-bold',
  'cjk-regular',
  'cjk-bold',
  'cjk-sc',
  'symbols',
  'symbols2',
] as const;

export type ReportFontId = (typeof REPORT_FONT_IDS)[number];
