import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleChart } from '../../src/features/learn/content/examples';
import { factText } from '../../src/features/learn/content/facts';
import { type LearnDoc, parseLearnDoc } from '../../src/features/learn/content/parse-lesson';
import { quizOf } from '../../src/features/learn/content/quiz';
import { tFor } from '../../src/features/learn/content/test-locale-t';
import type { ExampleId, QuizKind } from '../../src/features/learn/content/vocabulary';
import { formatIsoDate } from '../../src/shared/lib/local-date';
import { launchChromium, openInLanguage, servePreview } from './browser';

let server: PreviewServer;
let url: string;
let browser: Browser;

const LANGS = ['ja', 'zh', 'en'] as const;
type Lang = (typeof LANGS)[number];

// biome-ignore lint/suspicious/noExplicitAny: the locale JSON is read as plain data
type Tree = any;
const texts: Record<Lang, Tree> = Object.fromEntries(
  LANGS.map((l) => [l, JSON.parse(readFileSync(`src/i18n/locales/${l}/learn.json`, 'utf8'))]),
) as Record<Lang, Tree>;

/** A lesson written as Markdown (issue 14), read in Node as the page reads it. */
const markdownLesson = (lang: Lang, course: string, lesson: string): LearnDoc | null => {
  try {
    return parseLearnDoc(readFileSync(`src/content/learn/${lang}/${course}/${lesson}.md`, 'utf8')).doc;
  } catch {
    return null;
  }
};

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
  expect(main).not.toMatch(/\{\{|:::|@example|MISSING/);
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

/** One lesson of each course. */
const SAMPLE_LESSONS = [
  ['bazi', 'heavenly-stems'],
  ['astrology', 'houses'],
  ['reading', 'preparation'],
] as const;

beforeAll(async () => {
  ({ server, url } = await servePreview());
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const open = (lang: Lang, viewport?: { width: number; height: number }) =>
  openInLanguage(browser, lang, viewport);

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
    it(`renders the hub and one lesson per course in ${lang}`, async () => {
      const T = texts[lang];
      const { context, page, problems } = await open(lang);
      await page.goto(`${url}/learn`);
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
      expect(await page.textContent('main')).toContain(T.meta.readTime.replace('{{minutes}}', '8'));
      expect(await axeViolations(page)).toEqual([]);

      for (const [course, lesson] of SAMPLE_LESSONS) {
        const L = T.lessons[course][lesson];
        await page.click(`a[href="/learn/${course}/${lesson}"]`);
        await page.waitForURL(`${url}/learn/${course}/${lesson}`);
        await page.waitForSelector('.lesson-page');
        const doc = markdownLesson(lang, course, lesson);
        if (doc) await checkMarkdownLesson(page, lang, doc);
        else {
          expect(await waitForH1(page, L.title)).toBe(L.title);
          const main = (await page.textContent('main')) ?? '';
          for (const part of [L.overview, L.example, L.practice, ...L.objectives, ...L.content])
            expect(main).toContain(part);
          for (const heading of ['overview', 'objectives', 'content', 'example', 'practice'])
            expect(main).toContain(T.lessonPage[heading]);
        }
        // Breadcrumbs: a nav landmark, the lesson as the current page.
        const crumbs = page.locator(`nav[aria-label="${T.breadcrumbs.label}"]`);
        expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe(L.title);
        expect(await crumbs.locator('a').first().getAttribute('href')).toBe('/learn');
        // No chart stored: the practice step (or the "your chart" box) sends the user to the birth form.
        expect(
          await page.locator('.learn-practice-actions a, .learn-yourchart a').first().getAttribute('href'),
        ).toBe('/');
        if (doc) expect(await axeViolations(page)).toEqual([]);
        await page.goBack();
        await page.waitForSelector('.learn-hub');
      }
      expect(await page.title()).toContain('Seimei');
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('moves through a course with previous/next and ends at the last lesson', async () => {
    const T = texts.en;
    const { context, page, problems } = await open('en');
    await page.goto(`${url}/learn/bazi/basics`);
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
    await page.goto(`${url}/learn/bazi/ten-gods`);
    await page.waitForSelector('.lesson-page');
    expect(await page.locator('a[rel="next"]').count()).toBe(0);
    expect(await page.textContent('.learn-pager')).toContain(T.lessonPage.courseEnd);
    // Keyboard: the previous link is reachable and follows Enter.
    await page.focus('a[rel="prev"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/learn/bazi/reading-pillars`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows articles with breadcrumbs and previous/next, and category lists', async () => {
    const T = texts.ja;
    const { context, page, problems } = await open('ja');
    await page.goto(`${url}/learn/article/five-elements-theory`);
    await page.waitForSelector('.article-page');
    expect(await waitForH1(page, T.articles['five-elements-theory'].title)).toBe(
      T.articles['five-elements-theory'].title,
    );
    expect(await page.locator('.learn-article-body h2').count()).toBe(
      T.articles['five-elements-theory'].sections.length,
    );
    const crumbs = page.locator(`nav[aria-label="${T.breadcrumbs.label}"]`);
    expect(await crumbs.locator('a').nth(1).getAttribute('href')).toBe('/learn/category/bazi');
    await page.click('a[rel="next"]');
    await page.waitForURL(`${url}/learn/article/career-astrology`);
    await page.click('a[rel="prev"]');
    await page.waitForURL(`${url}/learn/article/five-elements-theory`);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${url}/learn/category/bazi`);
    await page.waitForSelector('.category-page');
    expect(await waitForH1(page, T.categories.bazi.title)).toBe(T.categories.bazi.title);
    expect(await page.locator('a[href^="/learn/bazi/"]').count()).toBe(6);
    expect(await page.locator('a[href="/learn/article/five-elements-theory"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the not-found messages for unknown lessons, articles and categories', async () => {
    for (const lang of LANGS) {
      const T = texts[lang];
      const { context, page, problems } = await open(lang);
      for (const [path, kind] of [
        ['/learn/x/y', 'lesson'],
        ['/learn/bazi/no-such-lesson', 'lesson'],
        ['/learn/article/no-such-article', 'article'],
        ['/learn/category/tarot', 'category'],
      ] as const) {
        await page.goto(`${url}${path}`);
        await page.waitForSelector('.learn-not-found');
        expect(await waitForH1(page, T.notFound[kind]), `${lang} ${path}`).toBe(T.notFound[kind]);
        expect(await page.locator('.learn-not-found a.button-primary').getAttribute('href')).toBe('/learn');
      }
      if (lang === 'zh') expect(T.notFound.lesson).toBe('课程未找到');
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});

describe('learning with a chart', () => {
  it('shows the stored chart in a lesson and opens that part of it', async () => {
    const { context, page, problems } = await open('ja');
    await page.goto(`${url}/`);
    await page.fill('#birthdate', '1990-05-15');
    await page.selectOption('#birthHour', '14');
    await page.selectOption('#birthMinute', '30');
    await page.fill('#birthplace', '東京');
    await page.keyboard.press('Escape');
    await page.check('input[name="gender"][value="male"]');
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/astrology-results\/\d+$/);
    await page.goto(`${url}/learn/bazi/basics`);
    // The lesson's "your chart" box shows where the topic sits in the stored chart, and links to that part of it.
    const yours = page.locator('.learn-yourchart');
    await yours.waitFor();
    expect(await yours.locator('[data-fact="pillar.day"]').textContent()).toBe('庚辰');
    expect(await yours.locator('a').getAttribute('href')).toMatch(/^\/bazi-results\/\d+#chart$/);
    await yours.locator('a').click();
    await page.waitForURL(/\/bazi-results\/\d+#chart$/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
