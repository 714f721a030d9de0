import { encodeSharePayload, SHARE_PARAM, type ShareKind } from '../../core/share/share-payload';
import { LANGUAGE_PARAM, type Language } from '../../i18n/languages';
import type { Conventions, UserData } from '../stores/app-types';

/** Where a shared link of each kind opens (the shared routes recompute the chart from the birth data). */
const SHARED_PATH: Record<ShareKind, string> = {
  astrology: '/astrology-results/shared',
  bazi: '/bazi-results/shared',
  transit: '/transit-analysis/shared',
};

/**
 * The link to share: the birth data (the name only when the person chose to include it), the conventions and, for
 * a transit report, its date, in the URL's fragment — which browsers never send to a server.
 */
export async function makeShareLink(opts: {
  origin: string;
  kind: ShareKind;
  birth: UserData;
  conventions: Conventions;
  includeName: boolean;
  /** Transit: the date the year is read from (YYYY-MM-DD). */
  date?: string;
  /** The sharer's language: the link opens in it for someone who has not chosen one (src/i18n/i18n.ts). */
  lang?: Language;
}): Promise<string> {
  const { name, birthdate, birthHour, birthMinute, birthplace, gender, coordinates, birthTimeUnknown } =
    opts.birth;
  const text = await encodeSharePayload({
    t: opts.kind,
    u: {
      name: opts.includeName ? name.trim() : '',
      birthdate,
      birthHour,
      birthMinute,
      birthplace,
      gender,
      ...(coordinates ? { coordinates } : {}),
      // A birth without a time stays one for whoever opens the link (issue 17 §2).
      ...(birthTimeUnknown ? { birthTimeUnknown } : {}),
    },
    c: opts.conventions,
    ...(opts.kind === 'transit' && opts.date ? { d: opts.date } : {}),
  });
  const query = opts.lang ? `?${LANGUAGE_PARAM}=${opts.lang}` : '';
  return `${opts.origin}${SHARED_PATH[opts.kind]}${query}#${SHARE_PARAM}=${text}`;
}

export const SHARE_TARGETS = ['wechat', 'qq', 'weibo', 'line', 'x', 'email'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/**
 * The address that opens a service's own share page with the link and a short text (WeChat has none: its share is
 * the QR code, scanned in the app). Each service receives the link, so the dialog says so before it is made.
 */
export function targetUrl(target: Exclude<ShareTarget, 'wechat'>, link: string, text: string): string {
  const u = encodeURIComponent(link);
  const tx = encodeURIComponent(text);
  switch (target) {
    case 'qq':
      return `https://connect.qq.com/widget/shareqq/index.html?url=${u}&title=${tx}&summary=${tx}`;
    case 'weibo':
      return `https://service.weibo.com/share/share.php?url=${u}&title=${tx}`;
    case 'line':
      return `https://social-plugins.line.me/lineit/share?url=${u}&text=${tx}`;
    case 'x':
      return `https://x.com/intent/post?url=${u}&text=${tx}`;
    case 'email':
      return `mailto:?subject=${tx}&body=${encodeURIComponent(`${text}\n${link}`)}`;
  }
}
