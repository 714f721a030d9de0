import { useTranslation } from 'react-i18next';
import type { ChartOutput } from '../../core/chart/compute-chart';
import type { UserData } from '../../shared/stores/app-types';

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const total = Math.round(Math.abs(minutes) * 60);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `UTC${sign}${h}:${String(m).padStart(2, '0')}${s ? `:${String(s).padStart(2, '0')}` : ''}`;
}

/** Birth moment, place, offset source, place/clock notices and the conventions used (every result page shows them). */
export function ChartMeta({
  chart,
  user,
  placeResolved,
}: {
  chart: ChartOutput;
  user: UserData;
  placeResolved: boolean;
}) {
  const { t } = useTranslation('results');
  const s = chart.settings;
  const note = chart.timeNote;
  return (
    <section className="card chart-meta" aria-labelledby="meta-title">
      <h2 id="meta-title" className="sr-only">
        {t('meta.conventions')}
      </h2>
      <dl className="meta-list">
        <div>
          <dt>{t('meta.birth')}</dt>
          <dd>
            {user.birthdate} {String(user.birthHour).padStart(2, '0')}:
            {String(user.birthMinute).padStart(2, '0')} ({chart.place.tz})
          </dd>
        </div>
        <div>
          <dt>{t('meta.place')}</dt>
          <dd>
            {chart.place.name ?? user.birthplace} · {chart.place.lat.toFixed(4)}°,{' '}
            {chart.place.lng.toFixed(4)}°
          </dd>
        </div>
        <div>
          <dt>{t('meta.offset')}</dt>
          <dd>
            {offsetText(chart.offsetMinutes)} · {t(chart.offsetSource === 'lmt' ? 'meta.lmt' : 'meta.tzdb')}
            {chart.dst ? ` · ${t('meta.dst')}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('meta.utc')}</dt>
          <dd className="num">{chart.utc.replace('T', ' ').replace('.000Z', ' UT')}</dd>
        </div>
      </dl>
      {!placeResolved && (
        <p className="notice notice-warning" role="status">
          {t('meta.unresolved', { place: user.birthplace })}
        </p>
      )}
      {note && (
        <p className="notice notice-warning" role="status">
          {t(note.kind === 'gap' ? 'meta.gap' : 'meta.fold', { chosen: t(`meta.${note.chosen}`) })}
        </p>
      )}
      <ul className="chips" aria-label={t('meta.conventions')}>
        <li>{t('meta.houseSystem', { name: t(`houseSystems.${chart.houses.system}`) })}</li>
        <li>{t('meta.node', { name: t(s.node === 'true' ? 'meta.nodeTrue' : 'meta.nodeMean') })}</li>
        <li>{t('meta.ziHour', { name: t(s.ziHour === '23' ? 'meta.zi23' : 'meta.ziMidnight') })}</li>
        <li>{t('meta.tst', { on: t(s.trueSolarTime ? 'meta.on' : 'meta.off') })}</li>
        <li>
          {t('meta.hidden', {
            name: t(s.hiddenStems === 'japanese' ? 'meta.hiddenJapanese' : 'meta.hiddenChinese'),
          })}
        </li>
      </ul>
      <p className="field-note">{t('meta.computedWith')}</p>
    </section>
  );
}

/** Degrees and minutes within the sign, truncated as astro.com shows them. */
export function degMin(p: { degree: number; minute: number }): string {
  return `${p.degree}°${String(p.minute).padStart(2, '0')}′`;
}
