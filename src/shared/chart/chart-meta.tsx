import { useTranslation } from 'react-i18next';
import { birthClockOf } from '../../core/chart/birth-clock';
import type { ChartOutput } from '../../core/chart/compute-chart';
import { birthplaceLabel } from '../lib/birthplace-label';
import { birthMomentOf, formatIsoDate, formatUtcInstant } from '../lib/local-date';
import { offsetText, zoneName } from '../lib/utc-offset';
import type { UserData } from '../stores/app-types';
import { BirthClockNotice } from './birth-clock-notice';

/** Warnings that change how the chart should be read: shown on the first screen, never hidden in a disclosure. */
export function ChartNotices({
  chart,
  user,
  placeResolved,
  kind,
}: {
  chart: ChartOutput;
  user: UserData;
  placeResolved: boolean;
  kind: 'astrology' | 'bazi';
}) {
  const { t } = useTranslation('results');
  // Summer time, a repeated or a skipped hour: said at the top, with the choice (issue 32 §2).
  const clock = birthClockOf(chart);
  // The polar house fallback concerns the Western houses only.
  const fallback = kind === 'astrology' && chart.houses?.fallback;
  const unknownTime = !chart.timeKnown;
  if (placeResolved && !clock && !fallback && !unknownTime) return null;
  return (
    <div className="chart-notices">
      {unknownTime && (
        <p className="notice notice-info" role="status" data-testid="unknown-time-notice">
          {t(kind === 'astrology' ? 'unknownTime.noticeAstrology' : 'unknownTime.noticeBazi')}
        </p>
      )}
      {!placeResolved && (
        <p className="notice notice-warning" role="status">
          {t('meta.unresolved', { place: user.birthplace })}
        </p>
      )}
      {clock && <BirthClockNotice clock={clock} user={user} />}
      {fallback && (
        <p className="notice notice-warning" role="status">
          {t('meta.fallback')}
        </p>
      )}
    </div>
  );
}

/**
 * Birth moment, place, offset source and the conventions this page uses (astrology: houses and node; BaZi: the
 * 子時 rule, true solar time and hidden stems), for the "how this was calculated" disclosure.
 */
export function ChartMeta({
  chart,
  user,
  kind,
}: {
  chart: ChartOutput;
  user: UserData;
  kind: 'astrology' | 'bazi';
}) {
  const { t, i18n } = useTranslation('results');
  const s = chart.settings;
  return (
    <div className="chart-meta">
      <dl className="meta-list">
        <div>
          <dt>{t('meta.birth')}</dt>
          <dd>
            {chart.timeKnown
              ? birthMomentOf(user, i18n.language)
              : `${formatIsoDate(user.birthdate, i18n.language)} ${t('unknownTime.timeUnknownCastAt', { time: chart.unknownTime?.castAt ?? '12:00' })}`}
            {t('punct.paren', {
              // The clock by its name where the language has one (日本標準時); else the database's id.
              text: zoneName(chart.place.tz, i18n.language, Date.parse(chart.utc)) ?? chart.place.tz,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('meta.place')}</dt>
          <dd>
            {user.coordinates?.names
              ? birthplaceLabel(user, i18n.language)
              : (chart.place.name ?? user.birthplace)}{' '}
            · {chart.place.lat.toFixed(4)}°, {chart.place.lng.toFixed(4)}°
          </dd>
        </div>
        <div>
          <dt>{t('meta.offset')}</dt>
          <dd>
            {offsetText(chart.offsetMinutes)} · {t(chart.offsetSource === 'lmt' ? 'meta.lmt' : 'meta.tzdb')}
            {chart.offsetSource === 'tzdb' && chart.tzdbVersion
              ? t('punct.paren', { text: t('meta.tzdbVersion', { version: chart.tzdbVersion }) })
              : ''}
            {chart.dst ? ` · ${t('meta.dst')}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('meta.utc')}</dt>
          <dd className="num">{formatUtcInstant(chart.utc, i18n.language)}</dd>
        </div>
      </dl>
      {kind === 'bazi' && chart.bazi.summerTime && !s.trueSolarTime && (
        <p className="field-note" data-testid="summer-time">
          {t('meta.summerTime', {
            clock: chart.bazi.summerTime.standardClock,
            minutes: chart.bazi.summerTime.minutes,
          })}
        </p>
      )}
      <ul className="chips" aria-label={t('meta.conventions')}>
        {kind === 'astrology' ? (
          <>
            {chart.houses && (
              <li>{t('meta.houseSystem', { name: t(`houseSystems.${chart.houses.system}`) })}</li>
            )}
            <li>{t('meta.node', { name: t(s.node === 'true' ? 'meta.nodeTrue' : 'meta.nodeMean') })}</li>
          </>
        ) : (
          <>
            <li>{t('meta.ziHour', { name: t(s.ziHour === '23' ? 'meta.zi23' : 'meta.ziMidnight') })}</li>
            <li>{t('meta.tst', { on: t(s.trueSolarTime ? 'meta.on' : 'meta.off') })}</li>
            <li>
              {t('meta.hidden', {
                name: t(s.hiddenStems === 'japanese' ? 'meta.hiddenJapanese' : 'meta.hiddenChinese'),
              })}
            </li>
            <li>
              {t('meta.useGod', {
                name: t(
                  s.useGod === 'climateFirst' ? 'meta.useGodClimateFirst' : 'meta.useGodSupportRestrain',
                ),
              })}
            </li>
            <li>{t('meta.luckStart', { name: t(`meta.luckStartMethods.${s.luckStart ?? 'exact'}`) })}</li>
          </>
        )}
      </ul>
      <p className="field-note">{t('meta.computedWith')}</p>
    </div>
  );
}

/** Degrees and minutes within the sign, truncated as astro.com shows them. */
export function degMin(p: { degree: number; minute: number }): string {
  return `${p.degree}°${String(p.minute).padStart(2, '0')}′`;
}
