import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { computeResults } from '../../shared/lib/analysis';
import { useAppStore } from '../../shared/stores/app-store';
import { AspectList } from '../../shared/ui/aspect-list';
import '../../shared/ui/results.css';
import './transit.css';

type Engine = {
  birthMoment: typeof import('../../core/time/birth-moment').birthMoment;
  transitPoints: typeof import('../../core/transit/transits-at').transitPoints;
  transitAspects: typeof import('../../core/transit/transits-at').transitAspects;
  ageOn: typeof import('../../core/transit/life-dates').ageOn;
  daysUntilBirthday: typeof import('../../core/transit/life-dates').daysUntilBirthday;
  nextBirthday: typeof import('../../core/transit/life-dates').nextBirthday;
  zodiacPosition: typeof import('../../core/astrology/zodiac').zodiacPosition;
};

async function loadEngine(): Promise<Engine> {
  const [time, transit, life, zodiac] = await Promise.all([
    import('../../core/time/birth-moment'),
    import('../../core/transit/transits-at'),
    import('../../core/transit/life-dates'),
    import('../../core/astrology/zodiac'),
  ]);
  return { ...time, ...transit, ...life, ...zodiac };
}

const STEPS = ['prepare', 'calculate', 'analyze', 'interpret', 'complete'] as const;
type Result = {
  date: string;
  positions: { point: string; sign: string; degree: number; minute: number; retrograde: boolean }[];
  aspects: { a: string; b: string; type: string; orb: number; applying: boolean }[];
};

const todayText = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Transit analysis (minimal until its own issue): the real sky of a chosen date against the natal chart. */
export function Component() {
  const { t } = useTranslation('results');
  const user = useAppStore((s) => s.userData);
  const results = useAppStore((s) => s.calculationResults);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [date, setDate] = useState(todayText);
  const [step, setStep] = useState<number>(-1);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    loadEngine().then(setEngine, () => setError('common:appErrors.CalculationError'));
  }, []);
  // Birth data without a stored chart (e.g. cleared results): cast it once, as the spec's initialisation does.
  useEffect(() => {
    if (!user || results) return;
    const { settings, replacePersisted } = useAppStore.getState();
    computeResults(user, settings.conventions).then(
      (r) => replacePersisted({ calculationResults: r }),
      () => setError('common:appErrors.CalculationError'),
    );
  }, [user, results]);
  if (!user) return null; // guarded

  let preview: { age: number; days: number } | null = null;
  if (engine) {
    try {
      preview = {
        age: engine.ageOn(user.birthdate, date),
        days: engine.daysUntilBirthday(user.birthdate, date),
      };
    } catch {
      preview = null;
    }
  }

  const quick = (kind: 'today' | 'birthday' | 'newYear') => {
    const today = todayText();
    if (kind === 'today') setDate(today);
    else if (kind === 'birthday' && engine) setDate(engine.nextBirthday(user.birthdate, today));
    else if (kind === 'newYear') setDate(`${Number(today.slice(0, 4)) + 1}-01-01`);
    setResult(null);
  };

  const analyze = async () => {
    if (!engine || !results) return;
    setError(null);
    setResult(null);
    const pause = () => new Promise((r) => setTimeout(r, 120));
    try {
      setStep(0);
      await pause();
      const place = results.chart.place;
      const moment = engine.birthMoment(date, '12:00', place.tz, place.lng);
      setStep(1);
      await pause();
      const points = engine.transitPoints(moment.jdUt);
      setStep(2);
      await pause();
      const natal = [
        ...Object.entries(results.chart.bodies).map(([point, b]) => ({ point, lonDeg: b.longitude })),
        { point: 'ascendant', lonDeg: results.chart.angles.ascendant.longitude },
        { point: 'midheaven', lonDeg: results.chart.angles.midheaven.longitude },
      ] as Parameters<Engine['transitAspects']>[1];
      const aspects = engine.transitAspects(points, natal, 3);
      setStep(3);
      await pause();
      setResult({
        date,
        positions: points.map((p) => ({
          point: p.point,
          ...engine.zodiacPosition(p.lonDeg),
          retrograde: p.speedDegPerDay < 0,
        })),
        aspects,
      });
      setStep(4);
    } catch {
      setStep(-1);
      setError('transit.invalidDate');
    }
  };

  return (
    <div className="page results-page">
      <header>
        <h1>{t('transit.title')}</h1>
        <p className="lead">{t('transit.lead')}</p>
      </header>
      <section className="card" aria-labelledby="date-title">
        <h2 id="date-title">{t('transit.quick')}</h2>
        <div className="row-actions">
          <button type="button" className="button-secondary" onClick={() => quick('today')}>
            {t('transit.today')}
          </button>
          <button
            type="button"
            className="button-secondary"
            onClick={() => quick('birthday')}
            disabled={!engine}
          >
            {t('transit.birthday')}
          </button>
          <button type="button" className="button-secondary" onClick={() => quick('newYear')}>
            {t('transit.newYear')}
          </button>
        </div>
        <div className="field transit-date">
          <label htmlFor="transit-date">{t('transit.custom')}</label>
          <input
            id="transit-date"
            type="date"
            min="1800-01-01"
            max="2200-12-31"
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setResult(null);
            }}
          />
        </div>
        {preview && <p className="muted">{t('transit.preview', preview)}</p>}
        <button
          type="button"
          className="button-primary"
          onClick={() => void analyze()}
          disabled={!engine || !date}
        >
          {t('transit.analyze')}
        </button>
        {step >= 0 && (
          <ol className="steps" aria-label={t('transit.analyze')}>
            {STEPS.map((s, i) => (
              <li key={s} aria-current={i === step ? 'step' : undefined} className={i <= step ? 'done' : ''}>
                {t(`transit.steps.${s}`)}
              </li>
            ))}
          </ol>
        )}
        {error && (
          <p className="form-error" role="alert">
            {t(error)}
          </p>
        )}
      </section>
      {result && (
        <div className="transit-results">
          <section className="card" aria-labelledby="tpos-title">
            <h2 id="tpos-title">
              {t('transit.positions')} · {result.date}
            </h2>
            <table className="data">
              <tbody>
                {result.positions.map((p) => (
                  <tr key={p.point}>
                    <th scope="row">{t(`bodies.${p.point}`)}</th>
                    <td>
                      {t(`signs.${p.sign}`)} {p.degree}°{String(p.minute).padStart(2, '0')}′
                      {p.retrograde ? ' ℞' : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className="card" aria-labelledby="tasp-title">
            <h2 id="tasp-title">{t('transit.toNatal')}</h2>
            {result.aspects.length === 0 ? (
              <p>{t('transit.none')}</p>
            ) : (
              <AspectList aspects={result.aspects} joiner=" → " />
            )}
          </section>
        </div>
      )}
      <nav className="card result-links" aria-label={t('links.astrology')}>
        <Link className="button-secondary" to={paths.astrologyResults(String(Date.now()))}>
          {t('links.astrology')}
        </Link>
        <Link className="button-ghost" to={paths.home}>
          {t('common:actions.home')}
        </Link>
      </nav>
    </div>
  );
}
