import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ELEMENTS } from '../../core/bazi/stems-branches';
import { useAppStore } from '../../shared/stores/app-store';
import { ScrollRegion } from '../../shared/ui/scroll-region';
import { ChartMeta } from './chart-meta';
import '../../shared/ui/results.css';

const PILLARS = ['year', 'month', 'day', 'hour'] as const;

/** The BaZi chart, shown plainly: pillars with their details, elements, relations and luck pillars. */
export function Component() {
  const { t } = useTranslation('results');
  const results = useAppStore((s) => s.calculationResults);
  const user = useAppStore((s) => s.userData);
  if (!results || !user) return null; // the route guard keeps this from happening
  const chart = results.chart;
  const b = chart.bazi;
  const maxPct = Math.max(...ELEMENTS.map((e) => b.elements.percent[e]));
  return (
    <div className="page results-page">
      <header>
        <h1>{user.name ? `${user.name} — ${t('bazi.title')}` : t('bazi.title')}</h1>
        <p className="muted">{t('meta.disclaimer')}</p>
      </header>
      <ChartMeta chart={chart} user={user} placeResolved={results.placeResolved} />
      <section className="card" aria-labelledby="pillars-title">
        <h2 id="pillars-title">{t('bazi.pillars')}</h2>
        <div className="pillars" data-testid="pillars">
          {PILLARS.map((p) => (
            <div className="pillar" key={p}>
              <div className="pillar-label">{t(`pillarNames.${p}`)}</div>
              <div className="pillar-chars" lang="zh-Hant">
                {b[p].stem}
                <br />
                {b[p].branch}
              </div>
              <div className="pillar-god">
                {b[p].tenGod ? t(`tenGods.${b[p].tenGod}`) : t('bazi.dayMaster')}
              </div>
            </div>
          ))}
        </div>
        <ScrollRegion label={t('bazi.pillars')}>
          <table className="data pillar-table">
            <thead>
              <tr>
                <th scope="col" />
                {PILLARS.map((p) => (
                  <th scope="col" key={p}>
                    {t(`pillarNames.${p}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('bazi.hidden')}</th>
                {PILLARS.map((p) => (
                  <td key={p}>
                    {b[p].hiddenStems.map((h) => (
                      <div key={h.stem}>
                        {h.stem} <span className="muted">{t(`tenGods.${h.tenGod}`)}</span>
                      </div>
                    ))}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t('bazi.stage')}</th>
                {PILLARS.map((p) => (
                  <td key={p}>{t(`stages.${b[p].stage}`)}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t('bazi.nayin')}</th>
                {PILLARS.map((p) => (
                  <td key={p}>{t(`nayin.${b[p].nayin}`)}</td>
                ))}
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
        <ul className="chips">
          <li>
            {t('bazi.dayMaster')}: {b.dayMaster.stem}（{t(`elements.${b.dayMaster.element}`)}）
          </li>
          <li>
            {t('bazi.centralStar')}: {t(`tenGods.${b.centralStar}`)}
          </li>
          <li>
            {t('bazi.void')}: {b.voidBranches.day.join('')}
          </li>
        </ul>
      </section>
      {b.warnings.some(
        (w) => w.kind === 'nearTerm' || w.kind === 'nearHourBoundary' || w.kind === 'lateZiHour',
      ) && (
        <section className="card" aria-labelledby="warn-title">
          <h2 id="warn-title">{t('bazi.warnings')}</h2>
          <ul>
            {b.warnings
              .filter((w) => w.candidates)
              .map((w) => (
                <li key={`${w.kind}-${w.at}`}>
                  {w.at} · {w.candidates?.before} → {w.candidates?.after}
                </li>
              ))}
          </ul>
        </section>
      )}
      <div className="grid-2">
        <section className="card" aria-labelledby="elements-title">
          <h2 id="elements-title">{t('bazi.elements')}</h2>
          <table className="data">
            <tbody>
              {ELEMENTS.map((e) => (
                <tr key={e}>
                  <th scope="row">{t(`elements.${e}`)}</th>
                  <td className="num">{b.elements.counts[e]}</td>
                  <td style={{ width: '55%' }}>
                    <div
                      className="bar"
                      role="img"
                      aria-label={`${t(`elements.${e}`)} ${b.elements.percent[e]}%`}
                    >
                      <span style={{ width: `${maxPct ? (100 * b.elements.percent[e]) / maxPct : 0}%` }} />
                    </div>
                  </td>
                  <td className="num">{b.elements.percent[e]}%</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            {t('bazi.strength', {
              level: t(`levels.${b.elements.dayMaster.level}`),
              pct: b.elements.dayMaster.supportPercent,
            })}
          </p>
        </section>
        <section className="card" aria-labelledby="fortune-title">
          <h2 id="fortune-title">{t('bazi.fortune')}</h2>
          <p className="fortune-grade">
            {t('bazi.overview')}: <strong>{b.fortune.overview}</strong>
          </p>
          {b.fortune.stars && (
            <table className="data">
              <tbody>
                {(Object.entries(b.fortune.stars) as [string, number][]).map(([area, n]) => (
                  <tr key={area}>
                    <th scope="row">{t(`areas.${area}`)}</th>
                    <td aria-label={t('bazi.stars', { n })}>
                      <span aria-hidden="true" className="stars">
                        {'★'.repeat(n)}
                        {'☆'.repeat(5 - n)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h3>{t('bazi.relations')}</h3>
          {b.relations.length === 0 ? (
            <p>{t('bazi.noRelations')}</p>
          ) : (
            <ul className="chips">
              {b.relations.map((r) => (
                <li key={`${r.kind}-${r.pillars.join()}`}>
                  {t(`relations.${r.kind}`)} {r.chars}
                  {r.element ? `（${t(`elements.${r.element}`)}）` : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section className="card" aria-labelledby="luck-title">
        <h2 id="luck-title">{t('bazi.luck')}</h2>
        {b.luck ? (
          <>
            <p>
              {t(`bazi.direction.${b.luck.direction}`)} ·{' '}
              {t('bazi.luckStart', {
                y: b.luck.start.years,
                m: b.luck.start.months,
                date: b.luck.start.local.slice(0, 10),
              })}
            </p>
            <ScrollRegion label={t('bazi.luck')}>
              <table className="data luck-table">
                <tbody>
                  <tr>
                    {b.luck.pillars.map((p) => (
                      <td key={p.startYear} className="luck-cell">
                        <div className="muted">{p.startYear}</div>
                        <div className="luck-chars" lang="zh-Hant">
                          {p.stem}
                          {p.branch}
                        </div>
                        <div className="muted">{t(`tenGods.${p.tenGod}`)}</div>
                        <div className="muted">{t('bazi.ageFrom', { age: Math.floor(p.startAgeYears) })}</div>
                      </td>
                    ))}
                  </tr>
                </tbody>
              </table>
            </ScrollRegion>
          </>
        ) : (
          <p>{t('bazi.noLuck')}</p>
        )}
      </section>
      <nav className="card result-links" aria-label={t('links.astrology')}>
        <Link className="button-secondary" to={paths.astrologyResults(String(Date.now()))}>
          {t('links.astrology')}
        </Link>
        <Link className="button-secondary" to={paths.transit}>
          {t('links.transit')}
        </Link>
        <Link className="button-ghost" to={paths.home}>
          {t('links.newAnalysis')}
        </Link>
      </nav>
    </div>
  );
}
