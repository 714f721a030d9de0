import type { FortuneGrade } from '../bazi/fortune';
import type { PeriodSignalKind, PeriodVerdict } from '../bazi/period-verdict';
import type { Intensity } from './transit-outlook';
import type { YearTone } from './transit-themes';

/**
 * One headline and one intensity for a period (issue 27 §3): the BaZi period verdict gives the grade, the one
 * verdict every page shows; the slow transits say whether they lean the same way, the other way or stay quiet, and
 * together with the verdict's own signals how strongly the period is felt. A page never shows a second verdict.
 */
export type TransitAgreement = 'agree' | 'lean' | 'differ' | 'quiet';

export interface PeriodHeadline {
  grade: FortuneGrade;
  intensity: Intensity;
  /** How the year's slow transits lean, and how that stands to the grade. */
  transits: YearTone;
  agreement: TransitAgreement;
  verdict: PeriodVerdict;
}

/** Signals that make a period felt strongly whatever its grade: 天克地沖 or 伏吟 on a pillar, 歲運並臨, a 局. */
const STRONG_SIGNALS: readonly PeriodSignalKind[] = ['clashPillar', 'samePillar', 'meetsLuck', 'formsFrame'];
const ORDER: readonly Intensity[] = ['gentle', 'medium', 'high'];

const gradeSign = (g: FortuneGrade) => (g === '大吉' || g === '吉' ? 1 : g === '凶' ? -1 : 0);
const toneSign = (t: YearTone) => (t === 'supportive' ? 1 : t === 'demanding' ? -1 : 0);

/** How strongly the verdict alone makes the period felt. */
export function verdictIntensity(v: PeriodVerdict): Intensity {
  if (v.signals.some((s) => STRONG_SIGNALS.includes(s.kind)) || Math.abs(v.score) >= 1.6) return 'high';
  if (
    v.signals.some((s) => s.kind === 'branchClash' || s.kind === 'bindsUseful') ||
    Math.abs(v.score) >= 0.45
  )
    return 'medium';
  return 'gentle';
}

export function periodHeadline(
  verdict: PeriodVerdict,
  transits: YearTone,
  transitIntensity: Intensity,
): PeriodHeadline {
  const a = gradeSign(verdict.grade);
  const b = toneSign(transits);
  const agreement: TransitAgreement =
    transits === 'quiet' ? 'quiet' : a === b ? 'agree' : a * b < 0 ? 'differ' : 'lean';
  const v = verdictIntensity(verdict);
  const intensity = ORDER[Math.max(ORDER.indexOf(v), ORDER.indexOf(transitIntensity))] as Intensity;
  return { grade: verdict.grade, intensity, transits, agreement, verdict };
}
