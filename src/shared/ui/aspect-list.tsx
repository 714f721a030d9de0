import { useTranslation } from 'react-i18next';
import './results.css';

export interface AspectRow {
  a: string;
  b: string;
  type: string;
  orb: number;
  applying: boolean;
  /** False (birth time unknown) when the aspect holds for only part of the birth day. */
  wholeDay?: boolean;
}

/** Aspects as rows: the two points, the aspect, its orb and whether it is applying (natal and transit screens). */
export function AspectList({ aspects, joiner }: { aspects: readonly AspectRow[]; joiner: string }) {
  const { t } = useTranslation('results');
  return (
    <ul className="aspect-list">
      {aspects.map((a) => (
        <li key={`${a.a}-${a.b}-${a.type}`}>
          <span>
            {t(`bodies.${a.a}`)}
            {joiner}
            {t(`bodies.${a.b}`)}
          </span>
          <span>{t(`aspectTypes.${a.type}`)}</span>
          <span className="muted num">
            {t('astro.orb')} {a.orb.toFixed(2)}° · {t(a.applying ? 'astro.applying' : 'astro.separating')}
          </span>
          {a.wholeDay === false && <span className="muted">{t('unknownTime.partOfDay')}</span>}
        </li>
      ))}
    </ul>
  );
}
