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
import { findLesson, type LessonRef } from './curriculum';
import { Breadcrumbs, ItemMeta, LearnNotFound, PracticeActions } from './learn-parts';

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

type Found = NonNullable<ReturnType<typeof findLesson>>;

/** A lesson, read from its Markdown in the page's language (every lesson exists in ja, zh and en: content test). */
function Lesson({ found }: { found: Found }) {
  const { i18n } = useTranslation('learn');
  const lang = languageOf(i18n.language) ?? DEFAULT_LANGUAGE;
  const doc = docPromise(`${lang}/${found.course.id}/${found.lesson.id}`);
  return doc ? <MarkdownLesson found={found} doc={doc} lang={lang} /> : <LearnNotFound kind="lesson" />;
}

/** The page's frame: breadcrumbs, the kicker, title and meta, then the lesson's parts, then previous/next. */
function LessonFrame({
  found,
  title,
  minutes,
  children,
}: {
  found: Found;
  title: string;
  minutes: number;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('learn');
  const { course, lesson, index, previous, next } = found;
  const courseTitle = t(`courses.${course.id}.title`);
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
        <ItemMeta difficulty={lesson.difficulty} minutes={minutes} />
      </header>
      {children}
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

/** A lesson from its Markdown: overview, objectives, the lesson, a worked example and practice (issue 14). */
function MarkdownLesson({
  found,
  doc: pending,
  lang,
}: {
  found: Found;
  doc: Promise<LearnDoc>;
  lang: Language;
}) {
  const { t } = useTranslation('learn');
  const doc = use(pending);
  const part = (id: 'content' | 'example' | 'practice') => (
    <section className="card prose" aria-labelledby={`lesson-${id}`} data-part={id}>
      <h2 id={`lesson-${id}`}>{t(`lessonPage.${id}`)}</h2>
      <LearnBlocks blocks={doc.parts[id] ?? []} views={LESSON_VIEWS} />
      {id === 'practice' && <PracticeActions target={found.lesson.practice} />}
    </section>
  );
  return (
    <LessonFrame found={found} title={doc.title} minutes={readMinutes(doc, lang)}>
      <section className="card prose" aria-labelledby="lesson-overview">
        <h2 id="lesson-overview">{t('lessonPage.overview')}</h2>
        <p>{doc.overview}</p>
      </section>
      <section className="card prose" aria-labelledby="lesson-objectives">
        <h2 id="lesson-objectives">{t('lessonPage.objectives')}</h2>
        <ul className="learn-objectives">
          {doc.objectives.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      </section>
      {part('content')}
      {part('example')}
      {part('practice')}
    </LessonFrame>
  );
}
