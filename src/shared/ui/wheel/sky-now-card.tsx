import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_BODIES } from '../../../core/astrology/vocabulary';
import type { ChartOutput } from '../../../core/chart/compute-chart';
import { INTL_LOCALE } from '../../../i18n/intl-locale';
import { languageOf } from '../../../i18n/languages';
import { NatalWheel, type WheelOptions } from './natal-wheel';
import { castSky, msToNextMinute } from './sky-chart';

const SKY_OPTIONS: WheelOptions = {
  aspects: true,
  houses: false,
  labels: true,
  angles: false,
  degrees: true,
};
const pad2 = (n: number) => String(n).padStart(2, '0');

type Sky = { state: 'loading' } | { state: 'ready'; chart: ChartOutput; at: Date } | { state: 'failed' };

/** Casts the sky now, again just after each minute turns and whenever the page comes back into view. */
function useSkyNow(): Sky {
  const [sky, setSky] = useState<Sky>({ state: 'loading' });
  useEffect(() => {
    let alive = true;
    let timer = 0;
    const cast = () => {
      window.clearTimeout(timer);
      const at = new Date();
      castSky(at).then(
        (chart) => alive && setSky({ state: 'ready', chart, at }),
        () => alive && setSky((s) => (s.state === 'ready' ? s : { state: 'failed' })),
      );
      timer = window.setTimeout(cast, msToNextMinute(at.getTime()));
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') cast();
    };
    cast();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      alive = false;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return sky;
}

/** The sky card itself (loaded lazily by SkyNow, which holds its place until then). */
export default function SkyNowCard() {
  const { t, i18n } = useTranslation('results');
  const sky = useSkyNow();
  const titleId = useId();
  const locale = INTL_LOCALE[languageOf(i18n.language) ?? 'ja'];
  const chart = sky.state === 'ready' ? sky.chart : null;
  const time =
    sky.state === 'ready'
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(sky.at)
      : '';
  const sign = (body: 'sun' | 'moon') => (chart ? t(`signs.${chart.bodies[body].sign}`) : '');

  return (
    <section className="sky-now" aria-labelledby={titleId} aria-busy={sky.state === 'loading'}>
      <div className="sky-now-head">
        <h2 id={titleId} className="sky-now-title">
          {t('wheel.skyNow.title')}
        </h2>
        <p className="sky-now-time">
          {sky.state === 'ready' && (
            <time dateTime={sky.at.toISOString()}>{t('wheel.skyNow.time', { time })}</time>
          )}
        </p>
      </div>
      <div className="sky-now-wheel">
        {chart ? (
          <NatalWheel
            chart={chart}
            options={SKY_OPTIONS}
            orientation="aries"
            label={t('wheel.skyNow.wheelLabel')}
            testId="sky-now-wheel"
          />
        ) : (
          <div className={`sky-now-disc${sky.state === 'failed' ? ' failed' : ''}`} aria-hidden="true" />
        )}
      </div>
      <p className="sky-now-luminaries">
        {chart && t('wheel.skyNow.sunMoon', { sun: sign('sun'), moon: sign('moon') })}
        {sky.state === 'failed' && t('wheel.skyNow.unavailable')}
      </p>
      <p className="sky-now-caption">{t('wheel.skyNow.caption')}</p>
      {chart && (
        <div className="sr-only">
          <h3>{t('wheel.skyNow.positions')}</h3>
          <ul>
            {CHART_BODIES.map((id) => {
              const b = chart.bodies[id];
              const retro = b.retrograde && id !== 'northNode' && id !== 'southNode';
              return (
                <li key={id}>
                  {`${t(`bodies.${id}`)}${t('punct.colon')}${t(`signs.${b.sign}`)} ${b.degree}°${pad2(b.minute)}′${retro ? `${t('punct.comma')}${t('astro.retrograde')}` : ''}`}
                </li>
              );
            })}
          </ul>
          <h3>{t('wheel.skyNow.aspects')}</h3>
          <ul>
            {chart.aspects
              .filter(
                (a) =>
                  a.a !== 'ascendant' && a.a !== 'midheaven' && a.b !== 'ascendant' && a.b !== 'midheaven',
              )
              .map((a) => (
                <li key={`${a.a}-${a.b}`}>
                  {`${t(`bodies.${a.a}`)} · ${t(`aspectTypes.${a.type}`)} · ${t(`bodies.${a.b}`)}`}
                </li>
              ))}
          </ul>
        </div>
      )}
    </section>
  );
}
