import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { findLesson, type LessonRef } from './curriculum';
import { Breadcrumbs, ItemMeta, LearnNotFound, PracticeActions, useTexts } from './learn-parts';
import { ReferenceTable } from './reference-tables';

/** Previous or next lesson link: the direction as a label, the lesson title as the link text. */
function NeighbourLink({ to, rel }: { to: LessonRef; rel: 'prev' | 'next' }) {
  const { t } = useTranslation('learn');
  return (
    <Link className={`learn-pager-link learn-pager-${rel}`} to={paths.lesson(to.course, to.lesson)} rel={rel}>
      <span className="learn-pager-dir">{t(rel === 'prev' ? 'lessonPage.previous' : 'lessonPage.next')}</span>
      <span className="learn-pager-title">{t(`lessons.${to.course}.${to.lesson}.title`)}</span>
    </Link>
  );
}

/** A lesson (spec §2): overview, objectives, key points, example, practice, breadcrumbs, previous/next. */
export function Component() {
  const { type, lesson: lessonId } = useParams();
  const found = findLesson(type, lessonId);
  if (!found) return <LearnNotFound kind="lesson" />;
  return <Lesson found={found} />;
}

function Lesson({ found }: { found: NonNullable<ReturnType<typeof findLesson>> }) {
  const { t } = useTranslation('learn');
  const { course, lesson, index, previous, next } = found;
  const base = `lessons.${course.id}.${lesson.id}`;
  const objectives = useTexts(`${base}.objectives`);
  const content = useTexts(`${base}.content`);
  const courseTitle = t(`courses.${course.id}.title`);
  const title = t(`${base}.title`);

  return (
    <article className="page learn-page lesson-page" aria-labelledby="lesson-title">
      <Breadcrumbs
        items={[
          { label: t('hub.title'), to: paths.learn },
          { label: courseTitle, to: `${paths.learn}#course-${course.id}` },
          { label: title },
        ]}
      />
      <header className="learn-header">
        <p className="learn-kicker">
          {courseTitle} · {t('meta.lessonOf', { number: index + 1, total: course.lessons.length })}
        </p>
        <h1 id="lesson-title">{title}</h1>
        <ItemMeta difficulty={lesson.difficulty} minutes={lesson.minutes} />
      </header>

      <section className="card prose" aria-labelledby="lesson-overview">
        <h2 id="lesson-overview">{t('lessonPage.overview')}</h2>
        <p>{t(`${base}.overview`)}</p>
      </section>

      <section className="card prose" aria-labelledby="lesson-objectives">
        <h2 id="lesson-objectives">{t('lessonPage.objectives')}</h2>
        <ul className="learn-objectives">
          {objectives.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      </section>

      <section className="card prose" aria-labelledby="lesson-content">
        <h2 id="lesson-content">{t('lessonPage.content')}</h2>
        <ul className="learn-points">
          {content.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        {lesson.table && <ReferenceTable table={lesson.table} />}
      </section>

      <section className="card prose" aria-labelledby="lesson-example">
        <h2 id="lesson-example">{t('lessonPage.example')}</h2>
        <p>{t(`${base}.example`)}</p>
      </section>

      <section className="card prose" aria-labelledby="lesson-practice">
        <h2 id="lesson-practice">{t('lessonPage.practice')}</h2>
        <p>{t(`${base}.practice`)}</p>
        <PracticeActions target={lesson.practice} />
      </section>

      <nav className="learn-pager" aria-label={t('lessonPage.navLabel')}>
        {previous ? <NeighbourLink to={previous} rel="prev" /> : <span className="learn-pager-spacer" />}
        {next ? (
          <NeighbourLink to={next} rel="next" />
        ) : (
          <p className="learn-pager-end">
            {t('lessonPage.courseEnd')} <Link to={paths.learn}>{t('lessonPage.backToLearn')}</Link>
          </p>
        )}
      </nav>
    </article>
  );
}
