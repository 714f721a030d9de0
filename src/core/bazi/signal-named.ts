import type { PeriodSignal } from './period-verdict';
import { CLASHES, namedPair, SIX_HARMONIES, STEM_COMBINATIONS } from './relations';
import type { Branch, Stem } from './stems-branches';

/**
 * A signal's characters as a reader names them: a pair in the textbook's order (沖 子午, 支合 子丑, 干合 甲己),
 * where `chars` holds the period's character first (the consultant's record reads it so).
 */
export function signalNamed(s: PeriodSignal): string {
  const chars = s.chars ?? '';
  const [a, b] = [...chars];
  if (a === undefined || b === undefined || chars.length !== 2) return chars;
  if (s.kind === 'branchClash') return namedPair(CLASHES, a as Branch, b as Branch);
  if (s.kind === 'dayCombine') return namedPair(SIX_HARMONIES, a as Branch, b as Branch);
  if (s.kind === 'bindsUseful') return namedPair(STEM_COMBINATIONS, a as Stem, b as Stem);
  return chars;
}
