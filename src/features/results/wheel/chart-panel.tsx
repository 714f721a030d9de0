import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartBody } from '../../../core/astrology/vocabulary';
import type { ChartOutput } from '../../../core/chart/compute-chart';
import { NatalWheel, useRotation, type WheelOptions } from '../../../shared/ui/wheel/natal-wheel';
import './chart-panel.css';

const DEFAULT_OPTIONS: WheelOptions = { aspects: true, houses: true, labels: true };
const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The interactive chart: wheel, toggles, rotation, fullscreen, reset, and the selected body's details. */
export function ChartPanel({ chart }: { chart: ChartOutput }) {
  const { t } = useTranslation('results');
  const [options, setOptions] = useState<WheelOptions>(DEFAULT_OPTIONS);
  const [selected, setSelected] = useState<ChartBody | null>(null);
  const [animate, setAnimate] = useState(false);
  const [speed, setSpeed] = useState(6);
  const [rotation, resetRotation] = useRotation(animate, speed);
  const card = useRef<HTMLElement>(null);

  const toggle = (key: keyof WheelOptions) => (
    <label>
      <input
        type="checkbox"
        checked={options[key]}
        onChange={(e) => setOptions((o) => ({ ...o, [key]: e.target.checked }))}
      />
      {t(`wheel.${key}`)}
    </label>
  );
  const reset = () => {
    setOptions(DEFAULT_OPTIONS);
    setSelected(null);
    setAnimate(false);
    resetRotation();
  };
  const fullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void card.current?.requestFullscreen?.().catch(() => {});
  };

  const body = selected ? chart.bodies[selected] : null;
  const aspects = selected ? chart.aspects.filter((a) => a.a === selected || a.b === selected) : [];

  return (
    <section className="card wheel-card" ref={card} aria-labelledby="wheel-title" data-tour="chart">
      <h2 id="wheel-title" className="card-eyebrow">
        {t('wheel.title')}
      </h2>
      <NatalWheel
        chart={chart}
        options={options}
        rotationDeg={rotation}
        selected={selected}
        onSelect={setSelected}
      />
      <p className="legend" aria-hidden="true">
        <span className="l-conj">{t('aspectTypes.conjunction')}</span>
        <span className="l-soft">{t('wheel.soft')}</span>
        <span className="l-hard">{t('wheel.hard')}</span>
      </p>
      <div className="wheel-detail" aria-live="polite" data-testid="wheel-detail" data-report="skip">
        {body && selected ? (
          <>
            <h3>{t(`bodies.${selected}`)}</h3>
            <p>
              {t(`signs.${body.sign}`)} {body.degree}°{String(body.minute).padStart(2, '0')}′ ·{' '}
              {t('astro.houseN', { n: body.house })}
              {body.retrograde && selected !== 'northNode' && selected !== 'southNode'
                ? ` · ${t('astro.retrograde')}`
                : ''}
            </p>
            {aspects.length > 0 ? (
              <ul>
                {aspects.map((a) => (
                  <li key={`${a.a}-${a.b}`}>
                    {t(`bodies.${a.a === selected ? a.b : a.a}`)}
                    {t('punct.colon')}
                    {t(`aspectTypes.${a.type}`)}
                    {t('punct.paren', {
                      text: `${t('astro.orb')} ${a.orb.toFixed(2)}°${t('punct.comma')}${t(a.applying ? 'astro.applying' : 'astro.separating')}`,
                    })}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t('astro.noAspects')}</p>
            )}
          </>
        ) : (
          <p className="muted">{t('wheel.hint')}</p>
        )}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggles, labelled as a group; a fieldset would restyle it */}
      <div className="wheel-controls" role="group" aria-label={t('wheel.controls')}>
        {toggle('aspects')}
        {toggle('houses')}
        {toggle('labels')}
        <label>
          <input
            type="checkbox"
            checked={animate}
            disabled={reducedMotion()}
            onChange={(e) => setAnimate(e.target.checked)}
          />
          {t('wheel.animate')}
        </label>
        <label className="speed">
          {t('wheel.speed')}
          <input
            type="range"
            min={1}
            max={30}
            value={speed}
            onChange={(e) => setSpeed(Number(e.target.value))}
            disabled={!animate}
          />
        </label>
        <button type="button" className="button-secondary" onClick={fullscreen}>
          {t('wheel.fullscreen')}
        </button>
        <button type="button" className="button-ghost" onClick={reset}>
          {t('wheel.reset')}
        </button>
      </div>
    </section>
  );
}
