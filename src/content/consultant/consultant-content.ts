import type { AspectKind, ChartPoint, Sign } from '../../core/astrology/vocabulary';
import type { Gender } from '../../core/bazi/conventions';
import type { FortuneGrade } from '../../core/bazi/fortune';
import type { ElementUse } from '../../core/bazi/judgement';
import type { RelationKind } from '../../core/bazi/relations';
import type { Element } from '../../core/bazi/stems-branches';
import type { TenGod } from '../../core/bazi/ten-gods';
import type { PillarName } from '../../core/consultant/chart-facts';
import type { TransitAgreement } from '../../core/transit/period-headline';
import type { AspectFamily } from '../../core/transit/transit-outlook';
import type { YearTone } from '../../core/transit/transit-themes';

/**
 * The offline consultant's own texts in one language (src/content/consultant/{ja,zh,en}.json), written natively in
 * each (issue 11 §3). They frame and join the existing reading texts (readings, bazi, transits), which are quoted,
 * never rewritten. Templates take i18next-style `{{name}}` placeholders, filled by the offline consultant; every
 * other field is complete prose. Nothing here is chosen by chance: the chart's facts pick every text.
 */

export type HouseKey = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | '11' | '12';
/** Questions the offline consultant will not answer with a reading: a referral instead (issue 11 §2 safety rules). */
export type SensitiveKind = 'health' | 'legal' | 'money' | 'pregnancy';
/** The consultant's strength texts: strong or weak (扶抑 reads the chart), or any following chart. */
export type DayMasterStrength = 'strong' | 'weak' | 'following';
/**
 * How an element a luck pillar brings into the chart is told, by its role in the chart's judgement: welcome (用神,
 * 喜神), neutral (閑神) or with caution (忌神, 仇神).
 */
export type ElementTone = 'welcome' | 'neutral' | 'caution';
/** Whose partner star a text speaks of: a man's (財 = wife), a woman's (官 = husband), or any chart's. */
export type PartnerStarsOf = Gender | 'any';
/** Where the date stands in the luck pillar: its first third, its middle third, its last third. */
export type LuckPhase = 'early' | 'middle' | 'late';
/** Which year a question is about: last year, this year or next year (the facts' `when`). */
export type PeriodWhen = 'previous' | 'current' | 'next';
/** The ways of living with an element, for the remedies of the 用神 and 喜神 (no purchases). */
export interface ElementRemedy {
  habits: string;
  colours: string;
  direction: string;
  season: string;
}
/** The topics a suggested question can be about. */
export type SuggestionTopic = 'personality' | 'love' | 'career' | 'year' | 'luck' | 'useful' | 'point';

/**
 * What users type, per topic. Each file holds the words of all three languages (traditional-character variants
 * included), so a question is classified the same whatever the interface language; Latin words match as whole
 * words (a plural `s` allowed), the others as substrings.
 */
export interface ConsultantKeywords {
  personality: string[];
  love: string[];
  career: string[];
  year: string[];
  luck: string[];
  /** Words asking about next year: the answer reads next year's pillar and verdict. */
  /** The year after next (再来年, 后年): beyond the facts, said so (checked before nextYear: 再来年 holds 来年). */
  yearAfterNext: string[];
  nextYear: string[];
  /** Words asking about last year: the answer reads last year's pillar and verdict. */
  lastYear: string[];
  /** Words asking about the luck pillar after the running one. */
  nextLuck: string[];
  /** Words asking about a month (今月, 来月, 流月, next month): the answer reads that month's 流月 and verdict. */
  month: string[];
  thisMonth: string[];
  nextMonth: string[];
  /** 再来月, 下下个月 (checked before nextMonth: 再来月 holds 来月). */
  monthAfterNext: string[];
  lastMonth: string[];
  /** Each month's names, January first (3月, 三月, march). */
  monthNames: string[][];
  /** Each season's names: its three months (spring 寅卯辰, 立春 to 立夏) are read. */
  seasons: Record<'spring' | 'summer' | 'autumn' | 'winter', string[]>;
  /** Words holding a season's character without naming a season to read (立春, 春节, 青春, "fall in love"). */
  notSeasons: string[];
  /** Words making a season the next one, not the one running now (来年の春, next spring). */
  nextSeason: string[];
  /** 用神 / 喜忌 and what to do with them. */
  useful: string[];
  /** 格局. */
  structure: string[];
  /** 生肖 / 干支の動物. */
  animal: string[];
  /** 天中殺 / 空亡. */
  void: string[];
  /** 财运 / 金運 as a reading (investment, gambling, debt stay sensitive). */
  wealth: string[];
  /** Marriage and the spouse (a question about when is answered with timing). */
  marriage: string[];
  /** Words asking when (いつ, 什么时候, when). */
  when: string[];
  /** Asking how to make up for the 用神 (補う, 怎么补, "how can I"): the answer leads with the ways of living. */
  remedy: string[];
  /** "Should I …": a decision reflected back through the period's verdict. */
  decision: string[];
  sensitive: Record<SensitiveKind, string[]>;
  /** Every name of each body and angle. */
  points: Record<ChartPoint, string[]>;
  /** Words naming each pillar; the day master and the central star count as the day and month pillars. */
  pillars: Record<PillarName, string[]>;
  /** Words that hold a point's name without meaning it (今月 holds 月): ignored when points are looked for. */
  notPoints: string[];
}

export interface ConsultantContent {
  /** One suggested question per topic, filled from the chart; each must classify as its own topic. */
  suggestions: {
    /** {{sunSign}}, {{stem}} (the day master). */
    personality: string;
    /** {{venusSign}}. */
    love: string;
    /** {{mcSign}}, {{star}} (the central star's ten god). */
    career: string;
    /** {{year}} (the year the pillar starts), {{ganzhi}}. */
    year: string;
    /** {{ganzhi}}, {{from}}, {{to}} (years). */
    luck: string;
    /** {{point}}, {{sign}}, {{house}}. */
    point: string;
    /** {{stem}} (the day master): what the useful element is and how to live with it. */
    useful: string;
  };
  keywords: ConsultantKeywords;
  /** Small pieces the answers are built with. */
  words: {
    /** What joins two sentences: a space in English, nothing in Chinese and Japanese. */
    sentenceGap: string;
    /** {{sign}}, {{degree}}, {{minute}} (two digits). */
    position: string;
    /** A stem's polarity and element: {{polarity}}, {{element}}. */
    gloss: string;
    /** Each body and angle as named inside a sentence ("a trine with the Sun"); the results' names head a phrase. */
    pointNames: Record<ChartPoint, string>;
    /** Each house by number (第8ハウス / 第8宫 / 8th house). */
    houses: Record<HouseKey, string>;
    /** Each aspect as a noun phrase, without its angle (an angle would read as a degree of the chart). */
    aspects: Record<AspectKind, string>;
    /** {{aspect}} with {{other}}: one aspect of a point named in the sentence. */
    aspectWith: string;
    pillars: Record<PillarName, string>;
    /** One hidden stem with its ten god: {{stem}}, {{god}}. */
    hiddenStem: string;
    /** Each relation between pillars as a noun phrase. */
    relations: Record<RelationKind, string>;
    /** Marks a body that was retrograde at birth (appended to its position). */
    retrograde: string;
    /** January … December, twelve. */
    monthNames: string[];
    /** {{month}} (a month name), {{year}}. */
    monthYear: string;
    listSeparator: string;
    /** Between the last two items of a list. */
    listLast: string;
    /**
     * Words that make a sentence about one gender's chart (男命, 妻星, "a man's chart" …): a quoted sentence with
     * the other gender's words, or with any of them when the chart has no gender, is left out.
     */
    genderMarks: Record<Gender, string[]>;
    /** Between the themes of one area (they hold commas in English). */
    themeSeparator: string;
    /** How last or next year's pillar is named inside a verdict sentence (verdict.period.year is this year's). */
    otherYearPillar: string;
  };
  /** What a partner with this sign on the 7th cusp tends to be like: a short phrase the love answer completes. */
  signTraits: Record<Sign, string>;
  /** What each body or angle stands for, one sentence. */
  pointRoles: Record<ChartPoint, string>;
  /** What each pillar stands for, one sentence. */
  pillarRoles: Record<PillarName, string>;
  /** What the day master's strength means in practice. */
  strength: Record<DayMasterStrength, string>;
  /** The main hidden stem of the day branch (the seat of the partner) by its ten god: what it says of love. */
  spousePalace: Record<TenGod, string>;
  /**
   * A period's verdict (the one the BaZi page shows, period-verdict.ts) told in the consultant's voice: the roles of
   * its stem and branch, and one sentence for each signal behind its grade.
   */
  verdict: {
    /** How the period is named inside a sentence (流年, この大運, "this luck pillar" …). */
    period: { year: string; luck: string; month: string };
    /** {{stem}}, {{stemElement}}, {{stemUse}}, {{branch}}, {{branchElement}}, {{branchUse}}. */
    roles: string;
    /** Stem and branch of one element and role: {{stem}}, {{branch}}, {{element}}, {{use}}. */
    rolesSame: string;
    signals: {
      /** 天克地沖 with the day pillar, with another pillar, and 伏吟: {{period}}, {{pillar}}, {{natal}} (its ganzhi). */
      clashPillarDay: string;
      clashPillar: string;
      samePillar: string;
      /** A branch clash that shakes a helpful or neutral branch, or clears a harmful one: {{period}}, {{branch}}, {{pillar}}, {{natal}} (its branch), {{element}}, {{use}}. */
      branchClashHarms: string;
      branchClashClears: string;
      /** 六合 with the day branch: {{period}}, {{branch}}, {{natal}}. */
      dayCombine: string;
      /** A 三合 or 方局 completed: {{chars}}, {{element}}, {{use}}. */
      formsFrame: string;
      /** 合去 of the useful element: {{period}}, {{stem}}, {{pillar}}, {{natal}} (its stem), {{element}}. */
      bindsUseful: string;
      /** 歲運並臨. */
      meetsLuck: string;
      /** 空亡 (天中殺): {{period}}, {{branch}}. */
      void: string;
      /** The luck pillar behind a year, by which way it tips it. */
      backdrop: Record<'up' | 'down' | 'even', string>;
      /** A month's backdrop: the luck pillar and the year above it. */
      backdropMonth: Record<'up' | 'down' | 'even', string>;
    };
  };
  personality: {
    /** {{sunSign}}, {{stem}}. */
    heading: string;
    /** {{sunPosition}}, {{sunHouse}}, {{moonSign}}, {{ascSign}}. */
    placements: string;
    /** The same without a birth time: no house, no Ascendant (issue 17 §2). */
    placementsNoTime: string;
    /** {{aspect}} between the Sun and the Moon (a language whose reading names the aspect may leave it out). */
    sunMoon: string;
    /** When the Sun and Moon make no major aspect. */
    sunMoonNone: string;
    /** {{stem}}, {{gloss}}. */
    baziHeading: string;
    /** {{stem}}, {{gloss}}. */
    dayMaster: string;
    /** {{support}} (percent), {{level}} (strong / balanced / weak in the results' words). */
    support: string;
    /** {{element}}: the elements the eight characters lack. */
    missing: string;
    /** {{element}}, {{count}}: the most plentiful element, when none is missing. */
    plentiful: string;
    closing: string;
  };
  love: {
    /** {{venusSign}}, {{venusHouse}}. */
    heading: string;
    /** {{venusPosition}}, {{venusHouse}}. */
    venus: string;
    /** {{house7}}, {{dscSign}}, {{traits}}. */
    seventh: string;
    /** {{moonSign}}. */
    moon: string;
    /** {{aspectWith}}: Venus's tightest aspect. */
    venusAspect: string;
    /** What Venus's tightest aspect means, by family (when no reading covers the pair). */
    aspectMeaning: Record<AspectFamily, string>;
    baziHeading: string;
    /** {{dayGanzhi}}, {{branch}}, {{hidden}} (its main hidden stem), {{god}}. */
    dayPillar: string;
    /**
     * {{stars}}: the partner stars on the stems, only among the hidden stems, or nowhere — a man's wealth stars
     * (the wife star), a woman's officer stars (the husband star), or both without a gender.
     */
    partnerStars: Record<PartnerStarsOf, { visible: string; hidden: string; none: string }>;
    closing: string;
  };
  career: {
    /** {{mc}} (the Midheaven's name), {{mcSign}}, {{star}}. */
    heading: string;
    /** {{mc}}, {{mcPosition}}. */
    midheaven: string;
    /** {{bodies}}, {{house10}}: one body in the 10th house, or several. */
    tenthOne: string;
    tenthMany: string;
    /** {{house10}}. */
    tenthNone: string;
    /** {{sunSign}}. */
    sun: string;
    /** {{jobs}}. */
    jobs: string;
    /** {{stem}}. */
    baziHeading: string;
    /** {{stem}}, {{gloss}}. */
    dayMaster: string;
    /** {{star}}. */
    centralStar: string;
    closing: string;
  };
  year: {
    /** {{year}}, {{ganzhi}}. */
    heading: string;
    /** {{ganzhi}}, {{startYear}}, {{endYear}}, {{dm}}, {{stem}}, {{god}}. */
    pillar: string;
    /** {{grade}}: the year's verdict, in the results' words. */
    verdict: string;
    /** What the grade means for the year. */
    gradeText: Record<FortuneGrade, string>;
    /**
     * The year's ten god told with caution, for a year graded 凶 or whose stem is 忌神 or 仇神 (the transit texts'
     * year readings, which open doors, are quoted only for the other years).
     */
    caution: Record<TenGod, string>;
    skyHeading: string;
    /** A bullet: {{transit}}, {{aspect}}, {{natal}}, {{date}}, {{text}}; it names the transit (the claim check skips it). */
    transit: string;
    /**
     * How the slow transits stand to the year's verdict (period-headline.ts): the same way, leaning ({{tone}}), the
     * other way ({{tone}}, {{grade}}), or quiet. The verdict stays the year's one verdict.
     */
    transits: Record<TransitAgreement, string>;
    /** The slow transits' lean, as a phrase for {{tone}}. */
    transitTones: Record<Exclude<YearTone, 'quiet'>, string>;
    /** {{luckGanzhi}}, {{luckEnd}}. */
    luck: string;
    closing: string;
  };
  luck: {
    /** {{ganzhi}}, {{from}}, {{to}}. */
    heading: string;
    /** {{ganzhi}}, {{fromMonth}}, {{toMonth}}, {{dm}}, {{stem}}, {{god}}. */
    pillar: string;
    /** {{god}}. */
    background: string;
    /** {{grade}}: the luck pillar's verdict, in the results' words. */
    verdict: string;
    /** What the grade means for the ten years. */
    gradeText: Record<FortuneGrade, string>;
    /** {{element}}, {{use}}: the pillar brings an element the chart lacks, told by its role. */
    bringsMissing: Record<ElementTone, string>;
    /** {{nth}} (the year of the pillar the date is in, 1–10), {{to}}. */
    phase: Record<LuckPhase, string>;
    /** {{annualGanzhi}}, {{annualGod}}, {{annualGrade}}. */
    annual: string;
    /** The chart has no luck pillars (no gender given). */
    missing: string;
    /** {{from}}. */
    closing: string;
  };
  point: {
    /** {{point}}, {{sign}}. */
    heading: string;
    /** {{point}}, {{position}}, {{retrograde}}, {{house}}. */
    positionBody: string;
    /** {{point}}, {{position}}. */
    positionAngle: string;
    /** {{house}}, {{theme}}: said of a body no house reading covers (the South Node). */
    houseTheme: string;
    /** {{traits}} (the rising sign's, from signTraits): the Ascendant's first impression. */
    firstImpression: string;
    /** {{house}}: the 1st, 4th, 7th or 10th house, where a body stands out. */
    angular: string;
    /** A planet retrograde at birth. */
    retrograde: string;
    /** {{list}}: one aspect, or several. */
    aspectsOne: string;
    aspectsMany: string;
    /** {{other}}: what the tightest aspect means, by family (when no reading covers the pair). */
    aspectMeaning: Record<AspectFamily, string>;
    /** {{transit}}, {{aspect}}, {{point}}, {{date}}; it names the transit (the claim check skips it). */
    transit: string;
    /** {{sign}}, {{house}}: the North Node, opposite the South Node. */
    southNode: string;
    /** {{point}}. */
    closing: string;
  };
  pillar: {
    /** {{pillar}}, {{ganzhi}}. */
    heading: string;
    /** {{pillar}}, {{ganzhi}}. */
    intro: string;
    /** {{stem}}, {{god}}. */
    stem: string;
    /** {{stem}}, {{gloss}}: the day pillar's stem is the day master. */
    dayStem: string;
    /** {{branch}}, {{animal}}, {{hidden}}. */
    branch: string;
    /** {{others}} (the other pillars), {{relation}}, {{chars}}: the pillar's strongest relation in the chart. */
    relation: string;
    /** {{star}}. */
    centralStar: string;
    spouse: string;
    closing: string;
  };
  sensitive: {
    /** No prediction: what the chart cannot tell. */
    lead: Record<SensitiveKind, string>;
    /** {{moonSign}}: a note on temperament, before the Moon's reading. */
    reflection: string;
    /** Whom to ask instead. */
    referral: Record<SensitiveKind, string>;
    closing: string;
  };
  /** Another year than this one (last year, next year): its pillar and verdict, and the areas it moves. */
  periods: {
    /** How the year is named inside a sentence: 昨年 / 今年 / 来年. */
    names: Record<PeriodWhen, string>;
    /** {{period}}, {{ganzhi}}, {{startYear}}, {{endYear}}, {{dm}}, {{stem}}, {{god}}. */
    pillar: string;
    /** {{period}}, {{grade}}. */
    verdict: string;
    /** {{grade}}, {{ganzhi}}: this year's verdict, to compare with. */
    compare: string;
    /** Before the list of areas the year moves. */
    areasIntro: string;
    /** The year touches no area (or the chart has no gender). */
    areasNone: string;
    /** One area: {{area}}, {{themes}}. */
    areaLine: string;
    /** {{year}}: the slow transits exact within that year follow as bullets. */
    transitsIn: string;
    /** {{luckGanzhi}}: the luck pillar running at the year's 立春. */
    luck: string;
    /** {{asked}}, {{from}}, {{to}}: a year outside the facts; this year is read instead. */
    outOfRange: string;
    closing: Record<'previous' | 'next', string>;
  };
  /** The luck pillar after the running one. */
  nextLuck: {
    /** {{ganzhi}}, {{from}}, {{to}}. */
    heading: string;
    /** {{ganzhi}}, {{fromMonth}}, {{toMonth}}, {{dm}}, {{stem}}, {{god}}. */
    pillar: string;
    /** {{ganzhi}} (the running one), {{toMonth}}. */
    bridge: string;
    /** {{from}}. */
    closing: string;
    /** No next luck pillar in the facts: the running one is read. */
    missing: string;
  };
  /** 用神 / 喜忌: the five roles for this chart, and the remedies of the 用神 and 喜神 only. */
  judgement: {
    heading: string;
    /** {{element}}: the heading when the question asks how to make up for the useful element. */
    remedyHeading: string;
    /** {{stem}}, {{level}}. */
    strength: string;
    /** What each role means, {{element}}. */
    roles: Record<ElementUse, string>;
    /** {{element}}: the useful element is not in the chart. */
    usefulAbsent: string;
    remedyIntro: string;
    /** {{element}}, {{use}}, {{habits}}, {{colours}}, {{direction}}, {{season}}. */
    remedy: string;
    /** {{element}}: what to go easy on (the 忌神), without fear. */
    avoid: string;
    closing: string;
  };
  /** Per element: habits, colours, directions, seasons (no purchases). */
  elementRemedies: Record<Element, ElementRemedy>;
  /** 格局. */
  structure: {
    heading: string;
    /** {{structure}}: the structure's name as the judgement card gives it (七殺格, 建禄格 …). */
    named: string;
    /** {{star}}, {{branch}}. */
    centralStar: string;
    /** {{level}}: a following chart is named by its level. */
    following: string;
    /** {{level}}, {{useful}}. */
    balance: string;
    closing: string;
  };
  /** 生肖 by the year pillar. */
  animal: {
    /** {{animal}}, {{branch}}. */
    heading: string;
    /** {{ganzhi}}, {{branch}}, {{animal}}. */
    body: string;
    /** 立春 vs 春节. */
    custom: string;
    /** The lunar birth date: {{year}}, {{ganzhi}}, {{month}}, {{day}} (names from results:lunar). */
    date: string;
    dateLeap: string;
    /** {{date}} (the lunar birth date), {{festival}} (the animal by 春节): a birth between 春节 and 立春. */
    differs: string;
    /** {{date}}: both ways the same animal. */
    same: string;
    closing: string;
  };
  /** 天中殺 / 空亡. */
  void: {
    /** {{branches}}. */
    heading: string;
    /** {{dayGanzhi}}, {{branches}}. */
    body: string;
    /** {{years}}. */
    years: string;
    /** {{year}}: the year running now is one. */
    now: string;
    /** {{branch}}, {{pillar}}: a natal pillar sits on a void branch. */
    natal: string;
    meaning: string;
    closing: string;
  };
  /** 财运 as themes and timing. */
  wealth: {
    heading: string;
    /** {{stars}}: the wealth stars on the stems, only hidden, or none. */
    stars: { visible: string; hidden: string; none: string };
    /** {{element}}, {{use}}: the wealth element's role. */
    role: string;
    /** {{period}}, {{ganzhi}}, {{themes}}. */
    period: string;
    /** {{period}}, {{ganzhi}}. */
    periodNone: string;
    boundary: string;
    closing: string;
  };
  /** Marriage: its timing, or the marriage itself. */
  marriage: {
    timingHeading: string;
    stateHeading: string;
    /** {{dayGanzhi}}, {{branch}}, {{hidden}}, {{god}}. */
    palace: string;
    /** {{spouseStar}}, {{element}}, {{use}}. */
    spouseStar: string;
    /** No gender: no spouse star can be named. */
    spouseStarNone: string;
    /** {{period}}, {{ganzhi}}, {{themes}}. */
    period: string;
    /** {{period}}, {{ganzhi}}. */
    periodNone: string;
    /** Slow planets through the 7th house (birth time known): now, entering, none, and each planet's meaning. */
    seventh: {
      /** {{body}}, {{until}} (month and year it leaves). */
      in: string;
      /** {{body}}, {{until}}: still there at the end of the months read. */
      inLong: string;
      /** {{body}}, {{when}} (month and year). */
      enters: string;
      none: string;
      /** Transits to the Descendant (oppositions to the Ascendant) follow as bullets. */
      descendant: string;
      meaning: Record<'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto', string>;
    };
    /** {{venusSign}}, {{venusHouse}}, {{dscSign}}. */
    venus: string;
    /** The slow transits to natal Venus follow as bullets. */
    transits: string;
    timingNote: string;
    /** {{element}}, {{use}}: for "how is my marriage", the spouse star's role. */
    stateRole: Record<'welcome' | 'neutral' | 'caution', string>;
    closingTiming: string;
    closingState: string;
  };
  /** "Should I …": reflected back through the period's verdict. */
  decision: {
    heading: string;
    intro: string;
    /** {{period}}, {{ganzhi}}, {{grade}}. */
    period: string;
    /** A month asked about (来月辞めるべき？): {{period}}, {{ganzhi}}, {{grade}}. */
    periodMonth: string;
    gradeHint: Record<FortuneGrade, string>;
    /** {{themes}}: the career area of the period. */
    career: string;
    careerNone: string;
    /** The career area of a month asked about: {{themes}}; and none. */
    careerMonth: string;
    careerMonthNone: string;
    /** {{year}}, {{yearGanzhi}}, {{yearGrade}}: the year around the month, for the longer view. */
    monthInYear: string;
    questions: string[];
    closing: string;
  };
  /** A month (流月) or a season (its three months) asked about. */
  month: {
    /** Last month … the month after next, inside a sentence (先月, 今月, 来月, 再来月). */
    names: Record<'previous' | 'current' | 'next' | 'afterNext', string>;
    /** {{period}} (a name or a month and year): how the month's pillar is named as a sentence's subject. */
    pillarName: string;
    /** {{month}} (month and year), {{ganzhi}}. */
    heading: string;
    /** {{period}}, {{ganzhi}}, {{term}} (the 節 opening it), {{start}} (month and year), {{dm}}, {{stem}}, {{god}}. */
    pillar: string;
    /** {{period}}, {{grade}}. */
    verdict: string;
    gradeText: Record<FortuneGrade, string>;
    areasIntro: string;
    areasNone: string;
    /** {{area}}, {{themes}}. */
    areaLine: string;
    /** The area the question asked about: {{area}}, {{themes}}; and the month does not touch it: {{area}}. */
    areaFocus: string;
    areaFocusNone: string;
    /** The slow transits exact within the month follow as bullets. */
    transitsIn: string;
    /** {{year}}, {{yearGanzhi}}, {{yearGrade}}: the year the month is part of. */
    year: string;
    /** {{asked}} (month and maybe year), {{from}}, {{to}} (months and years): beyond the months held. */
    outOfRange: string;
    closing: string;
    season: {
      names: Record<'spring' | 'summer' | 'autumn' | 'winter', string>;
      /** {{season}}, {{from}}, {{to}} (months and years). */
      heading: string;
      /** {{season}}. */
      intro: string;
      /** {{month}}, {{ganzhi}}, {{god}}, {{grade}}. */
      line: string;
      /** {{month}}, {{ganzhi}}, {{grade}}: the month with the best grade. */
      best: string;
      /** {{grade}}: every month the same. */
      even: string;
      /** Fewer than three months held. */
      partial: string;
      /** {{year}}, {{yearGanzhi}}, {{yearGrade}}: the year the season starts in. */
      year: string;
      closing: string;
    };
  };
  fallback: {
    intro: string;
    /** The topics the offline consultant answers, one line each. */
    topics: string[];
    offer: string;
  };
}
