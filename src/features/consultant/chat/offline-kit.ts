import i18next from 'i18next';
import type { ChartFact } from '../../../core/consultant/chart-facts';
import type { Language } from '../../../i18n/languages';
import {
  type OfflineTexts,
  offlineAnswer,
  type SuggestedQuestion,
  suggestedQuestions,
} from '../offline/offline-consultant';

type Loader = () => Promise<{ default: unknown }>;
const consultantFiles = import.meta.glob<{ default: unknown }>('../../../content/consultant/*.json');
const readingFiles = import.meta.glob<{ default: unknown }>('../../../content/readings/*.json');
const baziFiles = import.meta.glob<{ default: unknown }>('../../../content/bazi/*.json');
const transitFiles = import.meta.glob<{ default: unknown }>('../../../content/transits/*.json');

/** The offline consultant of one language, its texts loaded (each its own chunk, fetched on first use). */
export interface OfflineKit {
  suggestions(facts: readonly ChartFact[]): SuggestedQuestion[];
  answer(question: string, facts: readonly ChartFact[]): { markdown: string; factIds: string[] };
}

async function load(files: Record<string, Loader>, dir: string, lang: Language): Promise<unknown> {
  const loader = files[`${dir}/${lang}.json`];
  if (!loader) throw new Error(`No ${dir} texts for ${lang}`);
  return (await loader()).default;
}

const kits = new Map<Language, Promise<OfflineKit>>();

/** Loads (once per language) the texts the offline consultant composes its answers from. */
export function loadOfflineKit(lang: Language): Promise<OfflineKit> {
  const cached = kits.get(lang);
  if (cached) return cached;
  const kit = Promise.all([
    load(consultantFiles, '../../../content/consultant', lang),
    load(readingFiles, '../../../content/readings', lang),
    load(baziFiles, '../../../content/bazi', lang),
    load(transitFiles, '../../../content/transits', lang),
    i18next.loadNamespaces('results'),
  ]).then(([consultant, readings, bazi, transits]) => {
    const texts = {
      consultant,
      readings,
      bazi,
      transits,
      names: i18next.getResourceBundle(lang, 'results'),
    } as OfflineTexts;
    return {
      suggestions: (facts) => suggestedQuestions([...facts], texts),
      answer: (question, facts) => {
        const a = offlineAnswer(question, [...facts], texts);
        return { markdown: a.markdown, factIds: a.factIds };
      },
    } satisfies OfflineKit;
  });
  kits.set(lang, kit);
  kit.catch(() => kits.delete(lang));
  return kit;
}
