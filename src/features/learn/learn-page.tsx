import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { ARTICLES, CATEGORIES, COURSES } from './curriculum';
import { ItemMeta } from './learn-parts';
import { articleMinutes, courseMinutesIn, lessonMinutes } from './read-minutes';

/** Where each quick-start step leads, in the order of `hub.quickStart.steps`. */
const QUICK_START_LINKS = [
  paths.home,
  paths.lesson('bazi', 'basics'),
  paths.lesson('astrology', 'introduction'),
  paths.lesson('reading', 'preparation'),
] as const;

interface Step {
  title: string;
  text: string;
}

function isStep(x: unknown): x is Step {
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof (x as Step).title === 'string' &&
    typeof (x as Step).text === 'string'
  );
}

/** The learning centre (spec §2): quick-start guide, three courses of six lessons, featured articles, categories. */
export function Component() {
  const { t, i18n } = useTranslation('learn');
  const rawSteps: unknown = t('hub.quickStart.steps', { returnObjects: true, defaultValue: [] });
  const steps = Array.isArray(rawSteps) ? rawSteps.filter(isStep) : [];

  return (
    <div className="page learn-page learn-hub">
      <header className="learn-header">
        <h1>{t('hub.title')}</h1>
        <p className="lead">{t('hub.lead')}</p>
      </header>

      <section className="card" aria-labelledby="quick-start-title">
        <h2 id="quick-start-title">{t('hub.quickStart.title')}</h2>
        <ol className="learn-steps">
          {steps.map((s, i) => (
            <li key={s.title}>
              <Link to={QUICK_START_LINKS[i] ?? paths.learn}>{s.title}</Link>
              <span className="muted">{s.text}</span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="courses-title">
        <h2 id="courses-title">{t('hub.coursesTitle')}</h2>
        <div className="learn-grid learn-courses">
          {COURSES.map((course) => {
            const title = t(`courses.${course.id}.title`);
            const first = course.lessons[0];
            return (
              <section
                key={course.id}
                id={`course-${course.id}`}
                className="card learn-course"
                aria-labelledby={`course-${course.id}-title`}
              >
                <h3 id={`course-${course.id}-title`}>{title}</h3>
                <p>{t(`courses.${course.id}.description`)}</p>
                <p className="muted learn-course-meta">
                  {t('hub.courseMeta', {
                    count: course.lessons.length,
                    minutes: courseMinutesIn(i18n.language, course),
                  })}
                </p>
                <ol className="learn-lesson-list" aria-label={t('hub.lessonsOf', { course: title })}>
                  {course.lessons.map((lesson) => (
                    <li key={lesson.id}>
                      <Link to={paths.lesson(course.id, lesson.id)}>
                        {t(`lessons.${course.id}.${lesson.id}.title`)}
                      </Link>
                      <span className="muted learn-lesson-level">
                        {t(`difficulty.${lesson.difficulty}`)} ·{' '}
                        {t('meta.readTime', { minutes: lessonMinutes(i18n.language, course.id, lesson) })}
                      </span>
                    </li>
                  ))}
                </ol>
                {first && (
                  <p className="learn-course-start">
                    <Link className="button-secondary" to={paths.lesson(course.id, first.id)}>
                      {t('hub.startCourse')}
                    </Link>
                  </p>
                )}
              </section>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="featured-title">
        <h2 id="featured-title">{t('hub.featuredTitle')}</h2>
        <div className="learn-grid learn-articles">
          {ARTICLES.map((a) => (
            <article key={a.slug} className="card learn-article-card" aria-labelledby={`article-${a.slug}`}>
              <p className="learn-kicker">
                <Link to={paths.category(a.category)}>{t(`categories.${a.category}.title`)}</Link>
              </p>
              <h3 id={`article-${a.slug}`}>
                <Link to={paths.article(a.slug)}>{t(`articles.${a.slug}.title`)}</Link>
              </h3>
              <p>{t(`articles.${a.slug}.summary`)}</p>
              <ItemMeta difficulty={a.difficulty} minutes={articleMinutes(i18n.language, a)} />
            </article>
          ))}
        </div>
      </section>

      <section className="card learn-glossary-card" aria-labelledby="glossary-card-title">
        <h2 id="glossary-card-title">{t('glossaryPage.title')}</h2>
        <p>{t('glossaryPage.description')}</p>
        <Link className="button-secondary" to={paths.glossary()}>
          {t('glossaryPage.open')}
        </Link>
      </section>

      <nav className="card" aria-labelledby="categories-title">
        <h2 id="categories-title">{t('hub.categoriesTitle')}</h2>
        <ul className="learn-categories">
          {CATEGORIES.map((c) => (
            <li key={c}>
              <Link to={paths.category(c)}>{t(`categories.${c}.title`)}</Link>
              <span className="muted">{t(`categories.${c}.description`)}</span>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
