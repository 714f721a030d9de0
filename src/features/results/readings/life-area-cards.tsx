import { useTranslation } from 'react-i18next';
import type { SignReadings } from '../../../content/readings/reading-content';
import {
  careerReading,
  type Dignity,
  type HouseRuling,
  loveReading,
} from '../../../core/astrology/life-areas';
import type { Planet, Sign } from '../../../core/astrology/vocabulary';
import type { ChartOutput } from '../../../core/chart/compute-chart';
import { languageOf } from '../../../i18n/languages';

type T = ReturnType<typeof useTranslation>['t'];

/** The sentence on a planet's dignity, when it has one (Venus's sign text speaks of its own). */
function dignityLine(t: T, planet: Planet, sign: Sign, dignity: Dignity) {
  return dignity
    ? t(`lifeAreas.dignity.${dignity}`, { planet: t(`bodies.${planet}`), sign: t(`signs.${sign}`) })
    : null;
}

/** "Its ruler stands in …" for a house, or the sentence for a ruler in its own house. */
function rulerLine(t: T, h: HouseRuling, key: 'tenthRuler' | 'seventhRuler' | 'fifthRuler') {
  const home = h.rulerHouse === h.house && key !== 'fifthRuler';
  return t(`lifeAreas.${home ? `${key}Home` : key}`, {
    cuspSign: t(`signs.${h.cuspSign}`),
    ruler: t(`bodies.${h.ruler}`),
    rulerSign: t(`signs.${h.rulerSign}`),
    rulerHouse: t(`lifeAreas.houses.${h.rulerHouse}`),
    theme: t(`houseThemes.${h.rulerHouse}`),
  });
}

/** Sentences of one paragraph: English puts a space between them, Japanese and Chinese do not. */
function useSentences() {
  const { t, i18n } = useTranslation('results');
  const gap = languageOf(i18n.language) === 'en' ? ' ' : '';
  return { t, gap, join: (...parts: (string | null | false)[]) => parts.filter(Boolean).join(gap) };
}

/** A chart with a birth time: career and love are read from its houses and Midheaven. */
type TimedChart = ChartOutput & {
  houses: NonNullable<ChartOutput['houses']>;
  angles: NonNullable<ChartOutput['angles']>;
};

const names = (t: T, planets: readonly Planet[]) =>
  planets.map((p) => t(`bodies.${p}`)).join(t('judgement.listSeparator'));

/**
 * Career, read as an astrologer reads it: the Midheaven's sign, the 10th house's ruler and where it stands (with
 * its dignity), the planets in the 10th, Saturn's and the Sun's houses; then work that suits the Midheaven and
 * Sun signs together.
 */
export function CareerCard({ chart, signs }: { chart: TimedChart; signs: Record<Sign, SignReadings> }) {
  const { t, gap, join } = useSentences();
  const c = careerReading(chart);
  const mc = signs[c.midheavenSign].midheaven;
  const jobs = [...new Set([...signs[c.midheavenSign].career.jobs, ...signs[c.sun.sign].career.jobs])];
  const dignity = dignityLine(t, c.tenth.ruler, c.tenth.rulerSign, c.tenth.rulerDignity);
  return (
    <section className="card life-area" aria-labelledby="r-career" data-testid="career-reading">
      <h3 id="r-career">{t('readings.career')}</h3>
      <p className="muted">{t('lifeAreas.careerHow')}</p>
      <h4>
        {t('bodies.midheaven')} · {t(`signs.${c.midheavenSign}`)}
      </h4>
      <p>{mc.career}</p>
      <p>{mc.advantages}</p>
      <h4>{t('lifeAreas.houses.10')}</h4>
      <p>{join(rulerLine(t, c.tenth, 'tenthRuler'), dignity)}</p>
      {c.tenth.occupants.length > 0 ? (
        <>
          <p>{t('lifeAreas.tenthPlanets', { list: names(t, c.tenth.occupants) })}</p>
          <ul className="life-area-list">
            {c.tenth.occupants.map((p) => (
              <li key={p}>{t(`lifeAreas.atWork.${p}`, { planet: t(`bodies.${p}`) })}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('lifeAreas.tenthEmpty')}</p>
      )}
      <p>
        {join(
          t('lifeAreas.saturnHouse', {
            house: t(`lifeAreas.houses.${c.saturn.house}`),
            theme: t(`houseThemes.${c.saturn.house}`),
          }),
          t('lifeAreas.sunHouse', {
            house: t(`lifeAreas.houses.${c.sun.house}`),
            theme: t(`houseThemes.${c.sun.house}`),
          }),
        )}
      </p>
      <p>
        <strong>
          {t('lifeAreas.jobs', { mc: t(`signs.${c.midheavenSign}`), sun: t(`signs.${c.sun.sign}`) })}
        </strong>
        {gap}
        {jobs.join(t('judgement.listSeparator'))}
      </p>
      <p>{mc.suggestions}</p>
    </section>
  );
}

/**
 * Love, read from Venus (its sign's text and its house), Mars and the Moon, the 7th house (the sign on its cusp,
 * its ruler and planets), the 5th house's ruler, and Venus's aspects to Mars and Saturn; friendship and the
 * compatible signs still come from the Sun sign, and say so.
 */
export function LoveCard({
  chart,
  signs,
}: {
  chart: Omit<TimedChart, 'angles'>;
  signs: Record<Sign, SignReadings>;
}) {
  const { t, gap, join } = useSentences();
  const l = loveReading(chart);
  const sun = chart.bodies.sun.sign;
  return (
    <section className="card life-area" aria-labelledby="r-love" data-testid="love-reading">
      <h3 id="r-love">{t('readings.relationships')}</h3>
      <p className="muted">{t('lifeAreas.loveHow')}</p>
      <h4>{t('readings.venus', { sign: t(`signs.${l.venus.sign}`) })}</h4>
      <p>{signs[l.venus.sign].venus}</p>
      <p>
        {t('lifeAreas.venusHouse', {
          house: t(`lifeAreas.houses.${l.venus.house}`),
          theme: t(`houseThemes.${l.venus.house}`),
        })}
      </p>
      <p>
        {join(
          t('lifeAreas.marsStyle', {
            sign: t(`signs.${l.mars.sign}`),
            style: t(`lifeAreas.marsStyles.${l.mars.element}`),
          }),
          t('lifeAreas.moonNeed', {
            sign: t(`signs.${l.moon.sign}`),
            need: t(`lifeAreas.moonNeeds.${l.moon.element}`),
          }),
        )}
      </p>
      {(l.venusMars || l.venusSaturn) && (
        <p>
          {join(
            l.venusMars && t(`lifeAreas.venusMars.${l.venusMars}`),
            l.venusSaturn && t(`lifeAreas.venusSaturn.${l.venusSaturn}`),
          )}
        </p>
      )}
      <h4>{t('lifeAreas.houses.7')}</h4>
      <p>
        {join(
          t('lifeAreas.seventh', {
            cuspSign: t(`signs.${l.seventh.cuspSign}`),
            qualities: t(`lifeAreas.partnerQualities.${l.seventh.cuspSign}`),
          }),
          rulerLine(t, l.seventh, 'seventhRuler'),
          l.seventh.occupants.length > 0 &&
            t('lifeAreas.seventhPlanets', { list: names(t, l.seventh.occupants) }),
        )}
      </p>
      <h4>{t('lifeAreas.houses.5')}</h4>
      <p>
        {join(
          rulerLine(t, l.fifth, 'fifthRuler'),
          l.fifth.occupants.length > 0 && t('lifeAreas.fifthPlanets', { list: names(t, l.fifth.occupants) }),
        )}
      </p>
      <h4>{t('lifeAreas.friendship', { sign: t(`signs.${sun}`) })}</h4>
      <p>{signs[sun].relationships.friendship}</p>
      <p>
        <strong>{t('readings.compatible')}</strong>
        {gap}
        {signs[sun].relationships.compatible.map((s) => t(`signs.${s}`)).join(t('judgement.listSeparator'))}
      </p>
    </section>
  );
}
