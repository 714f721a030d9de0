// The random golden instants: a fixed-seed PRNG so a re-run writes the same cases.
export const PLACES = [
  { name: 'Tokyo', lat: 35.6762, lng: 139.6503 },
  { name: 'Sapporo', lat: 43.0618, lng: 141.3545 },
  { name: 'Naha', lat: 26.2124, lng: 127.6809 },
  { name: 'Beijing', lat: 39.9042, lng: 116.4074 },
  { name: 'Urumqi', lat: 43.8256, lng: 87.6168 },
  { name: 'Hong Kong', lat: 22.3193, lng: 114.1694 },
  { name: 'Taipei', lat: 25.033, lng: 121.5654 },
  { name: 'Seoul', lat: 37.5665, lng: 126.978 },
  { name: 'Singapore', lat: 1.3521, lng: 103.8198 },
  { name: 'Mumbai', lat: 19.076, lng: 72.8777 },
  { name: 'Moscow', lat: 55.7558, lng: 37.6173 },
  { name: 'London', lat: 51.5074, lng: -0.1278 },
  { name: 'Helsinki', lat: 60.1699, lng: 24.9384 },
  { name: 'Reykjavik', lat: 64.1466, lng: -21.9426 },
  { name: 'Anchorage', lat: 61.2181, lng: -149.9003 },
  { name: 'Murmansk', lat: 68.9585, lng: 33.0827 },
  { name: 'Tromso', lat: 69.6492, lng: 18.9553 },
  { name: 'Longyearbyen', lat: 78.2232, lng: 15.6267 },
  { name: 'New York', lat: 40.7128, lng: -74.006 },
  { name: 'Los Angeles', lat: 34.0522, lng: -118.2437 },
  { name: 'Mexico City', lat: 19.4326, lng: -99.1332 },
  { name: 'Quito', lat: -0.1807, lng: -78.4678 },
  { name: 'Sao Paulo', lat: -23.5505, lng: -46.6333 },
  { name: 'Buenos Aires', lat: -34.6037, lng: -58.3816 },
  { name: 'Ushuaia', lat: -54.8019, lng: -68.303 },
  { name: 'Cape Town', lat: -33.9249, lng: 18.4241 },
  { name: 'Sydney', lat: -33.8688, lng: 151.2093 },
  { name: 'Auckland', lat: -36.8485, lng: 174.7633 },
];

/** mulberry32: small, fixed-seed, reproducible. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const JD_1900 = 2415020.5; // 1900-01-01 00:00 UT
const JD_2101 = 2488434.5; // 2101-01-01 00:00 UT

/** n instants uniform over 1900–2100 UT, cycling through PLACES. */
export function randomInstants(n, seed = 20261121) {
  const rand = prng(seed);
  return Array.from({ length: n }, (_, i) => ({
    jdUt: JD_1900 + rand() * (JD_2101 - JD_1900),
    place: PLACES[i % PLACES.length],
  }));
}

/** Swiss Ephemeris body ids of every chart body, by the app's names. */
export function swissBodies(swe) {
  return {
    sun: swe.SE_SUN,
    moon: swe.SE_MOON,
    mercury: swe.SE_MERCURY,
    venus: swe.SE_VENUS,
    mars: swe.SE_MARS,
    jupiter: swe.SE_JUPITER,
    saturn: swe.SE_SATURN,
    uranus: swe.SE_URANUS,
    neptune: swe.SE_NEPTUNE,
    pluto: swe.SE_PLUTO,
    meanNode: swe.SE_MEAN_NODE,
    trueNode: swe.SE_TRUE_NODE,
    chiron: swe.SE_CHIRON,
  };
}
