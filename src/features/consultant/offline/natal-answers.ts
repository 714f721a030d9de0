import type { HouseKey, PartnerStarsOf } from '../../../content/consultant/consultant-content';
import type { MajorAspect, SignReadings } from '../../../content/readings/reading-content';
import { transitText } from '../../../content/transits/transit-content';
import type { ChartPoint } from '../../../core/astrology/vocabulary';
import type { TenGod } from '../../../core/bazi/ten-gods';
import { aspectFamily } from '../../../core/transit/transit-outlook';
import { type AnswerContext, strengthText } from './answer-context';
import type { AnswerDraft, OfflineAnswer } from './answer-draft';
import type { PointPlace } from './fact-index';
import { fill, joinList, monthYear } from './offline-texts';

/**
 * The answers about the natal chart: personality, love, career and one named body or angle. Each names the
 * chart's own placements and quotes the reading texts chosen by them (nothing is picked by chance).
 */

/** The personal planets whose pairs the reading texts cover (readings.aspects, keyed "sun-moon" in this order). */
const PERSONAL = ['sun', 'moon', 'mercury', 'venus', 'mars'] as const;
/** The angular houses, where a body is most visible. */
const ANGULAR: readonly number[] = [1, 4, 7, 10];
/**
 * The stars read for partnership in BaZi, by the chart's gender: a man's wealth stars (the wife star), a woman's
 * officer stars (the husband star); both without a gender, told without either name.
 */
const PARTNER_STARS: Record<PartnerStarsOf, readonly TenGod[]> = {
  male: ['indirectWealth', 'directWealth'],
  female: ['sevenKillings', 'directOfficer'],
  any: ['indirectWealth', 'directWealth', 'sevenKillings', 'directOfficer'],
};

/** The reading of a personal-planet aspect, if the texts have one for the pair. */
function aspectReading(x: AnswerContext, a: ChartPoint, b: ChartPoint, type: MajorAspect) {
  const ia = PERSONAL.indexOf(a as (typeof PERSONAL)[number]);
  const ib = PERSONAL.indexOf(b as (typeof PERSONAL)[number]);
  if (ia < 0 || ib < 0) return undefined;
  const key = ia < ib ? `${a}-${b}` : `${b}-${a}`;
  return x.t.readings.aspects[key]?.[type];
}

/** Sun sign, Moon, Ascendant, the day master with its strength, the central star and the elements' balance. */
export function personalityAnswer(x: AnswerContext): OfflineAnswer {
  const { ix, t, c } = x;
  const d = x.draft();
  const sun = ix.point('sun');
  const moon = ix.point('moon');
  const asc = ix.point('ascendant');
  const dm = ix.dayMaster;
  const p = c.personality;
  if (sun && moon && asc) {
    if (dm) d.heading(fill(p.heading, { sunSign: t.names.signs[sun.sign], stem: dm.stem }));
    d.cite(sun.id, moon.id, asc.id).paragraph(
      fill(p.placements, {
        sunPosition: x.position(sun),
        sunHouse: x.house(sun.house ?? 1),
        moonSign: t.names.signs[moon.sign],
        ascSign: t.names.signs[asc.sign],
      }),
      x.quote(t.readings.signs[sun.sign].sun, 2, [sun.sign]),
    );
    d.paragraph(
      x.quote(t.readings.signs[moon.sign].moon, 1, [moon.sign]),
      x.quote(t.readings.signs[asc.sign].ascendant, 1, [asc.sign]),
    );
  } else if (sun && moon) {
    // Birth time unknown: no Ascendant and no houses, and the answer says so (issue 17 §2).
    if (dm) d.heading(fill(p.heading, { sunSign: t.names.signs[sun.sign], stem: dm.stem }));
    d.cite(sun.id, moon.id).paragraph(
      fill(p.placementsNoTime, { sunPosition: x.position(sun), moonSign: t.names.signs[moon.sign] }),
      x.quote(t.readings.signs[sun.sign].sun, 2, [sun.sign]),
    );
    d.paragraph(x.quote(t.readings.signs[moon.sign].moon, 1, [moon.sign]));
  }
  if (sun && moon) {
    const sm = ix.aspect('sun', 'moon');
    if (sm)
      d.cite(sm.id).paragraph(
        fill(p.sunMoon, { aspect: c.words.aspects[sm.type] }),
        x.quote(aspectReading(x, 'sun', 'moon', sm.type) ?? '', 1),
      );
    else d.paragraph(p.sunMoonNone);
  }
  if (dm) {
    const gloss = x.gloss(dm.stem);
    d.heading(fill(p.baziHeading, { stem: dm.stem, gloss }));
    d.cite(dm.id, ix.pillar('day')?.id).paragraph(
      fill(p.dayMaster, { stem: dm.stem, gloss }),
      t.names.dayMasterLine[dm.stem],
      fill(p.support, { support: Math.round(dm.supportPercent), level: t.names.levels[dm.strength] }),
      c.strength[strengthText(dm.strength)],
    );
    d.cite(ix.pillar('month')?.id).paragraph(x.quote(t.bazi.tenGods[dm.centralStar].asCentralStar, 1));
  }
  const el = ix.elements;
  if (el) {
    const [missing] = el.missing;
    if (missing)
      d.cite(el.id).paragraph(
        fill(p.missing, {
          element: joinList(
            el.missing.map((e) => t.names.elements[e]),
            c,
          ),
        }),
        x.quote(t.bazi.elements[missing].weak, 1),
      );
    else {
      const [top, count] = Object.entries(el.counts).reduce((a, b) => (b[1] > a[1] ? b : a)) as [
        keyof typeof el.counts,
        number,
      ];
      d.cite(el.id).paragraph(
        fill(p.plentiful, { element: t.names.elements[top], count }),
        x.quote(t.bazi.elements[top].strong, 1),
      );
    }
  }
  return d.closing(p.closing).done('personality');
}

/** Venus by sign and house, the 7th cusp, the Moon, Venus's tightest aspect; the seat of the partner and the 財官 stars. */
export function loveAnswer(x: AnswerContext): OfflineAnswer {
  const { ix, t, c } = x;
  const d = x.draft();
  const l = c.love;
  const venus = ix.point('venus');
  if (venus?.house) {
    const venusHouse = x.house(venus.house);
    d.heading(fill(l.heading, { venusSign: t.names.signs[venus.sign], venusHouse }));
    d.cite(venus.id).paragraph(
      fill(l.venus, { venusPosition: x.position(venus), venusHouse }),
      x.quote(t.readings.signs[venus.sign].venus, 2, [venus.sign]),
      x.quote(t.readings.houses.venus[String(venus.house) as HouseKey], 1, [venus.sign]),
    );
  }
  const h7 = ix.cusp(7);
  const moon = ix.point('moon');
  d.cite(h7?.id, moon?.id).paragraph(
    h7 &&
      fill(l.seventh, {
        house7: x.house(7),
        dscSign: t.names.signs[h7.sign],
        traits: c.signTraits[h7.sign],
      }),
    moon && fill(l.moon, { moonSign: t.names.signs[moon.sign] }),
    moon && x.quote(t.readings.signs[moon.sign].moon, 1, [moon.sign]),
  );
  const [closest] = ix.aspectsOf('venus');
  if (closest) {
    const other = closest.a === 'venus' ? closest.b : closest.a;
    const reading = aspectReading(x, 'venus', other, closest.type);
    d.cite(closest.id).paragraph(
      fill(l.venusAspect, {
        aspectWith: fill(c.words.aspectWith, {
          aspect: c.words.aspects[closest.type],
          other: x.named(other),
        }),
      }),
      reading ? x.quote(reading, 1) : l.aspectMeaning[aspectFamily(closest.type)],
    );
  }

  const day = ix.pillar('day');
  const main = day?.hiddenStems[0];
  if (day && main) {
    d.heading(l.baziHeading);
    d.cite(day.id).paragraph(
      fill(l.dayPillar, {
        dayGanzhi: `${day.stem}${day.branch}`,
        branch: day.branch,
        hidden: main.stem,
        god: t.names.tenGods[main.tenGod],
      }),
      c.spousePalace[main.tenGod],
    );
  }
  const pillars = (['year', 'month', 'day', 'hour'] as const).flatMap((n) => ix.pillar(n) ?? []);
  const of: PartnerStarsOf = x.gender ?? 'any';
  const stars = PARTNER_STARS[of];
  const onStems = pillars.flatMap((p) => (p.tenGod && stars.includes(p.tenGod) ? [p.tenGod] : []));
  const hidden = pillars.flatMap((p) => p.hiddenStems.map((h) => h.tenGod).filter((g) => stars.includes(g)));
  const starNames = (gods: TenGod[]) =>
    joinList(
      [...new Set(gods)].map((g) => t.names.tenGods[g]),
      c,
    );
  if (pillars.length)
    d.cite(...pillars.map((p) => p.id), x.gender ? ix.judgement?.id : undefined).paragraph(
      onStems.length
        ? fill(l.partnerStars[of].visible, { stars: starNames(onStems) })
        : hidden.length
          ? fill(l.partnerStars[of].hidden, { stars: starNames(hidden) })
          : l.partnerStars[of].none,
    );
  return d.closing(l.closing).done('love');
}

/** The bodies in the 10th house, the house of career (or that it has none), with the first one's reading. */
function tenthHouse(x: AnswerContext, d: AnswerDraft) {
  const { ix, t, c } = x;
  // No cusps without a birth time: then nothing can be said about the 10th house (not even that it is empty).
  if (!ix.cusp(10)) return;
  const tenth = ix.inHouse(10);
  const house10 = x.house(10);
  const [firstRead] = tenth.filter((p) => p.point in t.readings.houses);
  if (tenth.length)
    d.cite(...tenth.map((p) => p.id)).paragraph(
      fill(tenth.length === 1 ? c.career.tenthOne : c.career.tenthMany, {
        bodies: joinList(
          tenth.map((p) => x.named(p.point)),
          c,
        ),
        house10,
      }),
      firstRead &&
        x.quote(t.readings.houses[firstRead.point as keyof typeof t.readings.houses]['10'], 1, [
          firstRead.sign,
        ]),
    );
  else d.cite(ix.cusp(10)?.id).paragraph(fill(c.career.tenthNone, { house10 }));
}

/** The MC by sign, the 10th house, the Sun's career strengths; the day master at work and the central star. */
export function careerAnswer(x: AnswerContext): OfflineAnswer {
  const { ix, t, c } = x;
  const d = x.draft();
  const k = c.career;
  const mc = ix.point('midheaven');
  const dm = ix.dayMaster;
  const mcName = x.point('midheaven');
  if (mc) {
    d.heading(
      fill(k.heading, {
        mc: mcName,
        mcSign: t.names.signs[mc.sign],
        star: dm ? t.names.tenGods[dm.centralStar] : '',
      }),
    );
    d.cite(mc.id).paragraph(
      fill(k.midheaven, { mc: mcName, mcPosition: x.position(mc) }),
      x.quote(t.readings.signs[mc.sign].midheaven.career, 1, [mc.sign]),
      x.quote(t.readings.signs[mc.sign].midheaven.advantages, 1, [mc.sign]),
    );
  }
  tenthHouse(x, d);
  const sun = ix.point('sun');
  if (sun) {
    const career = t.readings.signs[sun.sign].career;
    d.cite(sun.id).paragraph(
      fill(k.sun, { sunSign: t.names.signs[sun.sign] }),
      x.quote(career.strengths, 2, [sun.sign]),
      fill(k.jobs, { jobs: joinList(career.jobs, c) }),
    );
  }
  if (dm) {
    d.heading(fill(k.baziHeading, { stem: dm.stem }));
    d.cite(dm.id).paragraph(
      fill(k.dayMaster, { stem: dm.stem, gloss: x.gloss(dm.stem) }),
      x.quote(t.bazi.stems[dm.stem].career, 1),
    );
    d.cite(ix.pillar('month')?.id).paragraph(
      fill(k.centralStar, { star: t.names.tenGods[dm.centralStar] }),
      x.quoteFrom(t.bazi.tenGods[dm.centralStar].asCentralStar, 1),
    );
  }
  return d.closing(k.closing).done('career');
}

/** What a body's or angle's sign says, from the reading texts of its sign (none for Chiron and the South Node). */
function signReading(x: AnswerContext, p: PointPlace): string {
  const s: SignReadings = x.t.readings.signs[p.sign];
  // One sentence of each aspect of the sign's reading (strengths, lessons, guidance …), in the texts' order.
  const each = (...texts: string[]) =>
    texts.map((text) => x.quote(text, 1, [p.sign])).join(x.c.words.sentenceGap);
  switch (p.point) {
    case 'sun':
    case 'moon':
    case 'venus':
      return x.quote(s[p.point], 2, [p.sign]);
    case 'ascendant':
      return x.quote(s.ascendant, 3, [p.sign]);
    case 'mercury':
      return each(s.mercury.thinking, s.mercury.communication, s.mercury.learning);
    case 'mars':
      return each(s.mars.strengths, s.mars.actions);
    case 'jupiter':
      return each(s.jupiter.strengths, s.jupiter.opportunities, s.jupiter.guidance);
    case 'saturn':
      return each(s.saturn.challenges, s.saturn.lessons, s.saturn.growth);
    case 'uranus':
      return each(s.uranus.innovations, s.uranus.independence, s.uranus.guidance);
    case 'neptune':
      return each(s.neptune.intuition, s.neptune.dreams, s.neptune.guidance);
    case 'pluto':
      return each(s.pluto.transformation, s.pluto.power, s.pluto.guidance);
    case 'northNode':
      return each(s.northNode.purpose, s.northNode.growth, s.northNode.guidance);
    case 'midheaven':
      return each(s.midheaven.career, s.midheaven.advantages, s.midheaven.suggestions);
    default:
      return '';
  }
}

/** One body or angle: its place, what it stands for, its sign and house readings, its tightest aspects, transits to it. */
export function pointAnswer(x: AnswerContext, point: ChartPoint): OfflineAnswer {
  const { ix, t, c } = x;
  const d = x.draft();
  const o = c.point;
  const p = ix.point(point);
  const name = x.point(point);
  if (!p) return d.closing(fill(o.closing, { point: name })).done('point');
  const sign = t.names.signs[p.sign];
  d.heading(fill(o.heading, { point: name, sign }));
  const retro = p.retrograde && point !== 'northNode' && point !== 'southNode';
  d.cite(p.id).paragraph(
    p.house
      ? fill(o.positionBody, {
          point: name,
          position: x.position(p),
          retrograde: retro ? c.words.retrograde : '',
          house: x.house(p.house),
        })
      : fill(o.positionAngle, { point: name, position: x.position(p) }),
    c.pointRoles[point],
  );
  const houseTexts =
    point in t.readings.houses ? t.readings.houses[point as keyof typeof t.readings.houses] : null;
  const houseText =
    p.house && houseTexts ? x.quote(houseTexts[String(p.house) as HouseKey], 1, [p.sign]) : '';
  const signText = signReading(x, p);
  const theme =
    p.house !== null &&
    fill(o.houseTheme, { house: x.house(p.house), theme: t.names.houseThemes[String(p.house) as HouseKey] });
  d.paragraph(
    signText,
    houseText,
    // The house's theme, when no house reading was quoted or no sign reading exists (Chiron, the South Node).
    (!houseText || !signText) && theme,
    p.house !== null && ANGULAR.includes(p.house) && fill(o.angular, { house: x.house(p.house) }),
    retro && o.retrograde,
    point === 'ascendant' && fill(o.firstImpression, { traits: c.signTraits[p.sign] }),
  );
  if (point === 'midheaven') tenthHouse(x, d);
  if (point === 'southNode') {
    const north = ix.point('northNode');
    if (north?.house)
      d.cite(north.id).paragraph(
        fill(o.southNode, { sign: t.names.signs[north.sign], house: x.house(north.house) }),
        x.quote(t.readings.houses.northNode[String(north.house) as HouseKey], 1, [north.sign]),
        signReading(x, north),
      );
  }
  const tight = ix.aspectsOf(point).slice(0, 2);
  if (tight.length) {
    const list = tight.map((a) =>
      fill(c.words.aspectWith, {
        aspect: c.words.aspects[a.type],
        other: x.named(a.a === point ? a.b : a.a),
      }),
    );
    d.cite(...tight.map((a) => a.id)).paragraph(
      fill(tight.length === 1 ? o.aspectsOne : o.aspectsMany, { list: joinList(list, c) }),
      ...tight.map((a) => {
        const reading = aspectReading(x, a.a, a.b, a.type);
        return reading
          ? x.quote(reading, 1)
          : fill(o.aspectMeaning[aspectFamily(a.type)], { other: x.named(a.a === point ? a.b : a.a) });
      }),
    );
  }
  for (const tr of ix.transits.filter((f) => f.natal === point).slice(0, 2)) {
    const text = transitText(t.transits, tr.transit, tr.natal, tr.type);
    d.cite(tr.id).paragraph(
      fill(o.transit, {
        transit: x.point(tr.transit),
        aspect: c.words.aspects[tr.type],
        point: name,
        date: monthYear(tr.exactUtc, c),
      }),
      text && x.quote(text, 1),
    );
  }
  return d.closing(fill(o.closing, { point: name })).done('point');
}
