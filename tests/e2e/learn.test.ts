import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import READ_MINUTES from '../../src/content/learn/read-minutes.json';
import { exampleChart } from '../../src/features/learn/content/examples';
import { factText } from '../../src/features/learn/content/facts';
import { type LearnDoc, parseLearnDoc } from '../../src/features/learn/content/parse-lesson';
import { quizOf } from '../../src/features/learn/content/quiz';
import { tFor } from '../../src/features/learn/content/test-locale-t';
import type { ExampleId, QuizKind } from '../../src/features/learn/content/vocabulary';
import { GLOSSARY_TERM_IDS } from '../../src/shared/lib/glossary-terms';
import { formatIsoDate } from '../../src/shared/lib/local-date';
import { APP_STATE_KEY, connectBrowser, navigateInApp, openInLanguage } from './browser';

const url = inject('e2eUrl');
let browser: Browser;

const LANGS = ['ja', 'zh', 'en'] as const;
type Lang = (typeof LANGS)[number];

// biome-ignore lint/suspicious/noExplicitAny: the locale JSON is read as plain data
type Tree = any;
const texts: Record<Lang, Tree> = Object.fromEntries(
  LANGS.map((l) => [l, JSON.parse(readFileSync(`src/i18n/locales/${l}/learn.json`, 'utf8'))]),
) as Record<Lang, Tree>;

/** A lesson, article or the glossary as Markdown (issue 14), read in Node as the page reads it. */
const markdownDoc = (lang: Lang, path: string): LearnDoc =>
  parseLearnDoc(readFileSync(`src/content/learn/${lang}/${path}.md`, 'utf8')).doc;

/** Every example fact on the page reads as the engine gives it; no directive or token is left unrendered. */
async function expectEngineFacts(page: Page, lang: Lang) {
  expect((await page.textContent('main')) ?? '').not.toMatch(/\{\{|:::|@example|@content|MISSING/);
  const t = tFor(lang);
  const date = (iso: string) => formatIsoDate(iso, lang);
  const facts = await page.$$eval('.learn-fact', (els) =>
    els.map((e) => [e.getAttribute('data-fact'), e.textContent]),
  );
  expect(facts.length).toBeGreaterThan(1);
  for (const [id, text] of facts) {
    const [example, fact] = (id ?? '').split(':') as [ExampleId, string];
    expect(text, id ?? '').toBe(factText(exampleChart(example), example, fact, t, date));
  }
}

/**
 * A Markdown lesson on the page: its title, overview and objectives, the three parts, every example fact as the
 * engine gives it, every practice question with the engine's answer behind its disclosure.
 */
async function checkMarkdownLesson(page: Page, lang: Lang, doc: LearnDoc) {
  const T = texts[lang];
  expect(await waitForH1(page, doc.title)).toBe(doc.title);
  const main = (await page.textContent('main')) ?? '';
  for (const part of [doc.overview, ...doc.objectives]) expect(main).toContain(part);
  for (const heading of ['overview', 'objectives', 'content', 'example', 'practice'])
    expect(main).toContain(T.lessonPage[heading]);
  await expectEngineFacts(page, lang);
  const t = tFor(lang);
  const date = (iso: string) => formatIsoDate(iso, lang);
  const quizzes = page.locator('.learn-quiz');
  const kinds = await quizzes.evaluateAll((els) => els.map((e) => e.getAttribute('data-quiz')));
  expect(kinds.length).toBe((doc.parts.practice ?? []).filter((b) => b.kind === 'quiz').length);
  const [example, kind] = (kinds[0] ?? '').split(':') as [ExampleId, QuizKind];
  const first = quizzes.first();
  expect(await first.locator('.learn-quiz-a').isVisible()).toBe(false);
  await first.locator('summary').click();
  expect(await first.locator('.learn-quiz-a').textContent()).toBe(
    quizOf(kind, exampleChart(example), example, t, date).answer,
  );
  expect(await page.locator('.learn-example').count()).toBeGreaterThan(0);
}

/**
 * One lesson of each course, each checked in depth in two of the three languages, the languages taking turns (every
 * fact of every lesson in every language is checked in the unit tests, and fit.test opens every lesson in all three).
 */
const SAMPLE_LESSONS = [
  ['bazi', 'heavenly-stems'],
  ['astrology', 'houses'],
  ['reading', 'preparation'],
] as const;
const samplesFor = (lang: (typeof LANGS)[number]) =>
  SAMPLE_LESSONS.filter((_, i) => i !== LANGS.indexOf(lang));

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  for (const { context } of sessions.values()) await context.close();
  await browser?.close();
});

type Session = Awaited<ReturnType<typeof openInLanguage>>;
/**
 * One context per language (desktop, no chart stored), opened by the first test that needs it and kept for the
 * file: the first route is a full load, every later one a client-side navigation (main's data-location shows it), as
 * a visitor moves through the learning centre. A page error, console error or external request in any test fails
 * that test and every later one in the language (`problems` is never emptied).
 */
const sessions = new Map<Lang, Session>();
async function visit(lang: Lang, route: string): Promise<Session> {
  const open = sessions.get(lang);
  if (open) {
    await navigateInApp(open.page, route);
    return open;
  }
  const session = await openInLanguage(browser, lang);
  sessions.set(lang, session);
  await session.page.goto(`${url}${route}`);
  return session;
}

const h1 = (page: Page) => page.locator('main h1').first().textContent();

/** Waits until the page's heading reads `text` (a route change renders just after the URL changes). */
async function waitForH1(page: Page, text: string): Promise<string | null> {
  await page.locator('main h1', { hasText: text }).first().waitFor();
  return h1(page);
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('main').analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('learning centre', () => {
  for (const lang of LANGS) {
    it(`renders the hub and lessons of two courses in ${lang}`, async () => {
      const T = texts[lang];
      const { page, problems } = await visit(lang, '/learn');
      await page.waitForSelector('.learn-hub');
      expect(await page.getAttribute('html', 'lang')).toBe(lang === 'zh' ? 'zh-CN' : lang);
      expect(await waitForH1(page, T.hub.title)).toBe(T.hub.title);
      for (const course of ['bazi', 'astrology', 'reading']) {
        const section = page.locator(`#course-${course}`);
        expect(await section.locator('h3').textContent()).toBe(T.courses[course].title);
        expect(await section.locator('.learn-lesson-list li').count()).toBe(6);
      }
      expect(await page.locator('.learn-article-card').count()).toBe(4);
      expect(await page.locator('.learn-steps li').count()).toBe(4);
      expect(await page.locator('.learn-categories li').count()).toBe(6);
      // Read times as worked out from the text (here the first article's).
      const minutes = (READ_MINUTES as Record<string, Record<string, number>>)[lang]?.[
        'articles/understanding-birth-chart'
      ];
      expect(await page.textContent('.learn-article-card')).toContain(
        T.meta.readTime.replace('{{minutes}}', String(minutes)),
      );
      expect(await axeViolations(page)).toEqual([]);

      for (const [course, lesson] of samplesFor(lang)) {
        await page.click(`a[href="/learn/${course}/${lesson}"]`);
        await page.waitForURL(`${url}/learn/${course}/${lesson}`);
        await page.waitForSelector('.lesson-page');
        await checkMarkdownLesson(page, lang, markdownDoc(lang, `${course}/${lesson}`));
        // Breadcrumbs: a nav landmark, the lesson as the current page.
        const crumbs = page.locator(`nav[aria-label="${T.breadcrumbs.label}"]`);
        expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe(
          markdownDoc(lang, `${course}/${lesson}`).title,
        );
        expect(await crumbs.locator('a').first().getAttribute('href')).toBe('/learn');
        // No chart stored: the "your chart" box sends the user to the birth form (and no practice button shows).
        expect(await page.locator('.learn-yourchart a').getAttribute('href')).toBe('/');
        expect(await page.locator('.learn-practice-actions').count()).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
        await page.goBack();
        await page.waitForSelector('.learn-hub');
      }
      expect(await page.title()).toContain('Seimei');
      expect(problems).toEqual([]);
    });
  }

  it('moves through a course with previous/next and ends at the last lesson', async () => {
    const T = texts.en;
    const { page, problems } = await visit('en', '/learn/bazi/basics');
    await page.waitForSelector('.lesson-page');
    expect(await page.locator('a[rel="prev"]').count()).toBe(0);
    expect(await page.textContent('.learn-kicker')).toContain('Lesson 1 of 6');
    await page.click('a[rel="next"]');
    await page.waitForURL(`${url}/learn/bazi/heavenly-stems`);
    expect(await waitForH1(page, T.lessons.bazi['heavenly-stems'].title)).toBe(
      T.lessons.bazi['heavenly-stems'].title,
    );
    // The stems lesson carries the reference table built from the engine's tables.
    const stems = page.locator('table.learn-table', {
      has: page.locator('caption', { hasText: T.tables.stems.caption }),
    });
    expect(await stems.locator('tbody tr').count()).toBe(10);
    expect(await stems.locator('tbody tr').first().textContent()).toContain('Yang');
    await page.click('a[rel="prev"]');
    await page.waitForURL(`${url}/learn/bazi/basics`);
    expect(await waitForH1(page, T.lessons.bazi.basics.title)).toBe(T.lessons.bazi.basics.title);
    await navigateInApp(page, '/learn/bazi/ten-gods');
    await page.waitForSelector('.lesson-page');
    expect(await page.locator('a[rel="next"]').count()).toBe(0);
    expect(await page.textContent('.learn-pager')).toContain(T.lessonPage.courseEnd);
    // Keyboard: the previous link is reachable and follows Enter.
    await page.focus('a[rel="prev"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/learn/bazi/reading-pillars`);
    expect(problems).toEqual([]);
  });

  for (const lang of LANGS) {
    it(`shows every article from its Markdown in ${lang}, with previous/next, and the glossary`, async () => {
      const T = texts[lang];
      const slugs = Object.keys(T.articles);
      expect(slugs.length).toBe(4);
      const { page, problems } = await visit(lang, `/learn/article/${slugs[0]}`);
      for (const [i, slug] of slugs.entries()) {
        const doc = markdownDoc(lang, `articles/${slug}`);
        await page.waitForURL(`${url}/learn/article/${slug}`);
        expect(await waitForH1(page, doc.title)).toBe(doc.title);
        expect(await page.textContent('.article-page .lead')).toBe(doc.overview);
        const headings = (doc.parts.content ?? []).filter((b) => b.kind === 'heading' && b.level === 2);
        expect(await page.locator('.learn-article-body > h2').count()).toBe(headings.length);
        expect(await page.locator('.learn-article-body .learn-example').count()).toBeGreaterThan(0);
        await expectEngineFacts(page, lang);
        expect(await page.title()).toBe(`${doc.title} | ${lang === 'en' ? 'Seimei' : '星命 Seimei'}`);
        if (i === 0) expect(await axeViolations(page)).toEqual([]);
        if (i < slugs.length - 1) await page.click('a[rel="next"]');
      }
      await page.click('a[rel="prev"]');
      await page.waitForURL(`${url}/learn/article/${slugs[2]}`);
      const crumbs = page.locator(`nav[aria-label="${T.breadcrumbs.label}"]`);
      expect(await crumbs.locator('a').nth(1).getAttribute('href')).toMatch(/^\/learn\/category\//);

      // The glossary: every term the readings use, reachable from the hub and from its index.
      await navigateInApp(page, '/learn');
      await page.click('.learn-glossary-card a');
      await page.waitForURL(`${url}/learn/glossary`);
      const glossary = markdownDoc(lang, 'glossary');
      expect(await waitForH1(page, glossary.title)).toBe(glossary.title);
      const ids = (glossary.parts.content ?? []).flatMap((b) =>
        b.kind === 'heading' && b.level === 3 ? [b.id] : [],
      );
      expect(await page.locator('.learn-glossary-index a').count()).toBe(ids.length);
      expect(
        await page.locator('.learn-glossary-body h3[id]').evaluateAll((els) => els.map((e) => e.id)),
      ).toEqual(ids);
      await page.click('.learn-glossary-index a[href="#orb"]');
      await page.waitForURL(`${url}/learn/glossary#orb`);
      expect(await page.locator('#orb').isVisible()).toBe(true);
      if (lang === 'ja') expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  it('lists the articles in their categories', async () => {
    const T = texts.ja;
    const { page, problems } = await visit('ja', '/learn/category/bazi');
    await page.waitForSelector('.category-page');
    expect(await waitForH1(page, T.categories.bazi.title)).toBe(T.categories.bazi.title);
    expect(await page.locator('a[href^="/learn/bazi/"]').count()).toBe(6);
    expect(await page.locator('a[href="/learn/article/five-elements-theory"]').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('shows the not-found messages for unknown lessons, articles and categories', async () => {
    for (const lang of LANGS) {
      const T = texts[lang];
      for (const [path, kind] of [
        ['/learn/x/y', 'lesson'],
        ['/learn/bazi/no-such-lesson', 'lesson'],
        ['/learn/article/no-such-article', 'article'],
        ['/learn/category/tarot', 'category'],
      ] as const) {
        const { page } = await visit(lang, path);
        await page.waitForSelector('.learn-not-found');
        expect(await waitForH1(page, T.notFound[kind]), `${lang} ${path}`).toBe(T.notFound[kind]);
        expect(await page.locator('.learn-not-found a.button-primary').getAttribute('href')).toBe('/learn');
      }
      if (lang === 'zh') expect(T.notFound.lesson).toBe('课程未找到');
      expect(sessions.get(lang)?.problems).toEqual([]);
    }
  });
});

describe('learning with a chart', () => {
  it('shows the stored chart in a lesson and opens that part of it', async () => {
    // The run's chart (1990-05-15 14:30 東京, as the home form stored it): the form is not what this tests.
    const { context, page, problems } = await openInLanguage(browser, 'ja');
    await context.addInitScript(
      ({ k, v }) => {
        if (!localStorage.getItem(k)) localStorage.setItem(k, v);
      },
      { k: APP_STATE_KEY, v: inject('e2eStoredState') },
    );
    await page.goto(`${url}/learn/bazi/basics`);
    // The lesson's "your chart" box shows where the topic sits in the stored chart, and links to that part of it.
    const yours = page.locator('.learn-yourchart');
    await yours.waitFor();
    expect(await yours.locator('[data-fact="pillar.day"]').textContent()).toBe('庚辰');
    expect(await yours.locator('a').getAttribute('href')).toMatch(/^\/bazi-results\/\d+#chart$/);
    // With a chart, the practice buttons open it.
    expect(await page.locator('.learn-practice-actions a').first().getAttribute('href')).toMatch(
      /^\/bazi-results\/\d+$/,
    );
    await yours.locator('a').click();
    await page.waitForURL(/\/bazi-results\/\d+#chart$/);

    // Issue 14 §6: the results link every term they use to its definition; one click lands on the entry.
    const linked = new Set<string>();
    const collect = async () => {
      await page.locator('.term-links a').last().waitFor({ state: 'attached' });
      for (const id of await page
        .locator('.term-links a')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-term'))))
        linked.add(id ?? '');
    };
    await page.locator('[data-testid="judgement"] .term-links').waitFor();
    await collect();
    const baziUrl = page.url().replace(/#.*$/, '');
    // A #fragment builds every deferred section at once.
    await navigateInApp(
      page,
      `${new URL(baziUrl).pathname.replace('/bazi-results/', '/astrology-results/')}#analysis`,
    );
    await page.locator('[data-testid="analysis"] .term-links').waitFor();
    const transitOnly = ['transits', 'stations', 'ingress', 'returns'];
    // The readings' own term links come with their texts, which load after the sections are built: read the links
    // again until every term is there (or the poll gives up and names the ones missing).
    await expect
      .poll(async () => {
        await collect();
        return GLOSSARY_TERM_IDS.filter((id) => !linked.has(id) && !transitOnly.includes(id));
      })
      .toEqual([]);
    await navigateInApp(page, `${new URL(baziUrl).pathname}#elements`);
    await page.locator('[data-testid="judgement"] a[data-term="structure"]').click();
    await page.waitForURL(/\/learn\/glossary#structure$/);
    await page.locator('#structure').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('structure');
    expect(problems).toEqual([]);
    await context.close();
  });
});
