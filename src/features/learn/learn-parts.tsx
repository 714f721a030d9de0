import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { useAppStore } from '../../shared/stores/app-store';
import type { Difficulty, PracticeTarget } from './curriculum';
import './learn.css';

export interface Crumb {
  label: string;
  to?: string;
}

/** Breadcrumbs in a nav landmark; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('learn');
  return (
    <nav aria-label={t('breadcrumbs.label')} className="breadcrumbs">
      <ol>
        {items.map((c, i) => (
          <li key={`${c.label}-${c.to ?? 'current'}`}>
            {i === items.length - 1 || !c.to ? (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{c.label}</span>
            ) : (
              <Link to={c.to}>{c.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Difficulty and read time of a lesson or article. */
export function ItemMeta({ difficulty, minutes }: { difficulty: Difficulty; minutes: number }) {
  const { t } = useTranslation('learn');
  return (
    <p className="learn-meta">
      <span className={`learn-badge learn-badge-${difficulty}`}>
        {t('meta.difficulty', { level: t(`difficulty.${difficulty}`) })}
      </span>
      <span className="muted">{t('meta.readTime', { minutes })}</span>
    </p>
  );
}

/** The not-found message of a lesson, article or category address, with the way back. */
export function LearnNotFound({ kind }: { kind: 'lesson' | 'article' | 'category' }) {
  const { t } = useTranslation('learn');
  return (
    <div className="page learn-page learn-not-found">
      <Breadcrumbs items={[{ label: t('hub.title'), to: paths.learn }, { label: t(`notFound.${kind}`) }]} />
      <section className="card" aria-labelledby="learn-not-found-title">
        <h1 id="learn-not-found-title">{t(`notFound.${kind}`)}</h1>
        <p>{t(`notFound.${kind}Text`)}</p>
        <p>
          <Link className="button-primary" to={paths.learn}>
            {t('notFound.back')}
          </Link>
        </p>
      </section>
    </div>
  );
}

/** Where the user's own charts are, when a calculation result is stored (null otherwise). */
export function useOwnChartLinks(): { bazi: string; astrology: string } | null {
  const results = useAppStore((s) => s.calculationResults);
  const id = useAppStore((s) => s.resultId) ?? 'latest';
  if (!results) return null;
  return { bazi: paths.baziResults(id), astrology: paths.astrologyResults(id) };
}

/**
 * Practice buttons: open the user's own BaZi chart or birth chart to try the lesson on it. Without a stored chart
 * the lesson's "your chart" box already invites the reader to cast one, so nothing is added here.
 */
export function PracticeActions({ target }: { target: PracticeTarget }) {
  const { t } = useTranslation('learn');
  const links = useOwnChartLinks();
  if (!links) return null;
  return (
    <div className="learn-practice-actions row-actions">
      {target !== 'astrology' && (
        <Link className="button-primary" to={links.bazi}>
          {t('lessonPage.practiceBazi')}
        </Link>
      )}
      {target !== 'bazi' && (
        <Link className={target === 'both' ? 'button-secondary' : 'button-primary'} to={links.astrology}>
          {t('lessonPage.practiceAstrology')}
        </Link>
      )}
    </div>
  );
}
