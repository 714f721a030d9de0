import type { TFunction } from 'i18next';
import type { ChartOutput } from '../../core/chart/compute-chart';
import { birthplaceLabel } from '../lib/birthplace-label';
import { formatBirthMoment, formatIsoDate, formatUtcInstant } from '../lib/local-date';
import { offsetText, zoneName } from '../lib/utc-offset';
import type { UserData } from '../stores/app-types';
import type { Cell, HeadingBlock, TableBlock } from './layout/model';
import type { ReportKind } from './report-kind';

/** The conventions a page of this kind uses, each as the page words it ("ハウス：プラシーダス"). */
function conventions(t: TFunction, chart: ChartOutput, kind: ReportKind): string[] {
  const s = chart.settings;
  const western = [
    ...(chart.houses
      ? [t('results:meta.houseSystem', { name: t(`results:houseSystems.${chart.houses.system}`) })]
      : []),
    t('results:meta.node', {
      name: t(s.node === 'true' ? 'results:meta.nodeTrue' : 'results:meta.nodeMean'),
    }),
  ];
  const bazi = [
    t('results:meta.ziHour', {
      name: t(s.ziHour === '23' ? 'results:meta.zi23' : 'results:meta.ziMidnight'),
    }),
    t('results:meta.tst', { on: t(s.trueSolarTime ? 'results:meta.on' : 'results:meta.off') }),
    t('results:meta.hidden', {
      name: t(s.hiddenStems === 'japanese' ? 'results:meta.hiddenJapanese' : 'results:meta.hiddenChinese'),
    }),
    t('results:meta.useGod', {
      name: t(
        s.useGod === 'climateFirst'
          ? 'results:meta.useGodClimateFirst'
          : 'results:meta.useGodSupportRestrain',
      ),
    }),
    t('results:meta.luckStart', { name: t(`results:meta.luckStartMethods.${s.luckStart ?? 'exact'}`) }),
  ];
  return kind === 'astrology' ? western : kind === 'bazi' ? bazi : [...western, ...bazi];
}

/**
 * The report's first block: who (the name only when the page shows it), when and where they were born, the clock
 * the birth was read on, and the conventions of the page's kind (a transit report reads both charts: both sets).
 */
export function birthDataBlocks(
  t: TFunction,
  user: UserData,
  chart: ChartOutput,
  kind: ReportKind,
  showName: boolean,
  lang: string,
): [HeadingBlock, TableBlock] {
  const row = (label: string, value: string): Cell[] => [
    { runs: [{ text: label }], header: true, align: 'left' },
    { runs: [{ text: value }], header: false, align: 'left' },
  ];
  const rows: Cell[][] = [];
  // The clock by its name in the reader's language (日本標準時); the offset row below gives it in figures.
  const zone = zoneName(chart.place.tz, lang, Date.parse(chart.utc));
  if (showName && user.name) rows.push(row(t('pdf.name'), user.name));
  rows.push(
    row(
      t('results:meta.birth'),
      `${
        chart.timeKnown === false
          ? `${formatIsoDate(user.birthdate, lang)} ${t('results:unknownTime.timeUnknownCastAt', { time: chart.unknownTime?.castAt ?? '12:00' })}`
          : formatBirthMoment(user.birthdate, { hour: user.birthHour, minute: user.birthMinute }, lang)
      }${zone ? t('results:punct.paren', { text: zone }) : ''}`,
    ),
    row(
      t('results:meta.place'),
      `${birthplaceLabel(user, lang)} · ${chart.place.lat.toFixed(4)}°, ${chart.place.lng.toFixed(4)}°`,
    ),
    row(
      t('results:meta.offset'),
      `${offsetText(chart.offsetMinutes)} · ${t(chart.offsetSource === 'lmt' ? 'results:meta.lmt' : 'results:meta.tzdb')}${
        chart.offsetSource === 'tzdb' && chart.tzdbVersion
          ? t('results:punct.paren', { text: t('results:meta.tzdbVersion', { version: chart.tzdbVersion }) })
          : ''
      }${chart.dst ? ` · ${t('results:meta.dst')}` : ''}`,
    ),
    row(t('results:meta.utc'), formatUtcInstant(chart.utc, lang)),
  );
  if (user.gender) rows.push(row(t('pdf.gender'), t(`common:genders.${user.gender}`)));
  rows.push(row(t('results:meta.conventions'), conventions(t, chart, kind).join('\n')));
  return [
    { kind: 'heading', level: 2, runs: [{ text: t('pdf.birthData') }] },
    { kind: 'table', head: [], body: rows },
  ];
}
