import { describe, expect, it } from 'vitest';
import type { ReadingContent, SignReadings } from '../../../content/readings/reading-content';
import { SIGNS } from '../../../core/astrology/vocabulary';
import { parseChartRequest } from '../../../core/chart/chart-request';
import { computeChart } from '../../../core/chart/compute-chart';
import { selectReadings } from './select-readings';

// Content whose every text names its own key, so the test sees exactly which text was chosen.
function labelledContent(): ReadingContent {
  const fields = (prefix: string, names: string[]) =>
    Object.fromEntries(names.map((n) => [n, `${prefix}.${n}`]));
  const sign = (s: string): SignReadings =>
    ({
      sun: `signs.${s}.sun`,
      moon: `signs.${s}.moon`,
      ascendant: `signs.${s}.ascendant`,
      venus: `signs.${s}.venus`,
      mercury: fields(`signs.${s}.mercury`, ['thinking', 'communication', 'learning', 'risks', 'techniques']),
      mars: fields(`signs.${s}.mars`, ['strengths', 'risks', 'actions']),
      jupiter: fields(`signs.${s}.jupiter`, ['strengths', 'opportunities', 'guidance']),
      saturn: fields(`signs.${s}.saturn`, ['challenges', 'lessons', 'growth']),
      uranus: fields(`signs.${s}.uranus`, ['innovations', 'independence', 'guidance']),
      neptune: fields(`signs.${s}.neptune`, ['intuition', 'dreams', 'guidance']),
      pluto: fields(`signs.${s}.pluto`, ['transformation', 'power', 'guidance']),
      northNode: fields(`signs.${s}.northNode`, ['purpose', 'growth', 'guidance']),
      midheaven: fields(`signs.${s}.midheaven`, ['career', 'advantages', 'suggestions']),
      career: { strengths: `signs.${s}.career`, jobs: ['a', 'b', 'c', 'd'] },
      relationships: {
        friendship: `signs.${s}.friendship`,
        compatible: ['leo', 'libra', 'aries', 'gemini'],
      },
    }) as SignReadings;
  const houseBodies = [
    'sun',
    'moon',
    'mercury',
    'venus',
    'mars',
    'jupiter',
    'saturn',
    'uranus',
    'neptune',
    'pluto',
    'northNode',
    'chiron',
  ];
  const pairs = [
    'sun-moon',
    'sun-mercury',
    'sun-venus',
    'sun-mars',
    'moon-mercury',
    'moon-venus',
    'moon-mars',
    'mercury-venus',
    'mercury-mars',
    'venus-mars',
  ];
  return {
    signs: Object.fromEntries(SIGNS.map((s) => [s, sign(s)])) as ReadingContent['signs'],
    houses: Object.fromEntries(
      houseBodies.map((b) => [
        b,
        Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), `houses.${b}.${i + 1}`])),
      ]),
    ) as ReadingContent['houses'],
    aspects: Object.fromEntries(
      pairs.map((p) => [
        p,
        fields(`aspects.${p}`, ['conjunction', 'sextile', 'square', 'trine', 'opposition']),
      ]),
    ) as ReadingContent['aspects'],
  };
}

describe('reading selection follows the chart', () => {
  const chart = computeChart(
    parseChartRequest({ date: '1990-05-15', time: '14:30', lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' }),
  );
  const r = selectReadings(chart, labelledContent());

  it('Sun, Moon and Ascendant by sign (Taurus Sun, Capricorn Moon, Libra rising)', () => {
    expect(r.core.map((i) => i.text)).toEqual([
      'signs.taurus.sun',
      'signs.capricorn.moon',
      'signs.libra.ascendant',
    ]);
  });
  it('planet fields by each planet’s own sign', () => {
    expect(r.planets.some((i) => i.body === 'venus')).toBe(false); // the love card shows Venus (12.5° Aries)
    expect(r.planets.filter((i) => i.body === 'mercury').map((i) => i.text)).toEqual([
      'signs.taurus.mercury.thinking',
      'signs.taurus.mercury.communication',
      'signs.taurus.mercury.learning',
      'signs.taurus.mercury.risks',
      'signs.taurus.mercury.techniques',
    ]);
    expect(r.planets.find((i) => i.body === 'saturn')?.text).toBe('signs.capricorn.saturn.challenges');
  });
  it('bodies by house, and only the personal-planet aspects that exist', () => {
    expect(r.houses.find((i) => i.body === 'sun')?.text).toBe('houses.sun.8');
    expect(r.houses).toHaveLength(11); // Jupiter's house is read in the fortune section
    expect(r.aspects.map((i) => i.text)).toContain('aspects.sun-moon.trine');
    for (const a of r.aspects) {
      const found = chart.aspects.some(
        (x) => x.type === a.aspect && [x.a, x.b].sort().join() === [a.body, a.other].sort().join(),
      );
      expect(found, a.text).toBe(true);
    }
  });
  it('fortune from Jupiter (sign and house), Saturn and the North Node', () => {
    expect(r.fortune.map((i) => i.text)).toEqual([
      'signs.cancer.jupiter.opportunities',
      'houses.jupiter.10',
      'signs.capricorn.saturn.growth',
      'signs.aquarius.northNode.guidance',
    ]);
  });

  it('shows every paragraph once: the fortune texts are not repeated in the planet and house lists', () => {
    const all = [...r.core, ...r.planets, ...r.houses, ...r.aspects, ...r.fortune].map((i) => i.text);
    expect(new Set(all).size).toBe(all.length);
    expect(r.planets.map((i) => i.text)).not.toContain('signs.cancer.jupiter.opportunities');
  });
});
