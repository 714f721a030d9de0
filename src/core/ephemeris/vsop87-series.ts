/**
 * A VSOP87 series: for each power n of τ (Julian millennia TT from J2000), terms [amplitude, phase rad, frequency rad
 * per millennium], flattened three numbers per term so a generated table stays compact.
 */
export type Vsop87Series = readonly (readonly number[])[];

/** Heliocentric ecliptic coordinates of date from VSOP87D: L and B in radians, R in AU. */
export interface Vsop87Body {
  L: Vsop87Series;
  B: Vsop87Series;
  R: Vsop87Series;
}

/** Σₙ τⁿ Σ a·cos(b + c·τ) at τ. */
export function sumVsop87(series: Vsop87Series, tau: number): number {
  let value = 0;
  let tauN = 1;
  for (const terms of series) {
    let s = 0;
    for (let i = 0; i < terms.length; i += 3)
      s += (terms[i] as number) * Math.cos((terms[i + 1] as number) + (terms[i + 2] as number) * tau);
    value += s * tauN;
    tauN *= tau;
  }
  return value;
}

/** The series and its rate (per millennium) at τ, in one pass. */
export function sumVsop87WithRate(series: Vsop87Series, tau: number): { value: number; rate: number } {
  let value = 0;
  let rate = 0;
  let tauN = 1; // τⁿ
  let tauN1 = 0; // τⁿ⁻¹
  for (let n = 0; n < series.length; n++) {
    const terms = series[n] as readonly number[];
    let s = 0;
    let ds = 0;
    for (let i = 0; i < terms.length; i += 3) {
      const a = terms[i] as number;
      const c = terms[i + 2] as number;
      const arg = (terms[i + 1] as number) + c * tau;
      s += a * Math.cos(arg);
      ds -= a * c * Math.sin(arg);
    }
    rate += ds * tauN + n * s * tauN1;
    value += s * tauN;
    tauN1 = tauN;
    tauN *= tau;
  }
  return { value, rate };
}
