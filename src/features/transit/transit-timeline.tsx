import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { jdUtFromUnixMs } from '../../core/time/julian-day';
import type { TransitAnalysis } from '../../core/transit/transit-analysis';
import { SLOW_BODIES, type TransitSeries } from '../../core/transit/transit-outlook';
import type { MajorAspect } from '../../core/transit/transit-vocabulary';
import { useCjkLang } from '../../shared/lib/use-cjk-lang';
import { useDateFormat } from '../../shared/transit/use-date-format';
import { useTransitName } from '../../shared/transit/use-transit-name';
import { ScrollRegion } from '../../shared/ui/scroll-region';

/** The aspect symbols of astrology, language-neutral. */
const ASPECT_SYMBOL: Record<MajorAspect, string> = {
  conjunction: '☌',
  sextile: '✶',
  square: '□',
  trine: '△',
  opposition: '☍',
};

/** Width of one day on the timeline, px: a year is about 730 px, so it scrolls inside its region on a phone. */
const DAY_PX = 2;

/**
 * One East–West timeline of the year: a row per slow transit with its orb window as a bar and each exact pass as a
 * dot (hollow when retrograde), the stations of the slow bodies, and under them the BaZi ribbon — the luck pillar,
 * the year from 立春 and the months from each 節. The chosen date is the left edge; today is marked when it falls in
 * the year shown. The region scrolls sideways
 * with the arrow keys; every bar and period carries its full description for screen readers (and the list below
 * the timeline gives the same facts as text).
 */
export function TransitTimeline({ analysis, label }: { analysis: TransitAnalysis; label: string }) {
  const { t } = useTranslation('results');
  const cjkLang = useCjkLang();
  const fmt = useDateFormat();
  const name = useTransitName();
  const { fromJdUt, toJdUt } = analysis;
  const widthPx = Math.round((toJdUt - fromJdUt) * DAY_PX);
  const x = (jd: number) => Math.round((Math.min(Math.max(jd, fromJdUt), toJdUt) - fromJdUt) * DAY_PX);
  const rows = analysis.series.filter((s) => SLOW_BODIES.includes(s.transit));
  const todayJdUt = jdUtFromUnixMs(Date.now());
  const showToday = todayJdUt >= fromJdUt && todayJdUt < toJdUt;
  const todayPx = showToday ? x(todayJdUt) : 0;
  // On a phone the year is wider than the screen: open with today in view, a third of the way across the tracks.
  const timeline = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const region = timeline.current?.parentElement;
    if (!region || todayPx === 0) return;
    const tracksPx = region.clientWidth - 150;
    if (todayPx > tracksPx * 0.8) region.scrollLeft = todayPx - tracksPx / 3;
  }, [todayPx]);
  const months = analysis.bazi.months;
  // A row's label must fit 150 px on a phone: the two bodies with the aspect's symbol between them.
  const shortName = (s: TransitSeries) =>
    `${t(`bodies.${s.transit}`)} ${ASPECT_SYMBOL[s.type]} ${t(`bodies.${s.natal}`)}`;
  // Month ticks at least 36 px apart (the first month of the window may have begun just before it).
  const ticks = months.filter((m, i) => i === 0 || x(m.startJdUt) - x(months[i - 1]?.startJdUt ?? 0) >= 36);
  const describe = (s: TransitSeries) =>
    `${name(s)}${t('punct.colon')}${t('transit.timeline.window', { from: fmt(s.startJdUt), to: fmt(s.endJdUt) })}${t('punct.comma')}${s.passes
      .map(
        (p) =>
          `${t('transit.aspects.exact', { date: fmt(p.exactJdUt) })}${p.transitRetrograde ? t('punct.paren', { text: t('transit.aspects.retrograde') }) : ''}`,
      )
      .join(t('punct.list'))}`;
  const period = (
    p: { pillar: string; startJdUt: number; endJdUt: number; tenGod: string },
    kind: string,
  ) => (
    <li
      key={`${kind}-${p.startJdUt}`}
      className={`tl-period tl-${kind}`}
      style={{ left: x(p.startJdUt), width: Math.max(2, x(p.endJdUt) - x(p.startJdUt)) }}
      aria-label={`${t(`transit.timeline.${kind}`)} ${p.pillar} (${t(`tenGods.${p.tenGod}`)}), ${fmt(p.startJdUt)} – ${fmt(p.endJdUt)}`}
    >
      <span lang={cjkLang}>{p.pillar}</span>
    </li>
  );

  return (
    <ScrollRegion label={label} className="transit-timeline-wrap">
      <div
        ref={timeline}
        className="transit-timeline"
        style={{ width: widthPx + 150 }}
        data-testid="transit-timeline"
      >
        {showToday && (
          <span className="tl-today" style={{ left: 150 + todayPx }} data-testid="timeline-today">
            <span>{t('transit.timeline.today')}</span>
          </span>
        )}
        <ol className="tl-months" aria-hidden="true" style={{ marginLeft: 150 }}>
          {ticks.map((m) => (
            <li key={m.startJdUt} style={{ left: x(m.startJdUt) }}>
              {fmt(Math.max(m.startJdUt, fromJdUt), 'month')}
            </li>
          ))}
        </ol>
        <ul className="tl-rows">
          {rows.map((s) => (
            <li
              key={`${s.transit}-${s.natal}-${s.angleDeg}-${s.startJdUt}`}
              className={`tl-row fam-${s.family}`}
            >
              <span className="tl-label" aria-hidden="true">
                {shortName(s)}
              </span>
              <span className="tl-track" style={{ width: widthPx }}>
                <span
                  className="tl-bar"
                  style={{ left: x(s.startJdUt), width: Math.max(3, x(s.endJdUt) - x(s.startJdUt)) }}
                  role="img"
                  aria-label={describe(s)}
                />
                {s.passes.map((p) => (
                  <span
                    key={p.exactJdUt}
                    className={p.transitRetrograde ? 'tl-pass retro' : 'tl-pass'}
                    style={{ left: x(p.exactJdUt) }}
                    aria-hidden="true"
                  />
                ))}
              </span>
            </li>
          ))}
          <li className="tl-row tl-stations">
            <span className="tl-label">{t('transit.timeline.stations')}</span>
            <span className="tl-track" style={{ width: widthPx }}>
              {analysis.scan.stations
                .filter((s) => SLOW_BODIES.includes(s.body) || s.body === 'mercury')
                .map((s) => (
                  <span
                    key={`${s.body}-${s.jdUt}`}
                    className={`tl-station ${s.direction}`}
                    style={{ left: x(s.jdUt) }}
                    role="img"
                    aria-label={t('transit.timeline.station', {
                      body: t(`bodies.${s.body}`),
                      direction: t(`transit.timeline.${s.direction}`),
                      date: fmt(s.jdUt),
                    })}
                    title={t('transit.timeline.station', {
                      body: t(`bodies.${s.body}`),
                      direction: t(`transit.timeline.${s.direction}`),
                      date: fmt(s.jdUt),
                    })}
                  />
                ))}
            </span>
          </li>
        </ul>
        <section className="tl-bazi" aria-label={t('transit.timeline.bazi')}>
          {(['luck', 'year', 'month'] as const).map((kind) => {
            const list =
              kind === 'luck' ? analysis.bazi.luck : kind === 'year' ? analysis.bazi.years : months;
            if (list.length === 0) return null;
            return (
              <div key={kind} className="tl-row">
                <span className="tl-label">{t(`transit.timeline.${kind}`)}</span>
                <ul className="tl-track" style={{ width: widthPx }}>
                  {list.map((p) => period(p, kind))}
                </ul>
              </div>
            );
          })}
        </section>
      </div>
    </ScrollRegion>
  );
}
