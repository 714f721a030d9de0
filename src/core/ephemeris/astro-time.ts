import { AstroTime, SetDeltaTFunction } from 'astronomy-engine';
import { deltaTSecondsForAstronomyEngine } from '../time/delta-t';
import { JD_J2000 } from '../time/julian-day';

// One ΔT model for the whole app: astronomy-engine's default (Espenak–Meeus) runs ~100 s high by 2100.
SetDeltaTFunction(deltaTSecondsForAstronomyEngine);

/** astronomy-engine time for a Julian Day (UT); TT follows from the app's ΔT model. */
export function astroTimeFromJdUt(jdUt: number): AstroTime {
  return new AstroTime(jdUt - JD_J2000);
}
