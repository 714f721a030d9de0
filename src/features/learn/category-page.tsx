import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../shared/paths';
import { categoryContents, isCategory } from './curriculum';
import { Breadcrumbs, ItemMeta, LearnNotFound } from './learn-parts';
import { articleMinutes, lessonMinutes } from './read-minutes';

/** A category (spec §2): the lessons and articles filed under it (every category has at least one of either). */
export function Component() {
  const { category } = useParams();
  const { t, i18n } = useTranslation('learn');
  const contents = categoryContents(category);
  if (!contents || !isCategory(category)) return <LearnNotFound kind="category" />;
  const title = t(`categories.${category}.title`);

  return (
    <div className="page learn-page category-page">
      <Breadcrumbs items={[{ label: t('hub.title'), to: paths.learn }, { label: title }]} />
      <header className="learn-header">
        <h1>{title}</h1>
        <p className="lead">{t(`categories.${category}.description`)}</p>
      </header>

      {contents.lessons.length > 0 && (
        <section className="card" aria-labelledby="category-lessons">
          <h2 id="category-lessons">{t('categoryPage.lessons')}</h2>
          <ul className="learn-list">
            {contents.lessons.map(({ course, lesson }) => (
              <li key={`${course}/${lesson.id}`}>
                <Link to={paths.lesson(course, lesson.id)}>{t(`lessons.${course}.${lesson.id}.title`)}</Link>
                <span className="learn-list-course muted">{t(`courses.${course}.title`)}</span>
                <ItemMeta
                  difficulty={lesson.difficulty}
                  minutes={lessonMinutes(i18n.language, course, lesson)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      {contents.articles.length > 0 && (
        <section className="card" aria-labelledby="category-articles">
          <h2 id="category-articles">{t('categoryPage.articles')}</h2>
          <ul className="learn-list">
            {contents.articles.map((a) => (
              <li key={a.slug}>
                <Link to={paths.article(a.slug)}>{t(`articles.${a.slug}.title`)}</Link>
                <span className="learn-list-summary muted">{t(`articles.${a.slug}.summary`)}</span>
                <ItemMeta difficulty={a.difficulty} minutes={articleMinutes(i18n.language, a)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
