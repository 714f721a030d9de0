import { useTranslation } from 'react-i18next';
import './results.css';

export interface AspectRow {
  a: string;
  b: string;
  type: string;
  orb: number;
  applying: boolean;
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
        </li>
      ))}
    </ul>
  );
}
