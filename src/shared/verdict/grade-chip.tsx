import { useTranslation } from 'react-i18next';
import type { PeriodVerdict } from '../../core/bazi/period-verdict';
import { useSignalText } from './signal-text';
import './grade-chip.css';

/**
 * A period's grade as core judged it (period-verdict.ts), marked `data-verdict="<kind>:<干支>"` and `data-grade` so
 * every page's statement of it can be checked against the one verdict. It renders the grade; it never makes one.
 */
export function GradeChip({ verdict }: { verdict: PeriodVerdict }) {
  const { t } = useTranslation('results');
  const { stem, branch } = verdict.pillar;
  return (
    <span
      className={`grade-chip grade-${verdict.grade}`}
      data-verdict={`${verdict.kind}:${stem}${branch}`}
      data-grade={verdict.grade}
    >
      {t(`fortune.grades.${verdict.grade}`)}
    </span>
  );
}

/** The 天中殺 (空亡) flag of a period whose branch is void for the day pillar, as its verdict says. */
export function VoidFlag({ verdict }: { verdict: PeriodVerdict }) {
  const { t } = useTranslation('results');
  return verdict.void ? (
    <span className="void-flag" data-void={`${verdict.kind}:${verdict.pillar.stem}${verdict.pillar.branch}`}>
      {t('transit.bazi.void')}
    </span>
  ) : null;
}

/**
 * A verdict's reasons, one per line, as the BaZi page words them (useSignalText); `backdrop` names the period
 * running above it (the luck pillar for a year, the year for a month).
 */
export function VerdictReasons({
  verdict,
  backdrop,
}: {
  verdict: PeriodVerdict;
  backdrop?: PeriodVerdict['kind'];
}) {
  const signalText = useSignalText();
  return (
    <ul className="fortune-factors">
      {verdict.signals.map((s) => (
        <li
          key={`${s.kind}-${s.pillar ?? ''}-${s.chars ?? ''}`}
          className={s.use ? `use-${s.use}` : undefined}
        >
          {signalText(verdict, s, backdrop)}
        </li>
      ))}
    </ul>
  );
}
