import { useTranslation } from 'react-i18next';
import { BRANCH_ANIMAL, BRANCH_PINYIN, STEM_PINYIN } from '../../core/bazi/romanization';
import {
  type Branch,
  branchElement,
  type Stem,
  stemElement,
  stemPolarity,
} from '../../core/bazi/stems-branches';
import { languageOf } from '../../i18n/languages';
import { branchClass, stemClass } from './element-class';

/** "xīn · Yin Metal" for a stem, "sì · Snake" for a branch: what an English reader needs beside the character. */
export function useGanzhiGloss() {
  const { t, i18n } = useTranslation('results');
  const english = (languageOf(i18n.language) ?? 'ja') === 'en';
  const stemMeaning = (s: Stem) =>
    t('stemGloss', { polarity: t(`polarity.${stemPolarity(s)}`), element: t(`elements.${stemElement(s)}`) });
  return {
    english,
    stem: (s: Stem) => `${STEM_PINYIN[s]} · ${stemMeaning(s)}`,
    branch: (b: Branch) => `${BRANCH_PINYIN[b]} · ${t(`animals.${BRANCH_ANIMAL[b]}`)}`,
    /** Reading and meaning apart, for narrow columns (the pillars). */
    stemParts: (s: Stem) => ({ reading: STEM_PINYIN[s], meaning: stemMeaning(s) }),
    branchParts: (b: Branch) => ({ reading: BRANCH_PINYIN[b], meaning: t(`animals.${BRANCH_ANIMAL[b]}`) }),
    branchElement,
  };
}

/**
 * A stem–branch pair in element colours. In English each character carries its reading and meaning; Japanese
 * and Chinese readers keep the characters alone. `layout="stack"` puts the branch under the stem (pillars).
 */
export function Ganzhi({
  stem,
  branch,
  layout = 'inline',
  className = '',
}: {
  stem: Stem;
  branch: Branch;
  layout?: 'inline' | 'stack';
  className?: string;
}) {
  const g = useGanzhiGloss();
  if (!g.english)
    return (
      <span className={`ganzhi ganzhi-${layout} ${className}`}>
        <span className={stemClass(stem)}>{stem}</span>
        {layout === 'stack' ? <br /> : null}
        <span className={branchClass(branch)}>{branch}</span>
      </span>
    );
  return (
    <span className={`ganzhi ganzhi-${layout} ganzhi-glossed ${className}`}>
      <span className="gz-cell">
        <span className={`gz-char ${stemClass(stem)}`} lang="zh-Hant">
          {stem}
        </span>
        <span className="gz-gloss">{g.stem(stem)}</span>
      </span>
      <span className="gz-cell">
        <span className={`gz-char ${branchClass(branch)}`} lang="zh-Hant">
          {branch}
        </span>
        <span className="gz-gloss">{g.branch(branch)}</span>
      </span>
    </span>
  );
}
