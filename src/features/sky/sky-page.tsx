import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import type { ChartPoint } from '../../core/astrology/vocabulary';
import type { Place } from '../../core/geo/place';
import {
  type CheckResult,
  SYSTEM_TEST_CASES,
  selfCheck,
  sunriseCheck,
  systemTestModel,
} from '../../core/sky/self-check';
import { clockAt, parseSkyForm, type SkyField, type SkyForm, type SkyInput } from '../../core/sky/sky-input';
import { type SkyModel, skyModelAt } from '../../core/sky/sky-model';
import { PlaceCombobox } from '../../shared/birth-form/place-combobox';
import { usePlaceEngine } from '../../shared/birth-form/place-engine';
import { formatLocalDateTime } from '../../shared/lib/local-date';
import { offsetText, zoneName } from '../../shared/lib/utc-offset';
import { paths } from '../../shared/paths';
import { useAppStore } from '../../shared/stores/app-store';
import { ScrollRegion } from '../../shared/ui/scroll-region';
import { CATALOGUE } from './scene/catalogue';
import { DEFAULT_LAYERS, type SkyLayers, SkyScene, type SkyTexts } from './scene/sky-scene';
import { SkyView, spriteLabel, type ViewMode } from './scene/sky-view';
import { addSkyTexts } from './sky-texts';
import '../../shared/birth-form/birth-form.css';
import './sky.css';
import { DEFAULT_LANGUAGE, languageOf } from '../../i18n/languages';
import { birthplaceLabel } from '../../shared/lib/birthplace-label';

const TOKYO = { tz: 'Asia/Tokyo', lat: '35.6895', lng: '139.6917' };
const LAYER_KEYS = [
  'horizon',
  'equator',
  'ecliptic',
  'zodiac',
  'houses',
  'aspects',
  'grid',
  'stars',
] as const;
const ANGLE_LABEL: Partial<Record<ChartPoint, string>> = { ascendant: 'ASC', midheaven: 'MC' };

/** The form filled with the stored birth (its place's zone and coordinates), or the sky now over Tokyo. */
function initialForm(
  user: { birthdate: string; birthHour: number; birthMinute: number } | null,
  place: { lat: number; lng: number; tz: string } | null,
): SkyForm {
  if (user && place) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      date: user.birthdate,
      time: `${pad(user.birthHour)}:${pad(user.birthMinute)}`,
      tz: place.tz,
      lat: String(place.lat),
      lng: String(place.lng),
      heightM: '0',
    };
  }
  return { ...clockAt(TOKYO.tz, Date.now()), tz: TOKYO.tz, lat: TOKYO.lat, lng: TOKYO.lng, heightM: '0' };
}

/** Every check of the drawn sky, sunrise included (a headless scene for the sunrise instant). */
function runChecks(model: SkyModel, sky: SkyScene): CheckResult[] {
  return [
    ...selfCheck(model, sky.readback()),
    sunriseCheck(model, (jdUt) => {
      const at = new SkyScene(skyModelAt({ ...model.request, jdUt }));
      const back = at.readback();
      at.dispose();
      return back;
    }),
  ];
}

/** /sky/3d (the sky seen from the birthplace) and /sky/chart (the chart viewer); any other view goes to the 3D sky. */
export function Component() {
  const { view } = useParams();
  const { i18n } = useTranslation('results');
  addSkyTexts(i18n);
  if (view !== '3d' && view !== 'chart') return <Navigate replace to={paths.sky3d} />;
  return <SkyPage key={view} mode={view === '3d' ? 'inside' : 'outside'} />;
}

/**
 * The sky views (issue 15): `inside`, the 3D sky seen from the birthplace; `outside`, the chart viewer (the chart as
 * a celestial sphere). Both draw the engine's model of the chosen moment and read it back for the self-check.
 */
export function SkyPage({ mode }: { mode: ViewMode }) {
  const { t, i18n } = useTranslation(['sky', 'results']);
  const lang = languageOf(i18n.language) ?? DEFAULT_LANGUAGE;
  const user = useAppStore((s) => s.userData);
  const chart = useAppStore((s) => s.calculationResults?.chart ?? null);
  const conventions = useAppStore((s) => s.settings.conventions);
  const birth = useMemo(() => initialForm(user, chart?.place ?? null), [user, chart]);
  const [form, setForm] = useState<SkyForm>(birth);
  const [errors, setErrors] = useState<Partial<Record<SkyField, string>>>({});
  const [input, setInput] = useState<SkyInput>(() => {
    const r = parseSkyForm(birth);
    if ('ok' in r) return r.ok;
    // The stored birth always parses (it was cast); the fallback is the sky now over Tokyo.
    const now = parseSkyForm(initialForm(null, null));
    return (now as { ok: SkyInput }).ok;
  });
  const [shown, setShown] = useState<SkyForm>(birth);
  // The place, chosen with the birth form's own search (issue 30 §6): its name, and the name of the place shown.
  const places = usePlaceEngine();
  const birthPlaceName = user && chart ? birthplaceLabel(user, i18n.language) : t('form.placeDefault');
  const [placeText, setPlaceText] = useState(birthPlaceName);
  const [shownPlace, setShownPlace] = useState<string | null>(birthPlaceName);
  /** The place last chosen from the list (or the stored birthplace), with the coordinates and zone it gave. */
  const placeOf = useRef<{ name: string; tz: string; lat: string; lng: string } | null>(
    birthPlaceName ? { name: birthPlaceName, tz: birth.tz, lat: birth.lat, lng: birth.lng } : null,
  );
  // The sphere seen from outside shows the chart's circles; its stars, behind them, would only crowd it.
  const [layers, setLayers] = useState<SkyLayers>(
    mode === 'outside' ? { ...DEFAULT_LAYERS, stars: false } : DEFAULT_LAYERS,
  );
  // The globe turns slowly on its own, unless the reader asked their system for less motion; the 3D sky never does.
  const [animate, setAnimate] = useState(
    () =>
      mode === 'outside' &&
      !(typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches),
  );
  const [speed, setSpeed] = useState(4);
  const [webgl, setWebgl] = useState(true);
  const [checks, setChecks] = useState<CheckResult[]>([]);
  const [system, setSystem] = useState<{ done: number; results: CheckResult[] } | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const sky = useRef<SkyScene | null>(null);
  const view = useRef<SkyView | null>(null);
  const ids = useId();

  const model = useMemo(
    () =>
      skyModelAt({
        jdUt: input.jdUt,
        latDeg: input.latDeg,
        lngDeg: input.lngDeg,
        heightM: input.heightM,
        houseSystem: conventions.houseSystem,
        node: conventions.node,
      }),
    [input, conventions.houseSystem, conventions.node],
  );
  const modelRef = useRef(model);
  modelRef.current = model;

  // The scene and its view: built once per language (labels are drawn text), disposed on leaving.
  useEffect(() => {
    const texts: SkyTexts = {
      point: (id) => ANGLE_LABEL[id] ?? t(`results:bodies.${id}`),
      sign: (s) => t(`results:signs.${s}`),
      cardinal: (d) => t(`cardinal.${d}`),
      constellation: (id) => CATALOGUE.constellations[id]?.[lang] ?? id,
      house: (n) => String(n),
    };
    const scene = new SkyScene(modelRef.current, texts, spriteLabel, mode === 'outside' ? 2.4 : 1);
    sky.current = scene;
    setChecks(runChecks(modelRef.current, scene));
    let v: SkyView | null = null;
    if (canvas.current) {
      try {
        v = new SkyView(canvas.current, scene, mode);
        setWebgl(true);
      } catch {
        setWebgl(false);
      }
    }
    view.current = v;
    return () => {
      v?.dispose();
      scene.dispose();
      view.current = null;
      sky.current = null;
    };
  }, [lang, mode, t]);

  useEffect(() => {
    if (!sky.current) return;
    sky.current.update(model);
    sky.current.setLayers(layers);
    view.current?.invalidate();
    setChecks(runChecks(model, sky.current));
  }, [model, layers]);

  useEffect(() => {
    if (view.current) view.current.speedDegPerS = animate ? speed : 0;
  }, [animate, speed]);

  const apply = (next: SkyForm) => {
    const r = parseSkyForm(next);
    if ('errors' in r) {
      setErrors(Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k, t(`errors.${v}`)])));
      return;
    }
    setErrors({});
    setInput(r.ok);
    setShown(next);
    // A place is named only while the coordinates and zone are the ones it gave.
    setShownPlace(
      placeOf.current?.tz === next.tz && placeOf.current.lat === next.lat && placeOf.current.lng === next.lng
        ? placeOf.current.name
        : null,
    );
    setSystem(null);
  };
  const choosePlace = (place: Place) => {
    const name = places.engine ? places.engine.name(place, lang) : place.name;
    const next = { ...form, tz: place.tz, lat: String(place.lat), lng: String(place.lng) };
    placeOf.current = { name, tz: next.tz, lat: next.lat, lng: next.lng };
    setPlaceText(name);
    setForm(next);
  };
  const field = (name: SkyField, type: string, extra: Record<string, string> = {}, hint?: string) => {
    const described = [errors[name] && `${ids}-${name}-error`, hint && `${ids}-${name}-hint`].filter(Boolean);
    return (
      <div className={`sky-field sky-field-${name}`}>
        <label htmlFor={`${ids}-${name}`}>{t(`form.${name === 'heightM' ? 'height' : name}`)}</label>
        <input
          id={`${ids}-${name}`}
          type={type}
          value={form[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={described.length ? described.join(' ') : undefined}
          onChange={(e) => setForm({ ...form, [name]: e.target.value })}
          {...extra}
        />
        {errors[name] && (
          <p className="field-error" id={`${ids}-${name}-error`}>
            {errors[name]}
          </p>
        )}
        {hint && (
          <p className="field-note" id={`${ids}-${name}-hint`}>
            {hint}
          </p>
        )}
      </div>
    );
  };

  const runSystem = () => {
    const results: CheckResult[] = [];
    setSystem({ done: 0, results });
    // One place per task, so the progress shows and the page stays responsive.
    const step = (i: number) => {
      const c = SYSTEM_TEST_CASES[i];
      if (!c) return;
      const at = systemTestModel(c);
      const scene = new SkyScene(at);
      results.push(...runChecks(at, scene));
      scene.dispose();
      setSystem({ done: i + 1, results: [...results] });
      setTimeout(() => step(i + 1), 0);
    };
    setTimeout(() => step(0), 0);
  };

  // The place shown, or else its zone as the language names it (日本標準時), never an IANA id; else the offset alone.
  const shownZone = shownPlace ?? zoneName(shown.tz, i18n.language, Date.parse(input.utc));
  const hasCoordError = (['tz', 'lat', 'lng', 'heightM'] as const).some((k) => errors[k]);
  const passed = checks.filter((c) => c.pass).length;
  const figure = (c: CheckResult) =>
    c.skipped
      ? t('check.noSunrise')
      : `${c.value.toFixed(c.unit === 'deg' ? 2 : 3)}${c.unit === 'deg' ? '°' : '′'} ≤ ${c.limit}${c.unit === 'deg' ? '°' : '′'}`;
  const subject = (c: CheckResult) =>
    c.subject ? (ANGLE_LABEL[c.subject] ?? t(`results:bodies.${c.subject}`)) : t('check.all');

  return (
    <div className="page sky-page" data-mode={mode}>
      <header className="sky-header">
        <h1>{t(mode === 'inside' ? 'title3d' : 'titleChart')}</h1>
        <p className="lead">{t(mode === 'inside' ? 'lead3d' : 'leadChart')}</p>
        <p className="sky-showing" data-testid="sky-showing">
          {t(shownZone ? 'form.showing' : 'form.showingOffset', {
            moment: formatLocalDateTime(`${shown.date} ${shown.time}`, i18n.language),
            tz: shownZone,
            offset: offsetText(input.offsetMinutes),
            lat: input.latDeg,
            lon: input.lngDeg,
            height: input.heightM,
          })}
        </p>
        {user?.birthTimeUnknown && shown.date === user.birthdate && shown.time === '12:00' && (
          // Without a birth time the stored birth opens at noon: say so, and that the time can be changed.
          <p className="field-note" data-testid="sky-no-time">
            {t('form.birthNoTime')}
          </p>
        )}
      </header>

      <div className="sky-stage" ref={stage}>
        {webgl ? (
          <canvas
            ref={canvas}
            className="sky-canvas"
            tabIndex={0}
            role="img"
            aria-label={t(mode === 'inside' ? 'view.label3d' : 'view.labelChart')}
          />
        ) : (
          <p className="sky-webgl" role="alert">
            {t('view.webgl')}
          </p>
        )}
        <div className="sky-stage-actions">
          <button type="button" className="button-secondary" onClick={() => view.current?.reset()}>
            {t('actions.reset')}
          </button>
          <button
            type="button"
            className="button-secondary"
            onClick={() => void stage.current?.requestFullscreen?.().catch(() => undefined)}
          >
            {t('actions.fullscreen')}
          </button>
          <Link className="button-ghost" to={mode === 'inside' ? paths.skyChart : paths.sky3d}>
            {t(mode === 'inside' ? 'otherViewChart' : 'otherView3d')}
          </Link>
        </div>
      </div>

      <fieldset className="card sky-layers">
        <legend>{t('layers.legend')}</legend>
        {LAYER_KEYS.map((k) => (
          <label key={k} className="sky-toggle">
            <input
              type="checkbox"
              checked={layers[k]}
              onChange={(e) => setLayers({ ...layers, [k]: e.target.checked })}
            />
            {t(`layers.${k}`)}
          </label>
        ))}
        <label className="sky-toggle">
          <input type="checkbox" checked={animate} onChange={(e) => setAnimate(e.target.checked)} />
          {t('layers.animate')}
        </label>
        <label className="sky-speed">
          {t('layers.speed')}
          <input
            type="range"
            min={1}
            max={30}
            value={speed}
            disabled={!animate}
            onChange={(e) => setSpeed(Number(e.target.value))}
          />
        </label>
      </fieldset>

      <form
        className="card sky-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          apply(form);
        }}
      >
        <fieldset>
          <legend>{t('form.legend')}</legend>
          {Object.keys(errors).length > 0 && (
            <p className="field-error" role="alert">
              {t('errors.summary')}
            </p>
          )}
          <div className="sky-fields">
            {field('date', 'date')}
            {field('time', 'time')}
            <div className="sky-field sky-field-place">
              <label htmlFor={`${ids}-place`}>{t('form.place')}</label>
              <PlaceCombobox
                id={`${ids}-place`}
                lang={lang}
                engine={places.engine}
                onStart={places.start}
                value={placeText}
                onType={setPlaceText}
                onChoose={choosePlace}
                onLeave={() => undefined}
                invalid={false}
                describedBy={`${ids}-place-hint`}
              />
              <p className="field-note" id={`${ids}-place-hint`}>
                {t('form.placeHint')}
              </p>
            </div>
          </div>
          {/* The zone and coordinates the place gave, to set by hand; opened by itself when one of them is refused. */}
          <details className="sky-coords" open={hasCoordError || undefined}>
            <summary>{t('form.coords')}</summary>
            <div className="sky-fields">
              {field('tz', 'text', { autoComplete: 'off', spellCheck: 'false' }, t('form.tzHint'))}
              {field('lat', 'text', { inputMode: 'decimal' })}
              {field('lng', 'text', { inputMode: 'decimal' })}
              {field('heightM', 'text', { inputMode: 'decimal' })}
            </div>
          </details>
          <div className="row-actions">
            <button type="submit" className="button-primary">
              {t('form.apply')}
            </button>
            <button
              type="button"
              className="button-secondary"
              onClick={() => {
                const next = { ...form, ...clockAt(form.tz.trim() || TOKYO.tz, Date.now()) };
                setForm(next);
                apply(next);
              }}
            >
              {t('form.now')}
            </button>
            {user && chart && (
              <button
                type="button"
                className="button-ghost"
                onClick={() => {
                  setForm(birth);
                  apply(birth);
                }}
              >
                {t('form.birth')}
              </button>
            )}
          </div>
        </fieldset>
      </form>

      <section className="card sky-notes">
        <p>{t('view.geocentric')}</p>
        <p>{t('view.signs')}</p>
      </section>

      {/* The self-check and the system tests stay, behind a disclosure: a reader sees the sky, not a test table. */}
      <details className="card sky-check" data-testid="sky-check">
        <summary>
          <span className="sky-check-title">{t('check.disclosure')}</span>{' '}
          <span className={passed === checks.length ? 'sky-ok' : 'sky-bad'} data-testid="sky-check-summary">
            {t('check.summary', { passed, total: checks.length })}
          </span>
        </summary>
        <p>{t('check.lead')}</p>
        <CheckTable checks={checks} figure={figure} subject={subject} />
        <ul className="sky-sanity">
          {checks
            .filter((c) => c.kind !== 'ecliptic' && c.kind !== 'horizon')
            .map((c) => (
              <li key={c.kind} data-check={c.kind} data-pass={c.pass}>
                <span className={c.pass ? 'sky-ok' : 'sky-bad'}>
                  {t(c.skipped ? 'check.skipped' : c.pass ? 'check.pass' : 'check.fail')}
                </span>{' '}
                {t(`check.kinds.${c.kind}`)} <span className="num">{figure(c)}</span>
              </li>
            ))}
        </ul>
        <h3>{t('check.systemTitle')}</h3>
        <p>{t('check.systemLead')}</p>
        <button
          type="button"
          className="button-secondary"
          onClick={runSystem}
          disabled={!!system && system.done < SYSTEM_TEST_CASES.length}
        >
          {t('check.systemRun')}
        </button>
        {system && (
          <p aria-live="polite" data-testid="sky-system-status">
            {system.done < SYSTEM_TEST_CASES.length
              ? t('check.systemRunning', { done: system.done, total: SYSTEM_TEST_CASES.length })
              : t('check.systemResult', {
                  passed: system.results.filter((r) => r.pass).length,
                  total: system.results.length,
                  cases: SYSTEM_TEST_CASES.length,
                })}
          </p>
        )}
        {system && system.done === SYSTEM_TEST_CASES.length && (
          <ul className="sky-system-cases" data-testid="sky-system-cases">
            {SYSTEM_TEST_CASES.map((c, i) => {
              const per = system.results.length / SYSTEM_TEST_CASES.length;
              const mine = system.results.slice(i * per, (i + 1) * per);
              const ok = mine.every((r) => r.pass);
              return (
                <li key={c.id} data-case={c.id} data-pass={ok}>
                  <span className={ok ? 'sky-ok' : 'sky-bad'}>{t(ok ? 'check.pass' : 'check.fail')}</span>{' '}
                  {t(`check.cases.${c.id}`)} ·{' '}
                  {t('check.summary', { passed: mine.filter((r) => r.pass).length, total: mine.length })}
                </li>
              );
            })}
          </ul>
        )}
        <p className="field-note">{t('view.credit')}</p>
      </details>
    </div>
  );
}

/** Every drawn point: how far its position read back from the scene lies from the engine's, in both frames. */
function CheckTable({
  checks,
  figure,
  subject,
}: {
  checks: CheckResult[];
  figure: (c: CheckResult) => string;
  subject: (c: CheckResult) => string;
}) {
  const { t } = useTranslation('sky');
  const rows = checks.filter((c) => c.kind === 'ecliptic');
  const cell = (c: CheckResult | undefined) =>
    c ? (
      <td className="num" data-check={c.kind} data-pass={c.pass}>
        <span className={c.pass ? 'sky-ok' : 'sky-bad'}>{c.pass ? '✓' : '✗'}</span>{' '}
        {figure(c).split(' ≤ ')[0]}
        <span className="sr-only"> {t(c.pass ? 'check.pass' : 'check.fail')}</span>
      </td>
    ) : (
      <td />
    );
  return (
    <ScrollRegion label={t('check.title')}>
      <table className="data sky-check-table">
        <thead>
          <tr>
            <th scope="col">{t('check.subject')}</th>
            <th scope="col">{t('check.kinds.ecliptic')}</th>
            <th scope="col">{t('check.kinds.horizon')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.subject}>
              <th scope="row">{subject(c)}</th>
              {cell(c)}
              {cell(checks.find((h) => h.kind === 'horizon' && h.subject === c.subject))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
