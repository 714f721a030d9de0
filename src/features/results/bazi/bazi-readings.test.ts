import { describe, expect, it } from 'vitest';
import type { BaziContent } from '../../../content/bazi/bazi-content';
import ja from '../../../content/bazi/ja.json';
import { chineseHiddenStems } from '../../../core/bazi/hidden-stems';
import { judgeChart } from '../../../core/bazi/judgement';
import { stemElement } from '../../../core/bazi/stems-branches';
import { parseChartRequest } from '../../../core/chart/chart-request';
import { computeChart } from '../../../core/chart/compute-chart';
import { present } from '../../../test/present';
import { selectBaziReadings } from './bazi-readings';

const content = ja as unknown as BaziContent;
const chartOf = (date: string, time = '14:30') =>
  computeChart(
    parseChartRequest({ date, time, lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo', gender: 'female' }),
  );

describe('BaZi readings chosen for this chart', () => {
  it('names the pillars and characters of every relation, each kind once', () => {
    const chart = chartOf('1990-05-15');
    const r = selectBaziReadings(chart, content);
    expect(r.relations.map((x) => x.kind)).toEqual([...new Set(chart.bazi.relations.map((x) => x.kind))]);
    for (const x of r.relations) {
      expect(x.found.length).toBeGreaterThan(0);
      for (const f of x.found) expect([...f.chars].length).toBe(f.pillars.length);
    }
  });

  it('advises inviting a missing element only for the chart’s 用神 or 喜神, never for 閑神, 忌神 or 仇神', () => {
    // 1990-05-15: wood is missing from the eight characters (there in a hidden stem) and is the chart's 仇神 (it
    // feeds the fire the chart has too much of).
    const r = selectBaziReadings(chartOf('1990-05-15'), content);
    expect(r.missing).toEqual([
      { element: 'wood', use: 'enemy', hidden: true, text: content.elements.wood.weak, advice: null },
    ]);
    const seen = { advised: 0, idle: 0, unfavourable: 0, enemy: 0 };
    for (let d = 1; d <= 360; d += 3) {
      const date = new Date(Date.UTC(1985, 0, d)).toISOString().slice(0, 10);
      const chart = chartOf(date);
      const b = chart.bazi;
      const j = judgeChart([b.year, b.month, b.day, present(b.hour)], b.elements);
      for (const m of selectBaziReadings(chart, content).missing) {
        expect(m.use).toBe(j.useOf[m.element]);
        if (m.use === 'useful' || m.use === 'favourable') {
          expect(m.advice).toBe(content.elements[m.element].weakAdvice);
          seen.advised++;
        } else {
          expect(m.advice, `${date} ${m.element} is ${m.use}`).toBeNull();
          seen[m.use]++;
        }
      }
    }
    expect(seen.advised).toBeGreaterThan(0);
    expect(seen.idle).toBeGreaterThan(0);
    expect(seen.unfavourable + seen.enemy).toBeGreaterThan(0);
  });

  it('says of each missing element whether a hidden stem holds it (elements.hiddenOnly)', () => {
    let hidden = 0;
    let nowhere = 0;
    for (let d = 1; d <= 360; d += 2) {
      const date = new Date(Date.UTC(1972, 0, d)).toISOString().slice(0, 10);
      const chart = chartOf(date);
      const b = chart.bazi;
      const inHidden = (e: string) =>
        [b.year, b.month, b.day, present(b.hour)].some((p) =>
          chineseHiddenStems(p.branch).some((h) => stemElement(h.stem) === e),
        );
      for (const m of selectBaziReadings(chart, content).missing) {
        expect(m.hidden, `${date} ${m.element}`).toBe(inHidden(m.element));
        expect(m.hidden).toBe(b.elements.hiddenOnly.includes(m.element));
        if (m.hidden) hidden++;
        else nowhere++;
      }
    }
    expect(hidden).toBeGreaterThan(0);
    expect(nowhere).toBeGreaterThan(0);
  });

  it('a chart stored before hiddenOnly existed gets it worked out the same way', () => {
    const chart = chartOf('1990-05-15');
    const { hiddenOnly: _, ...elements } = chart.bazi.elements;
    const old = { ...chart, bazi: { ...chart.bazi, elements } } as unknown as typeof chart;
    expect(selectBaziReadings(old, content).missing.map((m) => m.hidden)).toEqual([true]);
  });
});

describe('the ten gods that matter', () => {
  it('the stems beside the day master, then the strongest family with what it is for this chart', () => {
    const chart = chartOf('1990-05-15'); // 庚午 辛巳 庚辰 癸未
    const r = selectBaziReadings(chart, content);
    expect(r.neighbours.map((n) => `${n.pillar}:${n.stem}:${n.god}`)).toEqual([
      'month:辛:robWealth',
      'hour:癸:hurtingOfficer',
    ]);
    // Fire (65.3 %: 巳午未 form a fire 方局) is the officer family for a metal day master, and the chart's 忌神.
    expect(r.strongestFamily).toEqual({
      role: 'officer',
      element: 'fire',
      percent: 65.3,
      use: 'unfavourable',
    });
    expect(r.otherGods).not.toContain(chart.bazi.centralStar);
    expect(r.otherGods).not.toContain('robWealth');
  });
});

describe('element correspondences', () => {
  it('say "traditional" once: the body field carries it, the line around it does not repeat it', async () => {
    for (const lang of ['ja', 'zh', 'en'] as const) {
      const c = (await import(`../../../content/bazi/${lang}.json`)).default as BaziContent;
      const r = (await import(`../../../i18n/locales/${lang}/results.json`)).default;
      const line = r.baziReadings.correspondences.replace('{{body}}', c.elements.fire.body);
      const word = { ja: '伝統的', zh: '传统', en: 'traditional' }[lang];
      expect(line.split(word).length - 1, line).toBe(1);
    }
  });
});
