/**
 * The terms the readings use, each defined on the glossary page (issue 14 §6). A results label that is one of these
 * links to its definition (`/learn/glossary#<id>`); the content tests check every id has an entry in each language's
 * glossary, and that the entry names the term as the results page prints it (the locale text at `label`).
 */
export const GLOSSARY_TERMS = {
  // BaZi
  'four-pillars': { label: 'results:bazi.pillars' },
  'heavenly-stems': { label: 'results:bazi.stem' },
  'earthly-branches': { label: 'results:bazi.branch' },
  'day-master': { label: 'results:bazi.dayMaster' },
  'five-elements': { label: 'results:baziHero.balance' },
  'ten-gods': { label: 'results:bazi.tenGod' },
  'hidden-stems': { label: 'results:bazi.hidden' },
  'twelve-stages': { label: 'results:bazi.stage' },
  nayin: { label: 'results:bazi.nayin' },
  void: { label: 'results:bazi.voidMark' },
  'central-star': { label: 'results:bazi.centralStar' },
  strength: { label: 'results:levels.strong' },
  structure: { label: 'results:judgement.structureLabel' },
  'useful-element': { label: 'results:judgement.uses.useful' },
  climate: { label: null },
  'luck-pillars': { label: 'results:bazi.luck' },
  'annual-pillars': { label: 'results:transit.timeline.year' },
  'solar-terms': { label: 'results:bazi.terms' },
  relations: { label: 'results:bazi.relations' },
  'zi-hour': { label: null },
  'true-solar-time': { label: null },
  // Western astrology
  'natal-chart': { label: 'results:astro.title' },
  'zodiac-signs': { label: null },
  planets: { label: 'results:astro.body' },
  houses: { label: 'results:astro.house' },
  'house-systems': { label: 'results:wheel.houseSystem' },
  ascendant: { label: 'results:bodies.ascendant' },
  midheaven: { label: null },
  'big-three': { label: null },
  aspects: { label: 'results:astro.aspects' },
  orb: { label: 'results:astro.orb' },
  'applying-separating': { label: 'results:astro.applying' },
  retrograde: { label: 'results:astro.retrograde' },
  domicile: { label: null },
  exaltation: { label: null },
  detriment: { label: null },
  fall: { label: null },
  'chart-ruler': { label: null },
  'elements-modalities': { label: null },
  hemispheres: { label: 'results:analysis.hemispheres' },
  stellium: { label: null },
  'aspect-patterns': { label: 'results:analysis.patterns' },
  'lunar-nodes': { label: null },
  chiron: { label: 'results:bodies.chiron' },
  // Transits
  transits: { label: 'results:transit.title' },
  stations: { label: null },
  ingress: { label: null },
  returns: { label: null },
} as const satisfies Record<string, { label: string | null }>;

export type GlossaryTermId = keyof typeof GLOSSARY_TERMS;
export const GLOSSARY_TERM_IDS = Object.keys(GLOSSARY_TERMS) as GlossaryTermId[];
