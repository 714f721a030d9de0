import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLANETS, SIGNS } from '../../../core/astrology/vocabulary';
import { referenceChart } from '../../../core/chart/reference-chart';
import { chartFacts } from '../../../core/consultant/chart-facts';
import { checkClaims } from '../../../core/consultant/claim-check';
import { jdUtFromUnixMs } from '../../../core/time/julian-day';
import { type ConsultantBundle, claimLexicon, type ResultsBundle } from './chart-names';

// Issue 28 §2: the claim checker against sentences a model writes, true and false, in each language's own
// phrasing, for one known chart. Tokyo 1990-05-15 14:30, male (庚午 辛巳 庚辰 癸未), read on 2026-12-04: the year
// 丙午 (2026), last year 乙巳, next year 丁未; the luck pillar 甲申 (2017–2027), the next one 乙酉 (2027–2037).
// Every false sentence must be marked and no true one.
const facts = chartFacts(referenceChart(), jdUtFromUnixMs(Date.UTC(2026, 11, 4, 3)));
const LANGS = ['ja', 'zh', 'en'] as const;
type Lang = (typeof LANGS)[number];
const json = (lang: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../../i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
const lexicon = (lang: Lang) =>
  claimLexicon([
    {
      results: json(lang, 'results') as ResultsBundle,
      consultant: json(lang, 'consultant') as ConsultantBundle,
    },
  ]);

/** Each sentence with whether it is true of the chart. */
type Corpus = Record<Lang, { true: string[]; false: string[] }>;

const PERIODS: Corpus = {
  ja: {
    true: [
      '来年（2027年）の流年は丁未です。',
      '来年の流年は丁未で、日干庚から見ると正官にあたります。',
      '去年の流年は乙巳でした。',
      '2028年の流年は戊申です。',
      '今年の流年は丙午です。',
      '次の大運は乙酉です。',
      '2027年から次の大運、乙酉に入ります。',
      'いまは甲申の大運の中にいます。',
      '2027年8月まで続く大運甲申の流れの中で起こります。',
    ],
    false: [
      '来年（2027年）の流年は丙午です。',
      '来年の流年は丁未で、日干庚から見ると七殺にあたります。',
      '去年の流年は甲辰でした。',
      '2028年の流年は己酉です。',
      '今年の流年は丁未です。',
      '次の大運は丙戌です。',
      '2027年から次の大運、甲申に入ります。',
      'いまは丙子の大運の中にいます。',
    ],
  },
  zh: {
    true: [
      '明年（2027年）流年丁未。',
      '明年流年丁未，对日主庚而言是正官。',
      '去年流年乙巳。',
      '2028年流年戊申。',
      '下一步大运是乙酉。',
      '你现在走的是甲申大运。',
    ],
    false: [
      '明年（2027年）流年丙午。',
      '明年流年丁未，对日主庚而言是七杀。',
      '去年流年甲辰。',
      '2028年流年己酉。',
      '下一步大运是丙戌。',
      '你现在走的是丙子大运。',
    ],
  },
  en: {
    true: [
      "Next year's pillar, 丁未, arrives with the 2027 立春.",
      'From 2027, your next luck pillar, 乙酉, begins.',
      "Last year's pillar was 乙巳.",
      'The 2028 annual pillar is 戊申.',
      'You are in the 甲申 luck pillar now.',
    ],
    false: [
      "Next year's pillar, 丙午, arrives with the 2027 立春.",
      'From 2027, your next luck pillar, 丙戌, begins.',
      "Last year's pillar was 甲辰.",
      'The 2028 annual pillar is 己酉.',
      'You are in the 丙子 luck pillar now.',
    ],
  },
};

// The positions, motions and BaZi facts of the chart, each stated truly and falsely in several natural phrasings
// per language (the other sign, another house, a degree seven off, the other motion).
const results = (lang: Lang) =>
  json(lang, 'results') as { bodies: Record<string, string>; signs: Record<string, string> };
/** The ten planets (the nodes and Chiron are left to the other tests). */
const BODIES = PLANETS;
const SIGN_ORDER: readonly string[] = SIGNS;
const position = (body: string) =>
  facts.find((f) => f.kind === 'position' && f.body === body) as Extract<
    (typeof facts)[number],
    { kind: 'position' }
  >;
const otherSign = (sign: string) => SIGN_ORDER[(SIGN_ORDER.indexOf(sign) + 5) % 12] as string;
const otherHouse = (house: number) => ((house + 3) % 12) + 1;
const otherDegree = (degree: number) => (degree + 7) % 30;
const KANJI = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
/** 1–29 in CJK numerals: 十, 十二, 二十七. */
const cjk = (n: number) =>
  `${n >= 20 ? KANJI[Math.floor(n / 10)] : ''}${n >= 10 ? '十' : ''}${KANJI[n % 10]}`;
const ORD = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];
const th = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
const HIRAGANA: Record<string, string> = {
  aries: 'おひつじ座',
  taurus: 'おうし座',
  gemini: 'ふたご座',
  cancer: 'かに座',
  leo: 'しし座',
  virgo: 'おとめ座',
  libra: 'てんびん座',
  scorpio: 'さそり座',
  sagittarius: 'いて座',
  capricorn: 'やぎ座',
  aquarius: 'みずがめ座',
  pisces: 'うお座',
};
const ZH_SHORT = (name: string) => name.replace(/座$/u, '');

type Stated = { sign: string; house: number; degree: number; retrograde: boolean };
const phrasings: Record<Lang, (b: string, x: Stated) => string[]> = {
  ja: (b, x) => {
    const sign = results('ja').signs[x.sign] as string;
    return [
      `${b}は${sign}にあります。`,
      `あなたの${b}は${HIRAGANA[x.sign]}です。`,
      `${b}は${sign}の${x.degree}度に位置しています。`,
      `${b}は${sign}${cjk(x.degree)}度です。`,
      `${b}は${x.house}ハウスにあります。`,
      `${b}は第${cjk(x.house)}ハウスに入っています。`,
      `${b}は${x.house}室にあります。`,
      `${sign}の${b}を持つあなたは、`,
      `${b}は${sign}、${x.house}ハウスにあります。`,
      `${b}が${cjk(x.house)}ハウスにあるため、`,
      `${b}：${sign}（${x.house}ハウス）`,
      `出生図の${b}は${sign}の${x.degree}°にあります。`,
      x.retrograde ? `${b}は生まれたとき逆行していました。` : `${b}は逆行していません。`,
    ];
  },
  zh: (b, x) => {
    const sign = results('zh').signs[x.sign] as string;
    return [
      `你的${b}落在${sign}。`,
      `本命${b}在${ZH_SHORT(sign)}。`,
      `${b}位于${sign}${x.degree}度。`,
      `${b}在${sign}${cjk(x.degree)}度。`,
      `${b}落在${x.house}宫。`,
      `${b}位于第${cjk(x.house)}宫。`,
      `${b}在第${x.house}宫，影响你的生活。`,
      `你是${b}${sign}的人。`,
      `${b}坐落于第${x.house}宫。`,
      `${b}${ZH_SHORT(sign)}，${cjk(x.house)}宫。`,
      `本命盘中${b}位于${sign}。`,
      `${b}：${sign}，第${x.house}宫。`,
      `你的${b}在${sign}的${x.degree}°。`,
      x.retrograde ? `出生时${b}逆行。` : `你的${b}没有逆行。`,
    ];
  },
  en: (b, x) => {
    const sign = results('en').signs[x.sign] as string;
    return [
      `Your ${b} is in ${sign}.`,
      `${b} sits at ${x.degree}° ${sign}.`,
      `${b} is at ${x.degree} degrees ${sign}.`,
      `${b} sits in your ${ORD[x.house]} house.`,
      `Your ${b} is in the ${th(x.house)} house.`,
      `${b} in house ${x.house} colours how you work.`,
      `With ${b} in ${sign}, you take your time.`,
      `Your ${sign} ${b} wants room to breathe.`,
      `${b} (${sign}, ${th(x.house)} house) is a theme.`,
      `${b} is placed in house ${['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'][x.house]}.`,
      `${b} lies in the ${ORD[x.house]} house of your chart.`,
      `At your birth, ${b} was at ${x.degree}° of ${sign}.`,
      `${b} ${x.degree}° ${sign}, ${th(x.house)} house.`,
      `Your ${{ aries: 'Arian', taurus: 'Taurean', gemini: 'Geminian', cancer: 'Cancerian', leo: 'Leonine', virgo: 'Virgoan', libra: 'Libran', scorpio: 'Scorpionic', sagittarius: 'Sagittarian', capricorn: 'Capricornian', aquarius: 'Aquarian', pisces: 'Piscean' }[x.sign]} ${b} shows.`,
      x.retrograde ? `${b} was retrograde at your birth.` : `${b} was not retrograde when you were born.`,
    ];
  },
};

function positionsCorpus(lang: Lang): { true: string[]; false: string[] } {
  const out = { true: [] as string[], false: [] as string[] };
  for (const body of BODIES) {
    const p = position(body);
    const name = results(lang).bodies[body]?.replace(/[（(].*$/u, '') as string;
    const truth: Stated = {
      sign: p.sign,
      house: p.house as number,
      degree: p.degree,
      retrograde: p.retrograde,
    };
    out.true.push(...phrasings[lang](name, truth));
    // Each false sentence changes one fact (the phrasing that states it).
    const wrong: Stated = {
      sign: otherSign(p.sign),
      house: otherHouse(p.house as number),
      degree: otherDegree(p.degree),
      retrograde: !p.retrograde,
    };
    out.false.push(...phrasings[lang](name, wrong));
  }
  return out;
}

const BAZI: Corpus = {
  ja: {
    true: [
      '年柱は庚午です。',
      '月柱は辛巳で、日柱は庚辰です。',
      '時柱の癸未が晩年を表します。',
      '日干は庚です。',
      'あなたは庚の日干で、金の性質を持っています。',
      '月柱に劫財があります。',
      '時柱には傷官があります。',
      '中心星は偏官です。',
      '命式の五行は金が3つ、木は0です。',
      '火が2つあります。',
      '水が1つあります。',
      '日支は辰です。',
      '命式に木がありません。',
      '五行では金がゼロではありません。',
      '木がないわけではなく、蔵干にあります。',
      '年干は庚です。',
    ],
    false: [
      '年柱は辛未です。',
      '月柱は壬午です。',
      '時柱の甲申が晩年を表します。',
      '日干は辛です。',
      'あなたは甲の日干で、木の性質を持っています。',
      '月柱に正財があります。',
      '時柱には偏財があります。',
      '中心星は正官です。',
      '命式の五行は金が2つです。',
      '木が2つある命式です。',
      '水が3つあります。',
      '日支は午です。',
      '命式に金がない。',
      '火がありません。',
      '年干は甲です。',
    ],
  },
  zh: {
    true: [
      '你的年柱是庚午。',
      '月柱辛巳，日柱庚辰。',
      '时柱癸未代表晚年。',
      '日主庚金。',
      '你的日元是庚。',
      '月柱有劫财。',
      '时柱透出伤官。',
      '八字五行中金有3个，木为0。',
      '火有2个。',
      '日支是辰。',
      '五行缺木。',
      '八字里没有木。',
    ],
    false: [
      '你的年柱是辛未。',
      '月柱壬午。',
      '时柱甲申代表晚年。',
      '日主辛金。',
      '你的日元是甲。',
      '月柱有正财。',
      '时柱有偏财。',
      '金有5个。',
      '木有2个。',
      '日支是午。',
      '五行缺金。',
      '八字里没有火，需要补火。',
    ],
  },
  en: {
    true: [
      'Your year pillar is 庚午.',
      'Your year pillar is Geng Wu.',
      'Your month pillar is Yin Metal Snake.',
      'Your day pillar, Geng Chen, is you.',
      'Your day master is 庚.',
      'You are a Geng Metal Day Master.',
      'As a Yang Metal day master, you hold firm.',
      'Your pillars hold three Metal and no Wood.',
      'Your month pillar, 辛巳, carries Rob Wealth.',
      'Libra rising gives you grace.',
      'Mercury goes retrograde next spring, a time to review.',
    ],
    false: [
      'Your year pillar is 辛未.',
      'Your year pillar is Xin Wei.',
      'Your month pillar is Yang Metal Horse.',
      'Your day pillar, Geng Wu, is you.',
      'Your day master is 辛.',
      'You are a Xin Metal Day Master.',
      'As a Yang Wood day master, you grow steadily.',
      'Your pillars hold five Metal and two Wood.',
      'Your month pillar, 壬午, carries Rob Wealth.',
      'Cancer rising makes you protective.',
      'Venus was retrograde when you were born.',
    ],
  },
};

/** The issue's own examples (issue 28): each was missed before. */
const ISSUE: Corpus = {
  ja: {
    true: [
      '月は4室にあります。',
      '土星は逆行しています。',
      '水星は逆行していました。',
      // Sign names in katakana, native or borrowed.
      'トーラスの太陽らしい粘り強さがあります。',
      'アセンダントはテンビン座です。',
      '月はヤギ座にあります。',
      '金星はアリエスにあります。',
    ],
    false: [
      'ジェミニの太陽らしい好奇心があります。',
      'アセンダントはサソリ座です。',
      'ミズガメ座の月です。',
      '金星はピスケスにあります。',
      '10ハウスの土星があなたを鍛えます。',
      'ふたご座の太陽らしい好奇心があります。',
      '月は10室にあります。',
      '木が2つある命式です。',
      '土星は逆行していない。',
      '丙子の大運に入っています。',
    ],
  },
  zh: {
    true: ['土星落在4宫。', '月亮在摩羯座二十三度。'],
    false: [
      '土星落在10宫。',
      '你的太阳在宝瓶座。',
      '上升巨蟹，外表温和。',
      '月亮在摩羯座二十七度。',
      '金有5个，力量很强。',
    ],
  },
  en: {
    true: ['Saturn sits in your fourth house.', 'Mercury was retrograde at your birth.'],
    false: [
      'Mars was retrograde at your birth.',
      'Saturn sits in your tenth house.',
      'Your Sun is at 2 degrees Taurus.',
      'You are a Xin Metal Day Master.',
      'Sun and Moon in Taurus and Aries respectively.',
      'You are now in the 丙子 luck pillar.',
    ],
  },
};

/**
 * Months (流月), each the one whose 節 falls in that calendar month: on 4 December 2026 this month is 庚子 (大雪, 7
 * December), last month 己亥, next month 辛丑, the one after 壬寅; March 2027 癸卯, May 2027 乙巳.
 */
const MONTHS: Corpus = {
  ja: {
    true: [
      '今月の流月は庚子です。',
      '来月の流月は辛丑です。',
      '来月（1月）の流月は辛丑です。',
      '再来月の流月は壬寅です。',
      '先月の流月は己亥でした。',
      '2027年3月の流月は癸卯です。',
      '5月の流月は乙巳で、判定は凶です。',
      '今年の流年は丙午、今月の流月は庚子です。',
      '来月の流月では天干の辛が劫財にあたります。',
      '再来月の月運は壬寅の気を受けます。',
      '今月は庚子の流月です。',
    ],
    false: [
      '今月の流月は己亥です。',
      '来月の流月は庚子です。',
      '再来月の流月は辛丑です。',
      '先月の流月は戊戌でした。',
      '2027年3月の流月は甲辰です。',
      '5月の流月は丙午です。',
      '今年の流年は丙午、今月の流月は戊戌です。',
      '来月の流月では天干が正官にあたります。',
      '今月は己亥の流月です。',
    ],
  },
  zh: {
    true: [
      '本月的流月是庚子。',
      '下个月的流月是辛丑。',
      '下下个月的流月是壬寅。',
      '上个月的流月是己亥。',
      '2027年3月的流月是癸卯。',
      '三月的流月是癸卯。',
      '今年流年丙午，本月流月庚子。',
      '下个月流月天干辛为劫财。',
      '本月是庚子流月。',
    ],
    false: [
      '本月的流月是己亥。',
      '下个月的流月是庚子。',
      '下下个月的流月是辛丑。',
      '上个月的流月是戊戌。',
      '2027年3月的流月是壬寅。',
      '三月的流月是甲辰。',
      '今年流年丙午，本月流月己亥。',
      '下个月流月天干为正官。',
      '本月是己亥流月。',
    ],
  },
  en: {
    true: [
      "This month's pillar is 庚子.",
      "Next month's pillar is 辛丑.",
      'In the month after next, the monthly pillar is 壬寅.',
      "Last month's pillar was 己亥.",
      'The March 2027 monthly pillar is 癸卯.',
      'In May the monthly pillar is 乙巳.',
      "This year's pillar is 丙午 and this month's pillar is 庚子.",
    ],
    false: [
      "This month's pillar is 己亥.",
      "Next month's pillar is 庚子.",
      'In the month after next, the monthly pillar is 辛丑.',
      "Last month's pillar was 戊戌.",
      'The March 2027 monthly pillar is 甲辰.',
      'In May the monthly pillar is 丙午.',
      "This year's pillar is 丙午 and this month's pillar is 己亥.",
    ],
  },
};

const wrong = (lang: Lang, sentence: string) =>
  checkClaims(sentence, facts, lexicon(lang)).filter((c) => !c.ok);
const checked = (lang: Lang, sentence: string) => checkClaims(sentence, facts, lexicon(lang));

describe('the claim checker against a corpus of true and false sentences (issue 28 §2)', () => {
  it('holds at least 300 sentences per language', () => {
    for (const lang of LANGS) {
      const all = [PERIODS, MONTHS, BAZI, ISSUE, { [lang]: positionsCorpus(lang) } as Corpus].flatMap((c) => [
        ...(c[lang]?.true ?? []),
        ...(c[lang]?.false ?? []),
      ]);
      console.log(`claim corpus ${lang}: ${all.length} sentences`);
      expect(all.length).toBeGreaterThanOrEqual(300);
    }
  });
  const POSITIONS = Object.fromEntries(LANGS.map((l) => [l, positionsCorpus(l)])) as Corpus;
  for (const [name, corpus] of [
    ['other periods', PERIODS],
    ['months', MONTHS],
    ['positions and motion', POSITIONS],
    ['pillars, day master, ten gods, element counts', BAZI],
    ["the issue's examples", ISSUE],
  ] as const)
    for (const lang of LANGS) {
      it(`${name}, ${lang}: marks every false sentence and no true one`, () => {
        for (const s of corpus[lang].true) expect(wrong(lang, s), s).toEqual([]);
        for (const s of corpus[lang].false) {
          expect(checked(lang, s).length, `${s} is not checked at all`).toBeGreaterThan(0);
          expect(wrong(lang, s).length, `${s} is not marked`).toBeGreaterThan(0);
        }
      });
    }
});
