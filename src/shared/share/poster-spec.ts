import type { TFunction } from 'i18next';
import type { ShareKind } from '../../core/share/share-payload';
import { birthplaceLabel } from '../lib/birthplace-label';
import { formatBirthMoment, formatIsoDate } from '../lib/local-date';
import type { CalculationResults, UserData } from '../stores/app-types';
import { BODY_GLYPH } from '../ui/wheel/glyphs';
import { judgementOf } from '../verdict/judgement-of';
import { strengthLabel } from '../verdict/strength-label';
import type { PosterFact, PosterSpec } from './poster';

const pad = (n: number) => String(n).padStart(2, '0');
const degMin = (p: { degree: number; minute: number }) => `${p.degree}°${pad(p.minute)}′`;

/**
 * What the poster says, in the reader's language: the title (with the name only when the person chose to share it),
 * the birth data, three key facts of this chart and the chart itself. `t` reads the `share` and `results` texts.
 */
export function posterSpecOf(opts: {
  kind: ShareKind;
  results: CalculationResults;
  user: UserData;
  includeName: boolean;
  date?: string;
  link: string;
  fontFamily: string;
  t: TFunction;
  lang: string;
}): PosterSpec {
  const { kind, user, t } = opts;
  const chart = opts.results.chart;
  const name = opts.includeName ? user.name.trim() : '';
  const title = name ? t(`share:posterTitleNamed.${kind}`, { name }) : t(`share:posterTitle.${kind}`);
  const when =
    chart.timeKnown === false
      ? `${formatIsoDate(user.birthdate, opts.lang)} ${t('results:unknownTime.timeUnknown')}`
      : formatBirthMoment(user.birthdate, { hour: user.birthHour, minute: user.birthMinute }, opts.lang);
  const born = `${when} · ${birthplaceLabel(user, opts.lang)}`;
  const subtitle =
    kind === 'transit' && opts.date
      ? `${t('share:posterTransitSub', { date: formatIsoDate(opts.date, opts.lang) })} · ${born}`
      : born;
  let facts: PosterFact[];
  if (kind === 'bazi') {
    const b = chart.bazi;
    const j = judgementOf(chart);
    facts = [
      {
        label: t('results:bazi.dayMaster'),
        value: t('share:posterFacts.dayMaster', {
          stem: b.dayMaster.stem,
          element: t(`results:elements.${b.dayMaster.element}`),
          level: strengthLabel(t, j),
        }),
      },
      { label: t('results:bazi.centralStar'), value: t(`results:tenGods.${b.centralStar}`) },
      { label: t('share:posterFacts.useful'), value: t(`results:elements.${j.elements.useful}`) },
    ];
  } else {
    const row = (key: 'sun' | 'moon', glyph: string) => {
      const p = chart.bodies[key];
      return {
        label: `${glyph} ${t(`results:bodies.${key}`)}`,
        value: `${t(`results:signs.${p.sign}`)} ${degMin(p)}`,
      };
    };
    const asc = chart.angles?.ascendant;
    facts = [
      row('sun', BODY_GLYPH.sun),
      row('moon', BODY_GLYPH.moon),
      {
        label: `AC ${t('results:bodies.ascendant')}`,
        // No birth time, no Ascendant: the poster says so rather than show the noon chart's (issue 17 §2).
        value: asc ? `${t(`results:signs.${asc.sign}`)} ${degMin(asc)}` : t('results:unknownTime.unknown'),
      },
    ];
  }
  const pillars = (['year', 'month', 'day', 'hour'] as const).map((p) => {
    const pillar = chart.bazi[p];
    if (!pillar)
      return {
        label: t(`results:pillarNames.${p}`),
        stem: '?',
        branch: '?',
        god: t('results:unknownTime.unknown'),
      };
    return {
      label: t(`results:pillarNames.${p}`),
      stem: pillar.stem,
      branch: pillar.branch,
      god: pillar.tenGod ? t(`results:tenGods.${pillar.tenGod}`) : t('results:bazi.dayMaster'),
    };
  });
  return {
    title,
    subtitle,
    facts,
    graphic: kind === 'bazi' ? { kind: 'pillars', pillars } : { kind: 'wheel', chart },
    link: opts.link,
    scanLine: t('share:poster.scan'),
    fontFamily: opts.fontFamily,
  };
}
