declare module 'astronomia/nutation' {
  /** astronomia's nutation (IAU 1980, Meeus ch. 22): [Δψ, Δε] in radians at a Julian Ephemeris Day. */
  const nutation: { nutation(jde: number): [number, number] };
  export default nutation;
}
