import type { LuckFit, LuckPhase } from '../../../content/consultant/consultant-content';
import type { ChartPillarName, Relation, RelationKind } from '../../../core/bazi/relations';
import { findRelations, relationsWith } from '../../../core/bazi/relations';
import { branchElement, stemElement } from '../../../core/bazi/stems-branches';
import type { TenGod } from '../../../core/bazi/ten-gods';
import type { PillarName } from '../../../core/consultant/chart-facts';
import { aspectFamily, transitWeight } from '../../../core/transit/transit-outlook';
import { isSupportive, type YearTone } from '../../../core/transit/transit-themes';
import { type AnswerContext, strengthText } from './answer-context';
import type { OfflineAnswer } from './answer-draft';
import { fill, joinList, monthYear, yearOf } from './offline-texts';

/**
 * The answers about time and the pillars: this year (its pillar, how it meets the chart, the slow transits in
 * force), the running luck pillar, and one natal pillar named by the user.
 */

/** The relation reported when the year meets the chart in several ways: the strongest movers first. */
const RELATION_ORDER: readonly RelationKind[] = [
  'clash',
  'stemClash',
  'triad',
  'directional',
  'sixHarmony',
  'stemCombination',
  'halfTriad',
  'punishment',
  'selfPunishment',
  'harm',
  'break',
];
/** The strongest of the relations found (RELATION_ORDER), if any. */
const strongest = (found: readonly Relation[]) =>
  RELATION_ORDER.flatMap((k) => found.filter((r) => r.kind === k))[0];
/** Ten gods that add to the day master (companions and resources); the others draw on it. */
const SUPPORTING: readonly TenGod[] = ['friend', 'robWealth', 'directResource', 'indirectResource'];
const NATAL: readonly ChartPillarName[] = ['year', 'month', 'day', 'hour'];
/** At most this many transits are told: the strongest, so the answer stays readable. */
const MAX_TRANSITS = 3;

/** This year's pillar with its ten god, how it meets the natal pillars, and the slow transits in force. */
export function yearAnswer(x: AnswerContext, nextYear: boolean): OfflineAnswer {
  const { ix, t, c } = x;
  const d = x.draft();
  const y = c.year;
  const annual = ix.annual;
  const dm = ix.dayMaster;
  if (annual && dm) {
    const ganzhi = `${annual.stem}${annual.branch}`;
    const endYear = yearOf(annual.endUtc);
    d.heading(fill(y.heading, { year: yearOf(annual.startUtc), ganzhi }));
    if (nextYear) d.paragraph(fill(y.nextYear, { ganzhi, endYear }));
    d.cite(annual.id, dm.id).paragraph(
      fill(y.pillar, {
        ganzhi,
        startYear: yearOf(annual.startUtc),
        endYear,
        dm: dm.stem,
        stem: annual.stem,
        god: t.names.tenGods[annual.tenGod],
      }),
      x.quote(t.transits.annual.tenGod[annual.tenGod], 2),
    );
    const natal = NATAL.flatMap((name) => {
      const p = ix.pillar(name);
      return p ? [{ name, stem: p.stem, branch: p.branch }] : [];
    });
    const found = relationsWith([{ name: 'annual', stem: annual.stem, branch: annual.branch }], natal);
    const relation = strongest(found);
    if (relation) {
      const pillars = relation.pillars.filter((p): p is ChartPillarName => p !== 'annual' && p !== 'luck');
      d.cite(...pillars.map((p) => ix.pillar(p)?.id)).paragraph(
        fill(y.relation, {
          pillars: joinList(
            pillars.map((p) => c.words.pillars[p]),
            c,
          ),
          relation: c.words.relations[relation.kind],
          chars: relation.chars,
        }),
        x.quote(t.transits.annual.relation[relation.kind], 1),
      );
    }
  }

  d.heading(y.skyHeading);
  const transits = [...ix.transits].sort(
    (a, b) => transitWeight(b) - transitWeight(a) || a.exactUtc.localeCompare(b.exactUtc),
  );
  const told = transits.slice(0, MAX_TRANSITS);
  d.cite(...told.map((tr) => tr.id)).bullets(
    told.map((tr) =>
      fill(y.transit, {
        transit: x.point(tr.transit),
        aspect: c.words.aspects[tr.type],
        natal: x.point(tr.natal),
        date: monthYear(tr.exactUtc, c),
        text: x.quote(
          t.transits.slow[tr.transit as keyof typeof t.transits.slow][tr.natal][aspectFamily(tr.type)],
          1,
        ),
      }),
    ),
  );
  const tone = yearTone(transits);
  d.paragraph(x.quote(t.transits.report.guidance[tone], tone === 'quiet' ? 2 : 1));
  const luck = ix.luck;
  if (luck)
    d.cite(luck.id).paragraph(
      fill(y.luck, { luckGanzhi: `${luck.stem}${luck.branch}`, luckEnd: monthYear(luck.endUtc, c) }),
    );
  return d.closing(y.closing).done('year');
}

/**
 * The year's tone from its slow transits, by the transit report's rule (transit-themes yearTone): quiet with none;
 * supportive or demanding when one side weighs at least twice the other; mixed otherwise.
 */
function yearTone(transits: AnswerContext['ix']['transits']): YearTone {
  let support = 0;
  let demand = 0;
  for (const tr of transits) {
    const w = transitWeight(tr);
    if (isSupportive({ transit: tr.transit, family: aspectFamily(tr.type) })) support += w;
    else demand += w;
  }
  if (support + demand === 0) return 'quiet';
  if (support >= 2 * demand) return 'supportive';
  if (demand >= 2 * support) return 'demanding';
  return 'mixed';
}

/** How the luck pillar's ten god suits the day master's strength (support for a weak one, outlets for a strong one). */
function luckFit(side: 'strong' | 'weak', god: TenGod): LuckFit {
  const supports = SUPPORTING.includes(god);
  if (side === 'strong') return supports ? 'more' : 'outlet';
  return supports ? 'support' : 'demanding';
}

/** The running luck pillar: its span, ten god, what it brings the chart, where the year stands in it. */
export function luckAnswer(x: AnswerContext): OfflineAnswer {
  const { ix, t, c } = x;
  const d = x.draft();
  const l = c.luck;
  const luck = ix.luck;
  const dm = ix.dayMaster;
  if (!luck || !dm) return d.paragraph(l.missing).closing(c.sensitive.closing).done('luck');
  const ganzhi = `${luck.stem}${luck.branch}`;
  const from = yearOf(luck.startUtc);
  const to = yearOf(luck.endUtc);
  const god = t.names.tenGods[luck.tenGod];
  d.heading(fill(l.heading, { ganzhi, from, to }));
  d.cite(luck.id, dm.id).paragraph(
    fill(l.pillar, {
      ganzhi,
      fromMonth: monthYear(luck.startUtc, c),
      toMonth: monthYear(luck.endUtc, c),
      dm: dm.stem,
      stem: luck.stem,
      god,
    }),
    fill(l.background, { god }),
    x.quote(t.bazi.tenGods[luck.tenGod].meaning, 2),
  );
  const missing = ix.elements?.missing ?? [];
  const brought = [stemElement(luck.stem), branchElement(luck.branch)].filter((e) => missing.includes(e));
  const annual = ix.annual;
  const now = annual ? yearOf(annual.startUtc) : null;
  const phase: LuckPhase | null =
    now === null ? null : now - from <= 2 ? 'early' : to - now <= 2 ? 'late' : 'middle';
  d.cite(brought.length ? ix.elements?.id : undefined).paragraph(
    brought.length > 0 &&
      fill(l.bringsMissing, {
        element: joinList(
          [...new Set(brought)].map((e) => t.names.elements[e]),
          c,
        ),
      }),
    fill(l.fit[luckFit(dm.side, luck.tenGod)], { level: t.names.levels[dm.strength] }),
    phase && fill(l.phase[phase], { to }),
  );
  if (annual)
    d.cite(annual.id).paragraph(
      fill(l.annual, {
        annualGanzhi: `${annual.stem}${annual.branch}`,
        annualGod: t.names.tenGods[annual.tenGod],
      }),
    );
  return d.closing(fill(l.closing, { from })).done('luck');
}

/** One natal pillar: what it stands for, its stem's ten god (or the day master), its branch and hidden stems. */
export function pillarAnswer(x: AnswerContext, name: PillarName): OfflineAnswer {
  const { ix, t, c } = x;
  const d = x.draft();
  const o = c.pillar;
  const p = ix.pillar(name);
  const dm = ix.dayMaster;
  if (!p) return d.closing(o.closing).done('pillar');
  const ganzhi = `${p.stem}${p.branch}`;
  const pillar = c.words.pillars[name];
  d.heading(fill(o.heading, { pillar, ganzhi }));
  d.cite(p.id).paragraph(fill(o.intro, { pillar, ganzhi }), c.pillarRoles[name]);
  if (p.tenGod)
    d.paragraph(
      fill(o.stem, { stem: p.stem, god: t.names.tenGods[p.tenGod] }),
      x.quote(t.bazi.stems[p.stem].traits, 1),
      x.quote(t.bazi.tenGods[p.tenGod].meaning, 2),
    );
  else if (dm)
    d.cite(dm.id).paragraph(
      fill(o.dayStem, { stem: p.stem, gloss: x.gloss(p.stem) }),
      t.names.dayMasterLine[p.stem],
      fill(c.personality.support, {
        support: Math.round(dm.supportPercent),
        level: t.names.levels[dm.strength],
      }),
      c.strength[strengthText(dm.strength)],
    );
  const branch = t.bazi.branches[p.branch];
  d.paragraph(
    fill(o.branch, {
      branch: p.branch,
      animal: branch.animal,
      hidden: joinList(
        p.hiddenStems.map((h) => fill(c.words.hiddenStem, { stem: h.stem, god: t.names.tenGods[h.tenGod] })),
        c,
      ),
    }),
    x.quote(branch.traits, 1),
  );
  const natal = NATAL.flatMap((n) => {
    const q = ix.pillar(n);
    return q ? [{ name: n, stem: q.stem, branch: q.branch }] : [];
  });
  const relation = strongest(findRelations(natal).filter((r) => r.pillars.includes(name)));
  if (relation) {
    const others = relation.pillars.filter(
      (q): q is ChartPillarName => q !== name && NATAL.includes(q as ChartPillarName),
    );
    d.cite(...others.map((q) => ix.pillar(q)?.id)).paragraph(
      fill(o.relation, {
        others: joinList(
          others.map((q) => c.words.pillars[q]),
          c,
        ),
        relation: c.words.relations[relation.kind],
        chars: relation.chars,
      }),
      x.quote(t.bazi.relations[relation.kind], 1),
    );
  }
  const main = p.hiddenStems[0];
  if (name === 'month' && dm)
    d.cite(dm.id).paragraph(
      fill(o.centralStar, { star: t.names.tenGods[dm.centralStar] }),
      x.quote(t.bazi.tenGods[dm.centralStar].asCentralStar, 1),
    );
  if (name === 'day' && main) d.paragraph(o.spouse, c.spousePalace[main.tenGod]);
  return d.closing(o.closing).done('pillar');
}
