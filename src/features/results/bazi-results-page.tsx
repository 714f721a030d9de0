import { useTranslation } from 'react-i18next';
import { ELEMENTS } from '../../core/bazi/stems-branches';
import { useAppStore } from '../../shared/stores/app-store';
import { ScrollRegion } from '../../shared/ui/scroll-region';
import { BaziReadings } from './bazi/bazi-readings';
import { BaziConventions } from './bazi/conventions-picker';
import { ElementChart } from './bazi/element-chart';
import { branchClass, stemClass } from './bazi/element-class';
import { FortuneCard } from './bazi/fortune-card';
import { LuckSection } from './bazi/luck-section';
import { ChartMeta } from './chart-meta';
import { ResultLinks } from './result-links';
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
  return (
    <div className="page results-page">
      <header>
        <h1>{user.name ? `${user.name} — ${t('bazi.title')}` : t('bazi.title')}</h1>
        <p className="muted">{t('meta.disclaimer')}</p>
      </header>
      <ChartMeta chart={chart} user={user} placeResolved={results.placeResolved} />
      <BaziConventions chart={chart} />
      <section className="card" aria-labelledby="pillars-title">
        <h2 id="pillars-title">{t('bazi.pillars')}</h2>
        <div className="pillars" data-testid="pillars">
          {PILLARS.map((p) => (
            <div className="pillar" key={p}>
              <div className="pillar-label">{t(`pillarNames.${p}`)}</div>
              <div className="pillar-chars" lang="zh-Hant">
                <span className={stemClass(b[p].stem)}>{b[p].stem}</span>
                <br />
                <span className={branchClass(b[p].branch)}>{b[p].branch}</span>
              </div>
              <div className="pillar-god">
                {b[p].tenGod ? t(`tenGods.${b[p].tenGod}`) : t('bazi.dayMaster')}
              </div>
              {b[p].void && <div className="void-mark">{t('bazi.voidMark')}</div>}
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
                        <span className={stemClass(h.stem)}>{h.stem}</span>{' '}
                        <span className="muted">{t(`tenGods.${h.tenGod}`)}</span>
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
        <section className="card" aria-labelledby="elements-title" data-testid="elements">
          <h2 id="elements-title">{t('bazi.elements')}</h2>
          <ElementChart percent={b.elements.percent} missing={b.elements.missing} />
          <table className="data">
            <tbody>
              {ELEMENTS.map((e) => (
                <tr key={e}>
                  <th scope="row" className={`el-${e}`}>
                    {t(`elements.${e}`)}
                  </th>
                  <td className="num">
                    {t('bazi.count')} {b.elements.counts[e]}
                  </td>
                  <td className="num">
                    {t('bazi.weighted')} {b.elements.percent[e]}%
                  </td>
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
        <FortuneCard chart={chart} />
      </div>
      <section className="card" aria-labelledby="relations-title" data-testid="relations">
        <h2 id="relations-title">{t('bazi.relations')}</h2>
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
      <LuckSection chart={chart} />
      <BaziReadings chart={chart} />
      <ResultLinks other="astrology" />
    </div>
  );
}
