import { useTranslation } from 'react-i18next';
import { analyseChart, signElement } from '../../core/astrology/chart-analysis';
import { type DefiningTrait, definingTraits } from '../../core/astrology/defining-traits';
import { zodiacPosition } from '../../core/astrology/zodiac';
import type { ChartOutput } from '../../core/chart/compute-chart';
import { BODY_GLYPH, SIGN_GLYPH } from '../ui/wheel/glyphs';
import { degMin } from './chart-meta';

/**
 * Sun, Moon and Ascendant with glyphs, sign, degree and house: the first thing a reader looks for. Without a birth
 * time the Moon is given as its span over the day and the Ascendant as unknown (issue 17 §2).
 */
export function BigThree({ chart }: { chart: ChartOutput }) {
  const { t } = useTranslation('results');
  const rows = [
    { key: 'sun', glyph: BODY_GLYPH.sun, pos: chart.bodies.sun, house: chart.bodies.sun.house },
    { key: 'moon', glyph: BODY_GLYPH.moon, pos: chart.bodies.moon, house: chart.bodies.moon.house },
    ...(chart.angles ? [{ key: 'ascendant', glyph: 'AC', pos: chart.angles.ascendant, house: null }] : []),
  ] as const;
  const day = chart.unknownTime;
  const moonChange = day?.signChanges.find((c) => c.body === 'moon');
  return (
    <section className="card big-three" aria-labelledby="big-three-title" data-testid="big-three">
      <h2 id="big-three-title" className="card-eyebrow">
        {t('bigThree.title')}
      </h2>
      <ul>
        {rows.map((r) => (
          <li key={r.key} className={`zel-${signElement(r.pos.sign)}`}>
            <span className="b3-glyph" aria-hidden="true">
              {r.glyph}
            </span>
            <span className="b3-main">
              <span className="b3-name">
                {t(`bodies.${r.key}`)} <span className="b3-role">{t(`bigThree.role.${r.key}`)}</span>
              </span>
              <span className="b3-pos">
                <span className="b3-sign-glyph" aria-hidden="true">
                  {SIGN_GLYPH[r.pos.sign]}
                </span>{' '}
                <strong>{t(`signs.${r.pos.sign}`)}</strong>{' '}
                {day && r.key === 'moon' ? null : <span className="num">{degMin(r.pos)}</span>}
                {r.house !== null ? (
                  <span className="b3-house">{t('astro.houseN', { n: r.house })}</span>
                ) : r.key === 'ascendant' ? (
                  <span className="b3-house">{t('bigThree.rising')}</span>
                ) : null}
              </span>
              {day && r.key === 'moon' && (
                <span className="b3-note" data-testid="moon-range">
                  {moonChange
                    ? t('unknownTime.moonChanges', {
                        from: t(`signs.${moonChange.from}`),
                        to: t(`signs.${moonChange.to}`),
                        time: moonChange.atLocal.slice(11),
                      })
                    : t('unknownTime.moonAllDay', {
                        sign: t(`signs.${day.moon.startSign}`),
                        from: degMin(zodiacPosition(day.moon.startLonDeg)),
                        to: degMin(zodiacPosition(day.moon.endLonDeg)),
                      })}
                </span>
              )}
            </span>
          </li>
        ))}
        {day && (
          <li className="b3-unknown" data-testid="ascendant-unknown">
            <span className="b3-glyph" aria-hidden="true">
              AC
            </span>
            <span className="b3-main">
              <span className="b3-name">
                {t('bodies.ascendant')} <span className="b3-role">{t('bigThree.role.ascendant')}</span>
              </span>
              <span className="b3-note">{t('unknownTime.ascendantUnknown')}</span>
            </span>
          </li>
        )}
      </ul>
    </section>
  );
}

function TraitItem({ trait }: { trait: DefiningTrait }) {
  const { t, i18n } = useTranslation('results');
  const sep = i18n.language === 'en' ? ', ' : '、';
  const names = (list: readonly string[]) => list.map((b) => t(`bodies.${b}`)).join(sep);
  let title: string;
  let text: string;
  switch (trait.kind) {
    case 'stellium':
      title = trait.sign
        ? t('traits.stelliumSign', { sign: t(`signs.${trait.sign}`) })
        : t('traits.stelliumHouse', { house: trait.house });
      text = trait.sign
        ? t('analysis.stelliumSign', { sign: t(`signs.${trait.sign}`), list: names(trait.bodies) })
        : t('analysis.stelliumHouse', { house: trait.house, list: names(trait.bodies) });
      break;
    case 'pattern':
      title = t(`analysis.pattern.${trait.pattern.kind}`);
      text = `${t(`analysis.patternText.${trait.pattern.kind}`)} ${t('analysis.patternBodies', { list: names(trait.pattern.bodies) })}`;
      break;
    case 'element':
      title = t('traits.element', {
        element: t(`analysis.elements.${trait.element}`),
        pct: trait.sharePercent,
      });
      text = t(`analysis.elementText.${trait.element}`);
      break;
    case 'modality':
      title = t('traits.modality', {
        modality: t(`analysis.modalities.${trait.modality}`),
        pct: trait.sharePercent,
      });
      text = t(`analysis.modalityText.${trait.modality}`);
      break;
    case 'chartRuler': {
      const vars = {
        planet: t(`bodies.${trait.planet}`),
        sign: t(`signs.${trait.sign}`),
        house: trait.house,
        theme: t(`houseThemes.${trait.house}`),
      };
      title = t('traits.ruler', vars);
      text = t('traits.rulerText', vars) + (trait.dignified ? ` ${t('traits.rulerDignified', vars)}` : '');
      break;
    }
    case 'hemisphere':
      title = t(`traits.hemisphere.${trait.side}`, { n: trait.count });
      text = t(`analysis.hemisphereText.${trait.side}`);
      break;
    case 'angular': {
      const vars = { planet: t(`bodies.${trait.planet}`), orb: trait.orbDeg };
      title = t(`traits.angular.${trait.angle}`, vars);
      text = t(`traits.angularText.${trait.angle}`, vars);
      break;
    }
    case 'tightAspect': {
      const vars = {
        a: t(`bodies.${trait.a}`),
        b: t(`bodies.${trait.b}`),
        aspect: t(`traits.aspects.${trait.type}`),
        orb: trait.orbDeg,
      };
      title = t('traits.tightAspect', vars);
      const nature =
        trait.type === 'conjunction'
          ? 'fused'
          : trait.type === 'sextile' || trait.type === 'trine'
            ? 'flow'
            : 'tension';
      text = t(`traits.tightAspectText.${nature}`, vars);
      break;
    }
  }
  return (
    <li className={`trait trait-${trait.kind}`}>
      <h3>{title}</h3>
      <p>{text}</p>
    </li>
  );
}

/** The three or four things that most define this chart, judged by the engine (core/astrology/defining-traits). */
export function ChartTraits({ chart }: { chart: ChartOutput }) {
  const { t } = useTranslation('results');
  const analysis = analyseChart(chart.bodies, chart.angles?.ascendant.sign ?? null, chart.aspects);
  const traits = definingTraits(analysis, chart.bodies, chart);
  return (
    <section className="card chart-traits" aria-labelledby="traits-title" data-testid="traits">
      <h2 id="traits-title" className="card-eyebrow">
        {t('traits.title')}
      </h2>
      <ul>
        {traits.map((tr) => (
          <TraitItem key={JSON.stringify(tr)} trait={tr} />
        ))}
      </ul>
    </section>
  );
}
