import { useMemo } from 'react';
import { parseChartRequest } from '../core/chart/chart-request';
import { computeChart } from '../core/chart/compute-chart';

// A minimal page until the app shell lands (issue 4): it proves the engine runs in the browser by casting
// the reference chart of DESIGN §3 here, with the same code the CLI runs in Node.
const SAMPLE = { date: '1990-05-15', time: '14:30', lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' };

const SIGN_JA: Record<string, string> = {
  aries: '牡羊座',
  taurus: '牡牛座',
  gemini: '双子座',
  cancer: '蟹座',
  leo: '獅子座',
  virgo: '乙女座',
  libra: '天秤座',
  scorpio: '蠍座',
  sagittarius: '射手座',
  capricorn: '山羊座',
  aquarius: '水瓶座',
  pisces: '魚座',
};

export function EnginePreview() {
  const chart = useMemo(() => computeChart(parseChartRequest(SAMPLE)), []);
  const rows = [
    ['太陽', chart.bodies.sun],
    ['月', chart.bodies.moon],
    ['ASC', chart.angles.ascendant],
    ['MC', chart.angles.midheaven],
  ] as const;
  return (
    <main className="preview">
      <h1>星命 Seimei</h1>
      <p>
        四柱推命と西洋占星術を、ブラウザの中で正確に計算します。
        <br />
        <span lang="zh-CN">在浏览器中精确计算八字与西洋占星。</span>
        <br />
        <span lang="en">BaZi and Western astrology, computed for real in your browser.</span>
      </p>
      <section aria-labelledby="sample-heading">
        <h2 id="sample-heading">計算エンジンの確認（1990年5月15日 14:30 東京）</h2>
        <table>
          <tbody>
            {rows.map(([label, p]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>
                  {SIGN_JA[p.sign]} {p.degree}°{String(p.minute).padStart(2, '0')}′
                </td>
                <td className="num" data-testid={`lon-${label}`}>
                  {p.longitude.toFixed(6)}°
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="note">
          UT {chart.utc} · JD {chart.julianDayUt} · {chart.houses.system}
        </p>
      </section>
    </main>
  );
}
