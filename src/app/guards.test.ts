// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeSharePayload } from '../core/share/share-payload';
import { hasBirthData } from '../shared/lib/birth-data';
import { REDIRECT_KEY } from '../shared/paths';
import { useAppStore } from '../shared/stores/app-store';
import { requireResults, requireUserData, resultIdOf } from './guards';
import { restoreShared } from './shared-guard';

const user = {
  name: '',
  birthdate: '1990-05-15',
  birthHour: 14,
  birthMinute: 30,
  birthplace: '東京',
  gender: 'male' as const,
  fullBirthDateTime: '1990-05-15T14:30:00',
};
const args = (url: string) => ({ request: new Request(url), params: {}, context: {} }) as never;

function redirectOf(f: () => unknown): string | null {
  try {
    f();
  } catch (e) {
    if (e instanceof Response) return e.headers.get('Location');
    throw e;
  }
  return null;
}

describe('route guards (spec §4)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useAppStore.setState({ userData: null, calculationResults: null });
  });

  it('checks the birth data fields', () => {
    expect(hasBirthData(user)).toBe(true);
    expect(hasBirthData({ ...user, birthplace: '  ' })).toBe(false);
    expect(hasBirthData({ ...user, birthdate: '' })).toBe(false);
    expect(hasBirthData(null)).toBe(false);
  });

  it('sends visitors without birth data home, with expired=1 after a saved redirect or a spa query', () => {
    expect(redirectOf(() => requireUserData(args('http://x/transit-analysis')))).toBe('/');
    expect(redirectOf(() => requireUserData(args('http://x/transit-analysis?spa=1')))).toBe('/?expired=1');
    sessionStorage.setItem(REDIRECT_KEY, '/transit-analysis');
    expect(redirectOf(() => requireUserData(args('http://x/transit-analysis')))).toBe('/?expired=1');
  });

  it('a results URL shows only its own analysis: one the device does not hold goes to the history', async () => {
    useAppStore.setState({ userData: user, calculationResults: null, resultId: null, analysisHistory: [] });
    expect(redirectOf(() => requireUserData(args('http://x/transit-analysis')))).toBeNull();
    const outcome = await Promise.resolve(requireResults(args('http://x/astrology-results/1'))).then(
      () => null,
      (e: unknown) => (e instanceof Response ? e.headers.get('Location') : String(e)),
    );
    expect(outcome).toBe('/history?missing=1');
    expect(resultIdOf('/bazi-results/17-2')).toBe('17-2');
    expect(resultIdOf('/consultant')).toBeNull();
  });

  const shared = {
    u: {
      name: '',
      birthdate: '1990-05-15',
      birthHour: 14,
      birthMinute: 30,
      birthplace: '東京',
      gender: 'male' as const,
    },
    c: {
      houseSystem: 'placidus' as const,
      node: 'true' as const,
      ziHour: 'midnight' as const,
      trueSolarTime: false,
      hiddenStems: 'chinese' as const,
    },
  };

  it('shared routes reject a tampered or mismatched payload', async () => {
    const loader = restoreShared('astrology');
    const invalid = (r: Response) => r.headers.get('Location') === '/?shared=invalid';
    await expect(loader(args('http://x/astrology-results/shared?d=garbage'))).rejects.toSatisfy(invalid);
    await expect(loader(args('http://x/astrology-results/shared#d=garbage'))).rejects.toSatisfy(invalid);
    const bazi = await encodeSharePayload({ t: 'bazi', ...shared });
    await expect(loader(args(`http://x/astrology-results/shared#d=${bazi}`))).rejects.toSatisfy(invalid);
  });

  it('shared routes restore valid data from the fragment and recompute the chart', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const d = await encodeSharePayload({ t: 'bazi', ...shared });
    await restoreShared('bazi')(args(`http://x/bazi-results/shared#d=${d}`));
    const s = useAppStore.getState();
    expect(s.userData?.birthplace).toBe('東京');
    expect(s.analysisType).toBe('bazi');
    expect(s.calculationResults?.chart.bazi.day).toMatchObject({ stem: '庚', branch: '辰' });
  });

  it("the spec's query form (the first links' v1 JSON) still opens", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const v1 = Buffer.from(JSON.stringify({ v: 1, t: 'astrology', ...shared })).toString('base64url');
    await restoreShared('astrology')(args(`http://x/astrology-results/shared?d=${v1}`));
    expect(useAppStore.getState().analysisType).toBe('astrology');
    expect(useAppStore.getState().userData?.birthdate).toBe('1990-05-15');
  });

  it('a transit link restores the chart and continues to the transit screen on its date', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useAppStore.setState({ userData: null, calculationResults: null });
    const d = await encodeSharePayload({ t: 'transit', d: '2027-01-01', ...shared });
    await expect(restoreShared('transit')(args(`http://x/transit-analysis/shared#d=${d}`))).rejects.toSatisfy(
      (r: Response) => r.headers.get('Location') === '/transit-analysis?date=2027-01-01',
    );
    expect(useAppStore.getState().calculationResults?.chart.bazi.day).toMatchObject({
      stem: '庚',
      branch: '辰',
    });
  });
});
