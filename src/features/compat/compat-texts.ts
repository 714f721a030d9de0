import type { TFunction } from 'i18next';
import type { ElementUse } from '../../core/bazi/judgement';
import type { MatchDimensionKey, MatchFinding } from '../../core/compat/bazi-match';
import type { InterAspect } from '../../core/compat/synastry';
import type { Language } from '../../i18n/languages';
import { birthplaceLabel } from '../../shared/lib/birthplace-label';
import { birthMomentOf, formatIsoDate } from '../../shared/lib/local-date';
import type { UserData } from '../../shared/stores/app-types';

/*
 * The sentences of the compatibility page, built from the engine's findings with the compat namespace's texts and
 * the results namespace's names (bodies, signs, elements, ten gods). Person A is always "you", B "them".
 */

type T = TFunction<['compat', 'results']>;

/** "Your Venus trines their Moon" (the orb apart: contactOrb). */
export function contactText(t: T, c: InterAspect): string {
  return t(`compat:contacts.${c.type}`, { a: t(`results:bodies.${c.a}`), b: t(`results:bodies.${c.b}`) });
}

/** "(orb 1.2°)", kept on one line after the contact. */
export const contactOrb = (t: T, c: InterAspect): string => t('compat:orb', { orb: c.orb.toFixed(1) });

/** What the contact means, in the two points' themes ("your affection and their feelings fall into step"). */
export function contactMeaning(t: T, c: InterAspect): string {
  return t(`compat:meanings.${c.type}`, {
    aTheme: t(`compat:themes.${c.a}`),
    bTheme: t(`compat:themes.${c.b}`),
  });
}

const pct = (x: number) => String(Math.round(x));

/** An element's role for a chart, as the match's sentences group it: worth having (用神, 喜神), neutral, or not. */
export const roleGroup = (use: ElementUse): 'helps' | 'idle' | 'harms' =>
  use === 'useful' || use === 'favourable' ? 'helps' : use === 'idle' ? 'idle' : 'harms';

/**
 * Characters that belong together (a pillar 庚午, a triad 申子辰) joined with WORD JOINER, so a line never breaks
 * between them (CJK text may otherwise break between any two characters).
 */
export const unbroken = (chars: string): string => [...chars].join('\u2060');

/** One finding of the BaZi match as a sentence, naming the characters and elements it is about. */
export function findingText(t: T, lang: Language, key: MatchDimensionKey, f: MatchFinding): string {
  const [a, b] = f.chars ? [...f.chars] : ['', ''];
  const el = (e: string | undefined) => (e ? t(`results:elements.${e}`) : '');
  const base = {
    a,
    b,
    element: el(f.element),
    otherElement: el(f.otherElement),
    pillar: t(key === 'yearBranches' ? 'compat:bazi.pillarYear' : 'compat:bazi.pillarDay'),
  };
  const side = f.person === 'b' ? 'B' : 'A';
  switch (f.kind) {
    case 'produces':
    case 'controls':
      return t(`compat:findings.${f.kind}${side}`, base);
    case 'tenGod':
      return t(`compat:findings.tenGod${side}`, {
        stem: f.stem,
        tenGod: t(`results:tenGods.${f.tenGod}`),
        gloss: t(`compat:tenGodGloss.${f.tenGod}`),
      });
    case 'triadPart':
      return t(`compat:findings.${f.peak ? 'triadPeak' : 'triadEnds'}`, {
        ...base,
        triad: unbroken(f.triad),
        completes: f.completes,
      });
    case 'fillsLack': {
      const parts = [
        t(`compat:findings.fillsLack${side}`, {
          ...base,
          percent: pct(f.percent),
          otherPercent: pct(f.otherPercent),
        }),
      ];
      // The receiver is the other person: A's plenty meets B's lack.
      const receiver = side === 'A' ? 'B' : 'A';
      if (f.absent) parts.push(t(`compat:findings.${f.hidden ? 'hiddenIn' : 'absentIn'}${receiver}`, base));
      // What the element is to the receiver, by their chart's judgement: a help only as 用神 or 喜神 (issue 27).
      if (f.use)
        parts.push(
          t(`compat:findings.lackUse${receiver}.${roleGroup(f.use)}`, {
            ...base,
            role: t(`results:judgement.uses.${f.use}`),
          }),
        );
      // Japanese and Chinese sentences end in 。.
      return parts.join(lang === 'en' ? ' ' : '');
    }
    case 'doublesExcess':
    case 'sharedLack': {
      const text = t(`compat:findings.${f.kind}`, {
        ...base,
        aPercent: pct(f.aPercent),
        bPercent: pct(f.bPercent),
      });
      if (!f.aUse || !f.bUse) return text;
      const both = roleGroup(f.aUse) === 'helps' && roleGroup(f.bUse) === 'helps';
      const roles = t(
        `compat:findings.${f.kind === 'doublesExcess' ? (both ? 'doublesHelps' : 'doublesLean') : both ? 'sharedHelps' : 'sharedRoles'}`,
        {
          ...base,
          aRole: t(`results:judgement.uses.${f.aUse}`),
          bRole: t(`results:judgement.uses.${f.bUse}`),
        },
      );
      return `${text}${lang === 'en' ? ' ' : ''}${roles}`;
    }
    case 'usefulStrong':
    case 'usefulModerate':
    case 'usefulWeak':
      return t(`compat:findings.${f.kind}${side}`, {
        ...base,
        role: t(f.role === 'useful' ? 'compat:bazi.roleUseful' : 'compat:bazi.roleFavourable'),
        otherPercent: pct(f.otherPercent),
      });
    default:
      return t(`compat:findings.${f.kind}`, base);
  }
}

/** "1990年5月15日 14:30・東京" / "15 May 1990, time unknown, Osaka": a person's birth as one line. */
export function birthLine(t: T, lang: Language, u: UserData): string {
  const when = u.birthTimeUnknown
    ? [formatIsoDate(u.birthdate, lang), t('compat:people.timeUnknown')]
    : [birthMomentOf(u, lang)];
  return [...when, birthplaceLabel(u, lang)].join(t('compat:people.separator'));
}
