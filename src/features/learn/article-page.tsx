import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { type Article, findArticle } from './curriculum';
import { Breadcrumbs, ItemMeta, LearnNotFound } from './learn-parts';

interface Section {
  heading: string;
  text: string;
}

function isSection(x: unknown): x is Section {
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof (x as Section).heading === 'string' &&
    typeof (x as Section).text === 'string'
  );
}

function NeighbourLink({ article, rel }: { article: Article; rel: 'prev' | 'next' }) {
  const { t } = useTranslation('learn');
  return (
    <Link className={`learn-pager-link learn-pager-${rel}`} to={paths.article(article.slug)} rel={rel}>
      <span className="learn-pager-dir">
        {t(rel === 'prev' ? 'articlePage.previous' : 'articlePage.next')}
      </span>
      <span className="learn-pager-title">{t(`articles.${article.slug}.title`)}</span>
    </Link>
  );
}

/** An article (spec §2): breadcrumbs, the text, previous/next among the featured articles. */
export function Component() {
  const { slug } = useParams();
  const { t } = useTranslation('learn');
  const found = findArticle(slug);
  if (!found) return <LearnNotFound kind="article" />;
  const { article, previous, next } = found;
  const base = `articles.${article.slug}`;
  const raw: unknown = t(`${base}.sections`, { returnObjects: true, defaultValue: [] });
  const sections = Array.isArray(raw) ? raw.filter(isSection) : [];
  const title = t(`${base}.title`);

  return (
    <article className="page learn-page article-page" aria-labelledby="article-title">
      <Breadcrumbs
        items={[
          { label: t('hub.title'), to: paths.learn },
          { label: t(`categories.${article.category}.title`), to: paths.category(article.category) },
          { label: title },
        ]}
      />
      <header className="learn-header">
        <h1 id="article-title">{title}</h1>
        <ItemMeta difficulty={article.difficulty} minutes={article.minutes} />
        <p className="lead">{t(`${base}.summary`)}</p>
      </header>
      <div className="card prose learn-article-body">
        {sections.map((s, i) => (
          <section key={s.heading} aria-labelledby={`article-section-${i}`}>
            <h2 id={`article-section-${i}`}>{s.heading}</h2>
            <p>{s.text}</p>
          </section>
        ))}
      </div>
      <nav className="learn-pager" aria-label={t('articlePage.navLabel')}>
        {previous ? <NeighbourLink article={previous} rel="prev" /> : <span className="learn-pager-spacer" />}
        {next ? (
          <NeighbourLink article={next} rel="next" />
        ) : (
          <p className="learn-pager-end">
            <Link to={paths.learn}>{t('lessonPage.backToLearn')}</Link>
          </p>
        )}
      </nav>
    </article>
  );
}
