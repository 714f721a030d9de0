import { useTranslation } from 'react-i18next';
import type { ChartOutput } from '../../../core/chart/compute-chart';
import { judgementOf } from '../../../shared/verdict/judgement-of';
import { structureName } from '../../../shared/verdict/strength-label';

/**
 * The central star as the reader's own practice names it (issue 27 §5): Japanese books read it by 月律分野 (the
 * hidden stem in command on the day of the month), Chinese practice by the month branch's 本気 and leads with
 * 格局. Where the two readings differ, the other one is given beside it.
 */
export function CentralStarChips({ chart }: { chart: ChartOutput }) {
  const { t, i18n } = useTranslation('results');
  const { mainQi, monthCommand } = chart.bazi.centralStars ?? {
    mainQi: chart.bazi.centralStar,
    monthCommand: chart.bazi.centralStar,
  };
  const ja = i18n.language.startsWith('ja');
  const [lead, other] = ja ? [monthCommand, mainQi] : [mainQi, monthCommand];
  const structure = structureName(t, judgementOf(chart).structure);
  const star = (
    <li data-testid="central-star" data-god={lead}>
      {t('bazi.centralStar')}
      {t('punct.colon')}
      {t(`tenGods.${lead}`)}
      {other !== lead && (
        <>
          {i18n.language === 'en' ? ' ' : ''}
          {t('bazi.centralStarOther', { god: t(`tenGods.${other}`) })}
        </>
      )}
    </li>
  );
  const frame = (
    <li data-testid="structure-chip">
      {t('bazi.structure')}
      {t('punct.colon')}
      {structure}
    </li>
  );
  return i18n.language.startsWith('zh') ? (
    <>
      {frame}
      {star}
    </>
  ) : (
    <>
      {star}
      {frame}
    </>
  );
}
