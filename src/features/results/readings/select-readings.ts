import type { MajorAspect, PersonalPlanet, ReadingContent } from '../../../content/readings/reading-content';
import { CHART_BODIES } from '../../../core/astrology/vocabulary';
import type { ChartOutput } from '../../../core/chart/compute-chart';

/** One reading paragraph: what it is about (an i18n key and its parameters) and the text from the content file. */
export interface ReadingItem {
  topic: 'sign' | 'field' | 'house' | 'aspect';
  /** The body (or angle) and where it stands, so the UI can label the paragraph. */
  body: string;
  sign?: string;
  house?: number;
  field?: string;
  other?: string;
  aspect?: MajorAspect;
  text: string;
}

/**
 * The reading paragraphs of a chart, each shown once on the page: the fortune section's paragraphs are taken out
 * of the planet and house lists rather than repeated there. Career and love are read from houses and rulers by
 * the life-area cards (life-area-cards.tsx), which use the Midheaven's and Venus's sign texts themselves.
 */
export interface ReadingSections {
  core: ReadingItem[];
  /** Each planet's sign texts; Venus's is shown in the love card, so it is not here. */
  planets: ReadingItem[];
  houses: ReadingItem[];
  aspects: ReadingItem[];
  /** Growth and timing themes: Jupiter's opportunities and house, Saturn's growth, the North Node's guidance. */
  fortune: ReadingItem[];
}

const PERSONAL: readonly PersonalPlanet[] = ['sun', 'moon', 'mercury', 'venus', 'mars'];
const FIELD_BODIES = [
  'mercury',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'northNode',
] as const;
/** Every body but the south node, whose house is always opposite the north node's. */
const HOUSE_BODIES = CHART_BODIES.filter(
  (b): b is Exclude<(typeof CHART_BODIES)[number], 'southNode'> => b !== 'southNode',
);

/**
 * Picks the texts that this chart calls for — by the signs of the Sun, Moon, Ascendant and planets, the houses
 * of the bodies, and the aspects between personal planets that are actually in the chart. Nothing random.
 */
export function selectReadings(chart: ChartOutput, content: ReadingContent): ReadingSections {
  const sign = (b: keyof ChartOutput['bodies']) => chart.bodies[b].sign;
  const ascSign = chart.angles?.ascendant.sign;
  // Without a birth time: no Ascendant, and when the Moon changes sign that day both of its signs are read.
  const moonSigns = [
    ...new Set([
      sign('moon'),
      ...(chart.unknownTime?.signChanges ?? []).flatMap((c) => (c.body === 'moon' ? [c.from, c.to] : [])),
    ]),
  ];
  const core: ReadingItem[] = [
    { topic: 'sign', body: 'sun', sign: sign('sun'), text: content.signs[sign('sun')].sun },
    ...moonSigns.map(
      (s): ReadingItem => ({ topic: 'sign', body: 'moon', sign: s, text: content.signs[s].moon }),
    ),
    ...(ascSign
      ? [{ topic: 'sign', body: 'ascendant', sign: ascSign, text: content.signs[ascSign].ascendant } as const]
      : []),
  ];
  const planets: ReadingItem[] = [];
  for (const body of FIELD_BODIES) {
    const s = sign(body);
    for (const [field, text] of Object.entries(content.signs[s][body])) {
      planets.push({ topic: 'field', body, sign: s, field, text });
    }
  }
  const houses = HOUSE_BODIES.flatMap((body): ReadingItem[] => {
    const house = chart.bodies[body].house;
    if (house === null) return [];
    return [
      {
        topic: 'house',
        body,
        house,
        text: content.houses[body][String(house) as keyof (typeof content.houses)['sun']],
      },
    ];
  });
  const aspects: ReadingItem[] = [];
  for (const a of chart.aspects) {
    if (a.wholeDay === false) continue; // birth time unknown: only what holds all that day is read
    const i = PERSONAL.indexOf(a.a as PersonalPlanet);
    const j = PERSONAL.indexOf(a.b as PersonalPlanet);
    if (i < 0 || j < 0) continue;
    const [x, y] = i < j ? [PERSONAL[i], PERSONAL[j]] : [PERSONAL[j], PERSONAL[i]];
    const text = content.aspects[`${x}-${y}`]?.[a.type];
    if (text) aspects.push({ topic: 'aspect', body: x as string, other: y as string, aspect: a.type, text });
  }
  const pick = (body: string, field: string) =>
    planets.find((i) => i.body === body && i.field === field) as ReadingItem;
  const jupiterHouse = houses.find((i) => i.body === 'jupiter');
  const fortune = [
    pick('jupiter', 'opportunities'),
    ...(jupiterHouse ? [jupiterHouse] : []),
    pick('saturn', 'growth'),
    pick('northNode', 'guidance'),
  ];
  const shown = new Set(fortune);
  return {
    fortune,
    core,
    planets: planets.filter((i) => !shown.has(i)),
    houses: houses.filter((i) => !shown.has(i)),
    aspects,
  };
}
