import { useTranslation } from 'react-i18next';
import { dignitySigns } from '../../core/astrology/life-areas';
import { DEFAULT_ORBS } from '../../core/astrology/orbs';
import { ASPECT_KINDS, PLANETS, SIGNS } from '../../core/astrology/vocabulary';
import { LIFE_STAGES } from '../../core/bazi/life-stages';
import { SOLAR_TERMS } from '../../core/bazi/solar-terms';
import { BRANCHES } from '../../core/bazi/stems-branches';
import { TEN_GODS } from '../../core/bazi/ten-gods';

const ASPECT_ANGLE = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 } as const;

/** The ten gods in the engine's order, with how each relates to the Day Master and the people it stands for. */
export function TenGodsTable() {
  const { t } = useTranslation(['learn', 'results']);
  return (
    <table className="learn-table">
      <caption>{t('tables.tenGods.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tables.tenGods.god')}</th>
          <th scope="col">{t('tables.tenGods.relation')}</th>
          <th scope="col">{t('tables.tenGods.family')}</th>
        </tr>
      </thead>
      <tbody>
        {TEN_GODS.map((g) => (
          <tr key={g}>
            <th scope="row">{t(`results:tenGods.${g}`)}</th>
            <td>{t(`tables.tenGods.rel.${g}`)}</td>
            <td>{t(`tables.tenGods.fam.${g}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The twelve life stages in their cycle's order. */
export function StagesTable() {
  const { t } = useTranslation(['learn', 'results']);
  return (
    <table className="learn-table">
      <caption>{t('tables.stages.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tables.stages.stage')}</th>
          <th scope="col">{t('tables.stages.meaning')}</th>
        </tr>
      </thead>
      <tbody>
        {LIFE_STAGES.map((s) => (
          <tr key={s}>
            <th scope="row">{t(`results:stages.${s}`)}</th>
            <td>{t(`tables.stages.mean.${s}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The 24 solar terms from 立春, with the Sun's longitude that defines each, and for the twelve 節 the month branch
 * they open (立春 opens 寅; each 節 after it the next branch).
 */
export function SolarTermsTable() {
  const { t } = useTranslation(['learn', 'results']);
  const fromSpring = [...SOLAR_TERMS.slice(2), ...SOLAR_TERMS.slice(0, 2)];
  let jie = 0;
  return (
    <table className="learn-table">
      <caption>{t('tables.solarTerms.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tables.solarTerms.term')}</th>
          <th scope="col">{t('tables.solarTerms.sunLon')}</th>
          <th scope="col">{t('tables.solarTerms.kind')}</th>
          <th scope="col">{t('tables.solarTerms.month')}</th>
        </tr>
      </thead>
      <tbody>
        {fromSpring.map((term) => {
          const branch = term.jie ? BRANCHES[(2 + jie++) % 12] : null;
          return (
            <tr key={term.key}>
              <th scope="row">{t(`results:solarTerms.${term.key}`)}</th>
              <td className="learn-num">{term.lonDeg}°</td>
              <td>{t(term.jie ? 'tables.solarTerms.jie' : 'tables.solarTerms.qi')}</td>
              <td className="learn-glyph">{branch ?? ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * Each planet's essential dignities, read from the engine's own table (Lilly's rulerships and exaltations): where it
 * is strong (domicile, exaltation) and where weak (detriment, fall), two labelled lines per cell so the table fits a
 * phone.
 */
export function PlanetsTable() {
  const { t } = useTranslation(['learn', 'results']);
  const line = (
    planet: (typeof PLANETS)[number],
    dignity: 'domicile' | 'exaltation' | 'detriment' | 'fall',
  ) => {
    const signs = SIGNS.filter((s) => dignitySigns(planet)[dignity].includes(s)).map((s) =>
      t(`results:signs.${s}`),
    );
    return (
      <span className="learn-dignity" data-dignity={dignity}>
        <span className="learn-dignity-label">{t(`tables.planets.${dignity}`)}</span>{' '}
        {signs.join(t('facts.listJoin')) || '—'}
      </span>
    );
  };
  return (
    <table className="learn-table">
      <caption>{t('tables.planets.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tables.planets.planet')}</th>
          <th scope="col">{t('tables.planets.strong')}</th>
          <th scope="col">{t('tables.planets.weak')}</th>
        </tr>
      </thead>
      <tbody>
        {PLANETS.map((p) => (
          <tr key={p}>
            <th scope="row">{t(`results:bodies.${p}`)}</th>
            <td>
              {line(p, 'domicile')}
              {line(p, 'exaltation')}
            </td>
            <td>
              {line(p, 'detriment')}
              {line(p, 'fall')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The five major aspects with their angles and the range of orbs the engine allows (points … luminaries). */
export function AspectsTable() {
  const { t } = useTranslation(['learn', 'results']);
  return (
    <table className="learn-table">
      <caption>{t('tables.aspects.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tables.aspects.aspect')}</th>
          <th scope="col">{t('tables.aspects.orb')}</th>
          <th scope="col">{t('tables.aspects.nature')}</th>
        </tr>
      </thead>
      <tbody>
        {ASPECT_KINDS.map((a) => {
          const orbs = Object.values(DEFAULT_ORBS[a]);
          return (
            <tr key={a} data-angle={ASPECT_ANGLE[a]}>
              <th scope="row">{t(`results:aspectTypes.${a}`)}</th>
              <td className="learn-num">
                {Math.min(...orbs)}–{Math.max(...orbs)}°
              </td>
              <td>{t(`tables.aspects.nat.${a}`)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
