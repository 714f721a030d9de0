// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeSharePayload } from '../core/share/share-payload';
import { hasBirthData } from '../shared/lib/birth-data';
import { chartPageOf, REDIRECT_KEY } from '../shared/paths';
import { useAppStore } from '../shared/stores/app-store';
import { useSharedChart } from '../shared/stores/viewed-chart';
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
    // A page that reads the chart sends its address along (issue 30 §1); home goes on there once one is cast.
    expect(redirectOf(() => requireUserData(args('http://x/transit-analysis')))).toBe(
      '/?next=%2Ftransit-analysis',
    );
    expect(redirectOf(() => requireUserData(args('http://x/compatibility?x=1')))).toBe(
      '/?next=%2Fcompatibility%3Fx%3D1',
    );
    expect(redirectOf(() => requireUserData(args('http://x/astrology-results/3')))).toBe('/');
    expect([
      chartPageOf('/consultant'),
      chartPageOf('//evil.example/consultant'),
      chartPageOf('/about'),
    ]).toEqual(['consultant', null, null]);
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

  it("shared routes cast the link's chart as the sender's, leaving the visitor's own data and conventions alone", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A visitor with their own chart, history and conventions.
    const own = { ...user, name: '自分', birthdate: '1984-12-24' };
    useAppStore.setState({
      userData: own,
      analysisHistory: [],
      settings: {
        ...useAppStore.getState().settings,
        conventions: { ...useAppStore.getState().settings.conventions, houseSystem: 'koch' },
      },
    });
    const before = JSON.stringify(useAppStore.getState());
    const d = await encodeSharePayload({
      t: 'bazi',
      ...shared,
      c: { ...shared.c, houseSystem: 'whole-sign' },
    });
    await restoreShared('bazi')(args(`http://x/bazi-results/shared#d=${d}`));
    const view = useSharedChart.getState().shared;
    expect(view?.userData.birthplace).toBe('東京');
    expect(view?.type).toBe('bazi');
    expect(view?.results.chart.bazi.day).toMatchObject({ stem: '庚', branch: '辰' });
    expect(view?.results.chart.houses?.requested).toBe('whole-sign');
    expect(JSON.stringify(useAppStore.getState())).toBe(before);
  });

  it("the spec's query form (the first links' v1 JSON) still opens", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const v1 = Buffer.from(JSON.stringify({ v: 1, t: 'astrology', ...shared })).toString('base64url');
    await restoreShared('astrology')(args(`http://x/astrology-results/shared?d=${v1}`));
    expect(useSharedChart.getState().shared?.type).toBe('astrology');
    expect(useSharedChart.getState().shared?.userData.birthdate).toBe('1990-05-15');
    expect(useAppStore.getState().userData).toBeNull();
  });

  it('a transit link opens the transit screen for the shared chart on its date', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const d = await encodeSharePayload({ t: 'transit', d: '2027-01-01', ...shared });
    expect(await restoreShared('transit')(args(`http://x/transit-analysis/shared#d=${d}`))).toBeNull();
    const view = useSharedChart.getState().shared;
    expect(view?.transitDate).toBe('2027-01-01');
    expect(view?.results.chart.bazi.day).toMatchObject({ stem: '庚', branch: '辰' });
    expect(useAppStore.getState().calculationResults).toBeNull();
  });
});
