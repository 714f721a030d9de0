import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DEFAULT_LANGUAGE, type Language, languageOf } from '../../i18n/languages';
import { paths } from '../../shared/paths';
import { LESSON_VIEWS } from './content/directive-views';
import { LearnBlocks } from './content/learn-blocks';
import { docPromise } from './content/load-doc';
import type { LearnDoc } from './content/parse-lesson';
import { readMinutes } from './content/read-time';
import { type Article, type ArticleLookup, findArticle } from './curriculum';
import { Breadcrumbs, ItemMeta, LearnNotFound } from './learn-parts';

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

/** An article (spec §2): breadcrumbs, the text from its Markdown, previous/next among the featured articles. */
export function Component() {
  const { slug } = useParams();
  const { i18n } = useTranslation('learn');
  const found = findArticle(slug);
  const lang = languageOf(i18n.language) ?? DEFAULT_LANGUAGE;
  const doc = found && docPromise(`${lang}/articles/${found.article.slug}`);
  if (!found || !doc) return <LearnNotFound kind="article" />;
  return <ArticleView found={found} doc={doc} lang={lang} />;
}

function ArticleView({
  found,
  doc: pending,
  lang,
}: {
  found: ArticleLookup;
  doc: Promise<LearnDoc>;
  lang: Language;
}) {
  const { t } = useTranslation('learn');
  const doc = use(pending);
  const { article, previous, next } = found;
  return (
    <article className="page learn-page article-page" aria-labelledby="article-title">
      <Breadcrumbs
        items={[
          { label: t('hub.title'), to: paths.learn },
          { label: t(`categories.${article.category}.title`), to: paths.category(article.category) },
          { label: doc.title },
        ]}
      />
      <header className="learn-header">
        <h1 id="article-title">{doc.title}</h1>
        <ItemMeta difficulty={article.difficulty} minutes={readMinutes(doc, lang)} />
        <p className="lead">{doc.overview}</p>
      </header>
      <div className="card prose learn-article-body">
        <LearnBlocks blocks={doc.parts.content ?? []} views={LESSON_VIEWS} top={2} />
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
