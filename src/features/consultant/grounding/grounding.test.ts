import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judgementOfChart } from '../../../core/bazi/judgement';
import { parseChartRequest } from '../../../core/chart/chart-request';
import { computeChart } from '../../../core/chart/compute-chart';
import { REFERENCE_BIRTH, referenceChart } from '../../../core/chart/reference-chart';
import { type ChartFact, chartFacts } from '../../../core/consultant/chart-facts';
import { checkClaims } from '../../../core/consultant/claim-check';
import { jdUtFromUnixMs } from '../../../core/time/julian-day';
import { variedCharts } from '../offline/test-charts';
import { type ConsultantBundle, claimLexicon, type ResultsBundle, recordNames } from './chart-names';
import { citedIds, factsRecord, withoutCitations } from './facts-record';
import { requestMessages, systemPrompt } from './system-prompt';

// Tokyo 1990-05-15 14:30: Sun 24°08′ Taurus in the 8th house, Moon 23° Capricorn in the 4th, Venus 12° Aries in
// the 7th, Ascendant 4° Libra; pillars 庚午 辛巳 庚辰 癸未, day master 庚.
const facts = chartFacts(referenceChart(), jdUtFromUnixMs(Date.UTC(2027, 0, 1)));
const LANGS = ['ja', 'zh', 'en'] as const;
const json = (lang: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../../i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
const bundles = Object.fromEntries(
  LANGS.map((l) => [
    l,
    {
      results: json(l, 'results') as ResultsBundle,
      consultant: json(l, 'consultant') as ConsultantBundle & { prompt: Record<string, string> },
    },
  ]),
) as Record<
  (typeof LANGS)[number],
  { results: ResultsBundle; consultant: ConsultantBundle & { prompt: Record<string, string> } }
>;
const record = (lang: (typeof LANGS)[number], of: readonly ChartFact[] = facts) =>
  factsRecord(of, recordNames(bundles[lang].results, bundles[lang].consultant));

describe('persona', () => {
  it('is Meimei in each language’s own writing', () => {
    const title = (l: (typeof LANGS)[number]) => json(l, 'consultant').title as string;
    expect([title('ja'), title('zh'), title('en')]).toEqual(['メイメイ', '美美', 'Meimei']);
  });
});

describe('facts record', () => {
  it('writes each fact as one line with its id, in the user’s language', () => {
    const lines = {
      ja: record('ja').split('\n'),
      zh: record('zh').split('\n'),
      en: record('en').split('\n'),
    };
    expect(lines.ja).toContain('[P.sun] 太陽: 牡牛座 24°08′, 第8ハウス');
    expect(lines.zh).toContain('[P.sun] 太阳: 金牛座 24°08′, 第8宫');
    expect(lines.en).toContain('[P.sun] Sun: Taurus 24°08′, house 8');
    expect(lines.en.find((l) => l.startsWith('[B.day]'))).toMatch(
      /^\[B\.day\] Day pillar: 庚辰 \(stem 庚: the day master; hidden stems: .+\)$/,
    );
    expect(lines.ja.find((l) => l.startsWith('[B.year]'))).toMatch(
      /^\[B\.year\] 年柱: 庚午 \(天干庚：比肩; 蔵干：/,
    );
    expect(lines.zh.find((l) => l.startsWith('[B.dayMaster]'))).toMatch(
      /^\[B\.dayMaster\] 日主: 庚 \(阳金\), 身(强|弱)|中和/,
    );
    expect(lines.en.find((l) => l.startsWith('[A.ascendant]'))).toMatch(
      /^\[A\.ascendant\] Ascendant: Libra 4°\d\d′$/,
    );
    expect(lines.en.find((l) => l.startsWith('[L.luck]'))).toMatch(
      /^\[L\.luck\] Luck pillar now: .. \(.+\), \d{4}-\d\d to \d{4}-\d\d; verdict: .+ \(stem .+\)$/,
    );
    // 神煞 with their pillars, as the BaZi page names them, marked as no part of any grade (issue 29 §3): in a 巳
    // month 月德 is 庚, the stem of the year and day pillars.
    expect(lines.zh.find((l) => l.startsWith('[B.shensha]'))).toMatch(
      /^\[B\.shensha\] 神煞（只作点缀，不参与吉凶判断）：.*月德贵人（年柱\/日柱）/,
    );
    expect(lines.en.find((l) => l.startsWith('[B.shensha]'))).toContain(
      'Monthly Virtue (Yuede) (Year pillar/Day pillar)',
    );
    for (const lang of LANGS) {
      expect(lines[lang]).toHaveLength(facts.length);
      expect(lines[lang].map((l) => l.match(/^\[([^\]]+)\]/)?.[1])).toEqual(facts.map((f) => f.id));
      // Every label and placeholder filled.
      expect(lines[lang].filter((l) => /\{\{|undefined|: ,|\(\)/.test(l))).toEqual([]);
    }
  });

  it('states nothing the claim checker would call wrong (orbs and aspect angles are not positions)', () => {
    for (const lang of LANGS) {
      const lexicon = claimLexicon([bundles[lang]]);
      const claims = checkClaims(record(lang), facts, lexicon);
      expect(
        claims.filter((c) => !c.ok),
        lang,
      ).toEqual([]);
      expect(claims.filter((c) => c.kind === 'sign').length, lang).toBeGreaterThan(10);
    }
  });

  it('lets the checker catch a misstated Sun in each language, English names included', () => {
    const lexicon = claimLexicon([bundles.ja, bundles.en]);
    const wrong = checkClaims('あなたの太陽は双子座にあります。Your Sun is in Gemini.', facts, lexicon);
    expect(wrong.map((c) => [c.kind, c.stated, c.actual, c.ok])).toEqual([
      ['sign', 'gemini', 'taurus', false],
      ['sign', 'gemini', 'taurus', false],
    ]);
    const zh = checkClaims(
      '你的太阳在金牛座第8宫，容许度1.5°以内与月亮成拱相。',
      facts,
      claimLexicon([bundles.zh]),
    );
    expect(zh.every((c) => c.ok)).toBe(true);
    expect(zh.map((c) => c.kind)).toEqual(['sign', 'house']);
  });
});

describe('the judgement and the verdicts in the record (issue 27: the same grade and roles the pages show)', () => {
  // Tokyo 1990-05-15 14:30, female, on 2026-12-04: the BaZi page grades 丙午 凶, its stem and branch 忌神 (fire).
  const female = chartFacts(
    computeChart(parseChartRequest({ ...REFERENCE_BIRTH, gender: 'female' })),
    jdUtFromUnixMs(Date.UTC(2026, 11, 4)),
  );
  const line = (lang: (typeof LANGS)[number], id: string, of: readonly ChartFact[] = female) =>
    record(lang, of)
      .split('\n')
      .find((l) => l.startsWith(`[${id}]`)) ?? '';

  it('states each period’s grade, the roles of its stem and branch and its reasons, with the pages’ words', () => {
    const annual = female.find((f) => f.kind === 'annual');
    const luck = female.find((f) => f.kind === 'luck');
    if (annual?.kind !== 'annual' || luck?.kind !== 'luck') throw new Error('no periods');
    for (const lang of LANGS) {
      const { results } = bundles[lang];
      for (const period of [annual, luck]) {
        const v = period.verdict;
        const text = line(lang, period.id);
        expect(text, lang).toContain(results.fortune.grades[v.grade] as string);
        for (const s of v.signals.filter((x) => x.kind === 'stem' || x.kind === 'branch'))
          expect(text, lang).toContain(results.judgement.uses[s.use as string] as string);
      }
    }
    expect(line('ja', 'L.annual')).toMatch(
      /^\[L\.annual\] 今年の流年: 丙午 \(偏官\), 2026-02〜2027-02; 判定：凶 \(天干丙（火）＝忌神, 地支午（火）＝忌神, /,
    );
    expect(line('zh', 'L.annual')).toContain('判定：凶 (天干丙（火）为忌神, 地支午（火）为忌神');
    expect(line('en', 'L.annual')).toContain(
      'verdict: Challenging (凶) (stem 丙 (Fire): unfavourable, branch 午 (Fire): unfavourable',
    );
    // The luck pillar 丁丑 clashes fully with the hour pillar 癸未 (天剋地沖), named with the pillar's own characters.
    expect(line('ja', 'L.luck')).toContain('時柱癸未と天剋地沖（反吟）');
    expect(line('zh', 'L.luck')).toContain('与时柱癸未天克地冲（反吟）');
    expect(line('en', 'L.luck')).toContain('clashes fully with the Hour pillar 癸未');
  });

  it('states 用神 to 閑神, the strength label, the gender and the reason, as the judgement card does', () => {
    const j = judgementOfChart(referenceChart().bazi);
    for (const lang of LANGS) {
      const { results, consultant } = bundles[lang];
      const text = line(lang, 'B.judgement', facts);
      for (const use of ['useful', 'favourable', 'unfavourable', 'enemy', 'idle'] as const)
        expect(text, lang).toContain(`${results.judgement.uses[use]} ${results.elements[j.elements[use]]}`);
      expect(text, lang).toContain(results.levels[j.strength.level] as string);
      expect(text, lang).toContain((consultant.record.gender as Record<string, string>).male);
      expect(line(lang, 'B.judgement')).toContain(
        (consultant.record.gender as Record<string, string>).female,
      );
      const reason = (results.judgement.reasons[j.elements.reason] as string).split('{{')[0] as string;
      expect(text, lang).toContain(reason);
    }
  });

  it('passes the claim checker for forty charts, whatever their verdicts name (天剋地沖, 伏吟, 支合 …)', () => {
    let periods = 0;
    for (const { label, facts: of } of variedCharts())
      for (const lang of LANGS) {
        const claims = checkClaims(record(lang, of), of, claimLexicon([bundles[lang]]));
        expect(
          claims.filter((c) => !c.ok),
          `${label} ${lang}`,
        ).toEqual([]);
        periods += claims.filter((c) => c.kind === 'period' || c.kind === 'pillar').length;
      }
    expect(periods).toBeGreaterThan(40 * 3 * 2);
  });
});

describe('periods', () => {
  const luck = facts.find((f) => f.kind === 'luck');
  const annual = facts.find((f) => f.kind === 'annual');
  if (luck?.kind !== 'luck' || annual?.kind !== 'annual') throw new Error('no periods');
  const span = `${luck.startUtc.slice(0, 4)}–${luck.endUtc.slice(0, 4)}`;
  const next = (y: string) => String(Number(y) + 1);

  it('checks the running luck pillar, its years and this year’s pillar, in each language', () => {
    const right = {
      ja: `いまの大運は${luck.stem}${luck.branch}（${luck.startUtc.slice(0, 4)}〜${luck.endUtc.slice(0, 4)}年）です。今年の年運は${annual.stem}${annual.branch}です。`,
      zh: `你当前的大运是${luck.stem}${luck.branch}，${luck.startUtc.slice(0, 4)}年至${luck.endUtc.slice(0, 4)}年。流年是${annual.stem}${annual.branch}。`,
      en: `Your luck pillar ${luck.stem}${luck.branch} runs ${luck.startUtc.slice(0, 4)} to ${luck.endUtc.slice(0, 4)}. This year's pillar is ${annual.stem}${annual.branch}.`,
    };
    for (const lang of LANGS) {
      const claims = checkClaims(right[lang], facts, claimLexicon([bundles[lang]]));
      expect(
        claims.map((c) => [c.kind, c.ok]),
        lang,
      ).toEqual([
        ['period', true],
        ['years', true],
        ['period', true],
      ]);
    }
    const wrong = checkClaims(
      `いまの大運は甲子（${next(luck.startUtc.slice(0, 4))}〜${luck.endUtc.slice(0, 4)}年）です。`,
      facts,
      claimLexicon([bundles.ja]),
    );
    expect(wrong.map((c) => [c.kind, c.stated, c.actual, c.ok])).toEqual([
      ['period', '甲子', `${luck.stem}${luck.branch}`, luck.stem + luck.branch === '甲子'],
      ['years', `${next(luck.startUtc.slice(0, 4))}–${luck.endUtc.slice(0, 4)}`, span, false],
    ]);
  });
});

describe('a pillar’s stem or branch named alone', () => {
  it('is checked against that pillar (庚午 辛巳 庚辰 癸未), and 干支 is not taken for a stem', () => {
    const ja = checkClaims(
      '日支は辰で、年干は庚です。時支は子です。今年の流年干支は丙午。',
      facts,
      claimLexicon([bundles.ja]),
    );
    expect(ja.map((c) => [c.kind, c.factId, c.stated, c.ok])).toEqual([
      ['stem', 'B.year', '庚', true],
      ['branch', 'B.day', '辰', true],
      ['branch', 'B.hour', '子', false],
      ['period', 'L.annual', '丙午', true],
    ]);
    const en = checkClaims(
      'Your month branch is 巳 and your hour stem is 甲.',
      facts,
      claimLexicon([bundles.en]),
    );
    expect(en.map((c) => [c.kind, c.stated, c.actual, c.ok])).toEqual([
      ['stem', '甲', '癸', false],
      ['branch', '巳', '巳', true],
    ]);
    const zh = checkClaims('你的时支是未，月干是辛。', facts, claimLexicon([bundles.zh]));
    expect(zh.every((c) => c.ok)).toBe(true);
    expect(zh).toHaveLength(2);
  });
});

describe('ten gods, element counts and transit dates, with the names the app shows', () => {
  // Month pillar 辛巳: 劫財 on the stem, 偏官 比肩 偏印 hidden; the pillars' elements 木0 火2 土2 金3 水1; on
  // 2027-01-01 transiting Saturn squares natal Uranus, exact 2026-05-01, 2026-11-02 and 2027-01-17.
  const wrong = (reply: string, lang: (typeof LANGS)[number]) =>
    checkClaims(reply, facts, claimLexicon([bundles[lang]]))
      .filter((c) => !c.ok)
      .map((c) => `${c.kind} ${c.stated}`);
  it('catches each in Japanese, Chinese and English, and passes what is true', () => {
    expect(wrong('月柱には偏官が隠れています。命式の五行は金が3つ。', 'ja')).toEqual([]);
    expect(wrong('月柱に食神があります。命式の五行は火が4つ。', 'ja')).toEqual([
      'tenGod eatingGod',
      'elementCount 4',
    ]);
    expect(wrong('月柱藏七杀。八字中水有三个。', 'zh')).toEqual(['elementCount 3']);
    expect(wrong('行运土星刑本命天王星，精确日期是2027年1月17日。', 'zh')).toEqual([]);
    expect(wrong('行运土星刑本命天王星，精确日期是2027年2月17日。', 'zh')).toEqual(['date 2027-02-17']);
    expect(wrong('Your month pillar holds Seven Killings, and your pillars have no Wood.', 'en')).toEqual([]);
    expect(
      wrong('Your month pillar holds Direct Wealth; Saturn squares your Uranus on May 9, 2026.', 'en'),
    ).toEqual(['date 2026-05-09', 'tenGod directWealth']);
  });
});

describe('citations', () => {
  it('finds the ids cited, single or grouped, once each, and only known ones', () => {
    const reply =
      'Your Sun is in Taurus [P.sun]. Love: Venus in Aries [P.venus, H7] [P.sun]. Unknown [P.vulcan].';
    expect(citedIds(reply, facts)).toEqual(['P.sun', 'P.venus', 'H7']);
    expect(withoutCitations(reply)).toBe('Your Sun is in Taurus. Love: Venus in Aries. Unknown.');
    expect(withoutCitations('日干は庚です[B.dayMaster]。')).toBe('日干は庚です。');
  });
});

describe('system prompt and request', () => {
  const text =
    (lang: (typeof LANGS)[number]) =>
    (key: string, values: Record<string, string> = {}) =>
      (bundles[lang].consultant.prompt[key] as string).replace(
        /\{\{(\w+)\}\}/g,
        (_, k: string) => values[k] ?? '',
      );

  it('asks for answers from the facts only, with citations, in the user’s language, then gives the record', () => {
    const en = systemPrompt(text('en'), { record: record('en'), date: '2027-01-01', name: null });
    expect(en).toMatch(/Answer only from the FACTS/);
    expect(en).toMatch(/\[P\.sun\]/);
    expect(en).toMatch(/Never predict death, illness/);
    expect(en).toContain('Today is 2027-01-01.');
    expect(en).toContain('has not shared their name');
    expect(en.endsWith(record('en'))).toBe(true);
    const ja = systemPrompt(text('ja'), { record: record('ja'), date: '2027-01-01', name: '花子' });
    expect(ja).toContain('日本語で答えて');
    expect(ja).toContain('花子さん');
    expect(ja).toContain('[P.sun] 太陽: 牡牛座 24°08′, 第8ハウス');
    const zh = systemPrompt(text('zh'), { record: record('zh'), date: '2027-01-01', name: null });
    expect(zh).toContain('用简体中文回答');
    expect(zh).not.toMatch(/\{\{/);
  });

  it('sends the system message, the last turns with text, and the question', () => {
    const history = Array.from({ length: 30 }, (_, i) => ({
      role: (i % 2 ? 'assistant' : 'user') as 'user' | 'assistant',
      content: i === 29 ? '' : `m${i}`,
    }));
    const messages = requestMessages('SYS', history, 'Q', 20);
    expect(messages[0]).toEqual({ role: 'system', content: 'SYS' });
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'Q' });
    expect(messages).toHaveLength(22);
    expect(messages[1]?.content).toBe('m9'); // 29 with text, the last 20 of them
    expect(requestMessages('SYS', history, 'Q', 0)).toHaveLength(2);
  });
});
