import { describe, expect, it } from 'vitest';
import { referenceChart } from '../chart/reference-chart';
import { jdUtFromUnixMs } from '../time/julian-day';
import { dayPillarAt } from './bazi-timeline';
import { contactsAt } from './contacts-at';
import { dailyReading } from './daily-reading';
import { natalTargets } from './natal-targets';
import { scanTransits } from './transit-scan';

const chart = referenceChart();
const jdOf = (y: number, m: number, d: number, h = 0) => jdUtFromUnixMs(Date.UTC(y, m - 1, d, h));

describe('the transits in orb at an instant', () => {
  it('are the contacts the year scan has in orb on that date, and those it cannot see (exact outside its reach)', () => {
    const natal = natalTargets(chart);
    const from = jdOf(2027, 1, 1);
    const scan = scanTransits(natal, from, from + 365.25);
    let seen = 0;
    for (let d = 20; d < 340; d += 13.37) {
      const jd = from + d;
      const key = (x: { transit: string; natal: string; angleDeg: number }) =>
        `${x.transit}|${x.natal}|${x.angleDeg}`;
      const fromScan = new Set(
        scan.hits.filter((h) => (h.enterJdUt ?? -Infinity) <= jd && jd <= (h.leaveJdUt ?? Infinity)).map(key),
      );
      const now = contactsAt(natal, jd);
      for (const k of fromScan) expect(now.map(key)).toContain(k);
      // A contact the scan lacks is a slow one in orb with no exact pass in the scanned span (a wide approach that
      // turns back, or one exact long before): nothing of the scan's own is left out.
      for (const c of now.filter((c) => !fromScan.has(key(c)))) {
        expect(['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']).toContain(c.transit);
        expect(scan.hits.some((h) => key(h) === key(c) && Math.abs(h.exactJdUt - jd) < 30)).toBe(false);
      }
      seen += now.length;
    }
    expect(seen).toBeGreaterThan(20);
  });

  it('come strongest first, each with how far from exact and whether it is closing', () => {
    const now = contactsAt(natalTargets(chart), jdOf(2027, 3, 10));
    expect(now.length).toBeGreaterThan(0);
    for (let i = 1; i < now.length; i++) {
      const [a, b] = [now[i - 1], now[i]] as [(typeof now)[0], (typeof now)[0]];
      expect(a.weight > b.weight || (a.weight === b.weight && a.orbDeg <= b.orbDeg)).toBe(true);
    }
    for (const c of now) expect(c.orbDeg).toBeLessThanOrEqual(2);
  });
});

describe('the daily reading', () => {
  it('leads with the day pillar and its one verdict, and says three to five things', () => {
    const jd = jdOf(2027, 5, 4, 3);
    const r = dailyReading(chart, jd);
    const day = dayPillarAt(chart, jd);
    expect(r.sentences[0]).toEqual({
      kind: 'day',
      pillar: `${day.stem}${day.branch}`,
      tenGod: day.tenGod,
      grade: day.verdict.grade,
    });
    expect(r.sentences.length).toBeGreaterThanOrEqual(3);
    expect(r.sentences.length).toBeLessThanOrEqual(5);
    const advice = r.sentences.find((s) => s.kind === 'advice');
    const tone = { 大吉: 'up', 吉: 'up', 中: 'even', 凶: 'down' }[day.verdict.grade];
    expect(advice).toEqual({ kind: 'advice', tenGod: day.tenGod, tone });
    // The transit sentence is the strongest contact in orb, or says none is.
    const transit = r.sentences.find((s) => s.kind === 'transit' || s.kind === 'quiet');
    expect(transit).toEqual(r.contacts[0] ? { kind: 'transit', contact: r.contacts[0] } : { kind: 'quiet' });
  });

  it('never reads the same two days running for the same chart', () => {
    let previous = '';
    for (let d = 0; d < 90; d++) {
      const text = JSON.stringify(dailyReading(chart, jdOf(2027, 1, 1, 2) + d).sentences);
      expect(text).not.toBe(previous);
      previous = text;
    }
  });

  it('gives the Moon a house only when the birth time is known', () => {
    const jd = jdOf(2027, 8, 1);
    expect(dailyReading(chart, jd).moon.house).toBeGreaterThanOrEqual(1);
    const noTime = { ...chart, houses: null, angles: null, timeKnown: false };
    const r = dailyReading(noTime as unknown as typeof chart, jd);
    expect(r.moon.house).toBeNull();
    expect(
      r.contacts.some((c) => c.natal === 'ascendant' || c.natal === 'midheaven' || c.natal === 'moon'),
    ).toBe(false);
  });
});
