import { useTranslation } from 'react-i18next';
import type { PeriodSignal, PeriodVerdict } from '../../core/bazi/period-verdict';
import { signalNamed } from '../../core/bazi/signal-named';

/**
 * One reason of a verdict as a sentence, with any `t` that can read the results namespace (the page's, the PDF's,
 * the lessons'): the one wording of a period's reasons.
 */
export function signalSentence(
  t: (key: string, options?: Record<string, unknown>) => string,
  v: PeriodVerdict,
  s: PeriodSignal,
  backdropKind?: PeriodVerdict['kind'],
): string {
  const key = s.kind === 'branchClash' ? (s.points < 0 ? 'branchClashHarms' : 'branchClashClears') : s.kind;
  const source = t(`results:fortune.kinds.${s.kind === 'backdrop' ? (backdropKind ?? 'luck') : v.kind}`);
  return t(`results:fortune.signals.${key}`, {
    source,
    chars: signalNamed(s),
    element: s.element ? t(`results:elements.${s.element}`) : '',
    use: s.use ? t(`results:judgement.uses.${s.use}`) : '',
    pillar: s.pillar ? t(`results:pillarNames.${s.pillar}`) : '',
    tone: t(`results:fortune.signals.backdropTone.${s.points > 0 ? 'up' : s.points < 0 ? 'down' : 'even'}`),
  });
}

/** The verdict's reasons as sentences (every page that shows a period's reasons uses this). */
export function useSignalText() {
  const { t } = useTranslation('results');
  return (v: PeriodVerdict, s: PeriodSignal, backdropKind?: PeriodVerdict['kind']): string =>
    signalSentence(t, v, s, backdropKind);
}
