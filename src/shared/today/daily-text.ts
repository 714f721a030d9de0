import { type TransitContent, transitText } from '../../content/transits/transit-content';
import { signalNamed } from '../../core/bazi/signal-named';
import type { DailyReading, DailySentence } from '../../core/transit/daily-reading';

type T = (key: string, options?: Record<string, unknown>) => string;

/** A reading text's first sentence (the daily reading quotes one; the transit report keeps the whole text). */
export function firstSentence(text: string): string {
  const m = /^(.+?(?:[。！？]|[.!?](?=\s|$)))/u.exec(text);
  return (m?.[1] ?? text).trim();
}

/** One sentence of the daily reading in the language of `t` (a `t` of the results namespace). */
function sentence(t: T, s: DailySentence, content: TransitContent | null): string {
  switch (s.kind) {
    case 'day':
      return t('results:daily.day', {
        pillar: s.pillar,
        tenGod: t(`results:tenGods.${s.tenGod}`),
        grade: t(`results:fortune.grades.${s.grade}`),
      });
    case 'why': {
      const g = s.signal;
      const key =
        g.kind === 'branchClash' ? (g.points < 0 ? 'branchClashHarms' : 'branchClashClears') : g.kind;
      return t(`results:daily.why.${key}`, {
        chars: signalNamed(g),
        element: g.element ? t(`results:elements.${g.element}`) : '',
        use: g.use ? t(`results:judgement.uses.${g.use}`) : '',
        effect: g.use ? t(`results:daily.effect.${g.use}`) : '',
        pillar: g.pillar ? t(`results:pillarNames.${g.pillar}`) : '',
      });
    }
    case 'advice':
      return t(`results:daily.advice.${s.tenGod}.${s.tone}`);
    case 'transit': {
      const c = s.contact;
      return t('results:daily.transit', {
        transit: t(`results:bodies.${c.transit}`),
        natal: t(`results:bodies.${c.natal}`),
        aspect: t(`results:daily.aspects.${c.type}`),
        phase: t(`results:transit.aspects.${c.applying ? 'applying' : 'separating'}`),
        text: content ? firstSentence(transitText(content, c.transit, c.natal, c.type)) : '',
      }).trim();
    }
    case 'quiet':
      return t('results:daily.quiet');
    case 'moon':
      return s.house === null
        ? t('results:daily.moonSign', {
            sign: t(`results:signs.${s.sign}`),
            mood: t(`results:daily.moods.${s.sign}`),
          })
        : t('results:daily.moonHouse', {
            sign: t(`results:signs.${s.sign}`),
            house: s.house,
            theme: t(`results:houseThemes.${s.house}`),
          });
  }
}

/**
 * The daily reading as the sentences a person reads — on the Today card and in the daily reminder alike — worded
 * from core's sentences (src/core/transit/daily-reading.ts); the transit sentence quotes the transit texts when they
 * have loaded.
 */
export function dailySentences(
  t: T,
  reading: Pick<DailyReading, 'sentences'>,
  content: TransitContent | null,
) {
  return reading.sentences.map((s) => sentence(t, s, content));
}
