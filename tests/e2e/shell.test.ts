import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, openInLanguage, revealResultSections, seriousAxeViolations } from './browser';

const url = inject('e2eUrl');
let browser: Browser;

const LANGS = ['ja', 'zh', 'en'] as const;
type Lang = (typeof LANGS)[number];

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const open = (lang: Lang, viewport?: { width: number; height: number }) =>
  openInLanguage(browser, lang, viewport);

async function fillForm(
  page: Page,
  fields: { date?: string; hour?: string; minute?: string; place?: string; gender?: 'male' | 'female' },
) {
  if (fields.date) await page.fill('#birthdate', fields.date);
  if (fields.hour) await page.selectOption('#birthHour', fields.hour);
  if (fields.minute) await page.selectOption('#birthMinute', fields.minute);
  if (fields.place) {
    await page.fill('#birthplace', fields.place);
    await page.keyboard.press('Escape'); // close the city list so it does not cover the next field
  }
  if (fields.gender) await page.check(`input[name="gender"][value="${fields.gender}"]`);
}

const MESSAGES: Record<Lang, string[]> = {
  ja: [
    '生年月日を選択してください',
    '出生時間を選択してください',
    '出生分を選択してください',
    '出生地を入力してください',
    '性別を選択してください',
  ],
  zh: ['请选择出生日期', '请选择出生时间', '请选择出生分钟', '请输入出生地', '请选择性别'],
  en: [
    'Please select birth date',
    'Please select birth time',
    'Please select birth minute',
    'Please enter birth place',
    'Please select gender',
  ],
};

describe('home form', () => {
  for (const lang of LANGS) {
    it(`validates in the spec's order with ${lang} messages, focusing each field`, async () => {
      const { context, page, problems } = await open(lang);
      await page.goto(`${url}/`);
      await page.waitForSelector('form.birth-form');
      expect(await page.getAttribute('html', 'lang')).toBe({ ja: 'ja', zh: 'zh-CN', en: 'en' }[lang]);
      const submit = () => page.click('button[type="submit"]');
      const steps: [Parameters<typeof fillForm>[1], string][] = [
        [{}, 'birthdate'],
        [{ date: '1990-05-15' }, 'birthHour'],
        [{ hour: '14' }, 'birthMinute'],
        [{ minute: '30' }, 'birthplace'],
        [{ place: '東京' }, 'gender'],
      ];
      for (const [i, [fill, field]] of steps.entries()) {
        await fillForm(page, fill);
        await page.keyboard.press('Escape');
        await submit();
        await expect.poll(() => page.textContent(`#${field}-error`)).toBe(MESSAGES[lang][i]);
        if (field !== 'gender') expect(await page.evaluate(() => document.activeElement?.id)).toBe(field);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('casts a chart and shows the astrology results, then the BaZi page; history lists it', async () => {
    const { context, page, problems } = await open('ja');
    await page.goto(`${url}/`);
    await fillForm(page, { date: '1990-05-15', hour: '14', minute: '30', gender: 'male' });
    await page.fill('#birthplace', '東');
    await page.waitForSelector('[role="option"]');
    expect(await page.textContent('[role="listbox"]')).toContain('日本');
    await page.fill('#birthplace', '東京');
    await page.keyboard.press('Escape');
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/astrology-results\/\d+$/);
    await revealResultSections(page);
    await page.waitForSelector('table.data');
    const body = await page.textContent('main');
    expect(body).toContain('牡牛座 24°08′'); // Sun, DESIGN §3
    expect(await page.title()).toBe('西洋占星術のホロスコープ | 星命 Seimei');
    await page.click('a[href^="/bazi-results/"]');
    await page.waitForSelector('[data-testid="pillars"]');
    const pillars = await page.$$eval('.pillar-chars', (els) =>
      els.map((e) => (e.textContent ?? '').replace(/\s/g, '')),
    );
    expect(pillars).toEqual(['庚午', '辛巳', '庚辰', '癸未']);
    await page.goto(`${url}/`);
    await page.waitForSelector('.recent');
    expect(await page.textContent('.recent')).toContain('東京');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says when a birthplace is unknown and offers the ways on (the Tokyo fallback among them)', async () => {
    const { context, page } = await open('en');
    await page.goto(`${url}/`);
    await page.fill('#birthplace', 'Qwxzzy Lake');
    await page.click('#name');
    await page.waitForSelector('.place-choice');
    expect(await page.textContent('#birthplace-status')).toContain('is not in our list of places');
    const choice = await page.textContent('.place-choice');
    expect(choice).toContain('Enter latitude, longitude and time zone');
    expect(choice).toContain('Continue with Tokyo');
    await context.close();
  });
});

describe('results screens and settings', () => {
  it('results, BaZi and transit pages pass axe; settings recalculates with new conventions, exports and deletes', async () => {
    const { context, page, problems } = await open('zh', { width: 375, height: 812 });
    await page.goto(`${url}/`);
    await fillForm(page, { date: '1990-05-15', hour: '14', minute: '30', place: '东京', gender: 'female' });
    await page.keyboard.press('Escape');
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/astrology-results\/\d+$/);
    await revealResultSections(page);
    await page.waitForSelector('table.data');
    const axe = async (where: string) => (await seriousAxeViolations(page)).map((v) => `${where}: ${v}`);
    const violations = await axe('astrology');
    await page.click('a[href^="/bazi-results/"]');
    await page.waitForSelector('.pillar-chars');
    await revealResultSections(page);
    violations.push(...(await axe('bazi')));
    // Settings: the Japanese 月律分野 convention recomputes the stored chart (day 10 after 立夏: 月 巳 → 庚).
    await page.click('.settings-button');
    await page.waitForSelector('[role="dialog"]');
    violations.push(...(await axe('settings')));
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await page.selectOption('#conv-hiddenStems', 'japanese');
    await page.click('[role="dialog"] .button-primary');
    await page.waitForSelector('[role="dialog"] .notice-success');
    const download = page.waitForEvent('download');
    await page.click('text=导出数据');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^seimei-data-\d{4}-\d{2}-\d{2}\.json$/);
    await page.keyboard.press('Escape');
    expect(await page.$('[role="dialog"]')).toBeNull();
    const monthHidden = await page.$$eval('.pillar-table tbody tr:first-child td', (tds) =>
      tds.map((td) => td.textContent ?? ''),
    );
    expect(monthHidden[1]).toContain('庚');
    expect(monthHidden[1]).not.toContain('丙');
    await page.goto(`${url}/transit-analysis`);
    await page.waitForSelector('#transit-date');
    await page.click('.card .button-primary');
    await page.waitForSelector('#tasp-title');
    violations.push(...(await axe('transit')));
    expect(violations).toEqual([]);
    // Delete my data: the guarded routes send us home again.
    await page.click('.settings-button');
    page.once('dialog', (d) => void d.accept());
    await page.click('text=删除我的数据');
    await page.waitForSelector('[role="dialog"] .notice-success');
    await page.keyboard.press('Escape');
    await page.goto(`${url}/bazi-results/1`);
    await page.waitForURL(`${url}/`);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('guards, expired links and shared links', () => {
  it('sends visitors without data home; a stale deep link shows the expired notice, then clears it', async () => {
    const { context, page } = await open('en');
    await page.goto(`${url}/astrology-results/123`);
    await page.waitForURL(`${url}/`);
    await page.goto(`${url}/transit-analysis?spa=1`);
    await page.waitForSelector('.notice-info');
    expect(await page.textContent('.notice-info')).toContain('may have expired');
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('rejects a tampered shared link with a clear message', async () => {
    const { context, page, problems } = await open('zh');
    await page.goto(`${url}/bazi-results/shared?d=eyJ2IjoxLCJ0IjoiYmF6aSJ9x`);
    await page.waitForSelector('.notice-info');
    expect(await page.textContent('.notice-info')).toContain('分享链接');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a deep link saved by public/404.html comes back to its path, keeping other query parameters', async () => {
    const { context, page } = await open('en');
    await page.goto(`${url}/404.html`); // as a static host would serve it for /about?x=1
    await page.evaluate(() => sessionStorage.setItem('spa-redirect-path', '/about?x=1'));
    await page.goto(`${url}/?spa=1&utm=2`);
    await page.waitForURL(/\/about\?/);
    expect(new URL(page.url()).searchParams.get('x')).toBe('1');
    expect(new URL(page.url()).searchParams.get('utm')).toBe('2');
    await page.waitForSelector('main h1');
    await context.close();
  });
});

describe('languages, navigation and storage', () => {
  it('switches language, updates <html lang> and the title, and remembers it', async () => {
    const { context, page } = await open('ja');
    await page.goto(`${url}/about`);
    await page.click('.lang-switcher-button');
    await page.click('[role="menuitemradio"][lang="en"]');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    await expect.poll(() => page.title()).toContain('Seimei');
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('en');
    await page.reload();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    // The compact menu closes on an outside click.
    await page.click('.lang-switcher-button');
    await page.mouse.click(10, 500);
    expect(await page.$('[role="menu"]')).toBeNull();
    await context.close();
  });

  it('mobile menu at 375 px: opens, locks scrolling, closes on route change and outside click', async () => {
    const { context, page } = await open('zh', { width: 375, height: 812 });
    await page.goto(`${url}/`);
    expect(await page.isVisible('.desktop-nav')).toBe(false);
    await page.click('.menu-toggle');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    expect(await page.textContent('.mobile-panel-footer')).toContain('隐私');
    await page.click('.mobile-panel a[href="/learn"]');
    await page.waitForURL(`${url}/learn`);
    await expect.poll(async () => page.$('[data-testid="mobile-overlay"]')).toBeNull();
    await page.click('.menu-toggle');
    await page.mouse.click(20, 400);
    await expect.poll(async () => page.$('[data-testid="mobile-overlay"]')).toBeNull();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await page.click('.menu-toggle');
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect.poll(async () => page.$('[data-testid="mobile-overlay"]')).toBeNull();
    await context.close();
  });

  it('recovers from corrupted storage: starts clean, keeps a backup, tells the user', async () => {
    const context: BrowserContext = await browser.newContext();
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('app-state', '{"state": {oops');
        localStorage.setItem('preferred-language', 'en');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await page.waitForSelector('[data-testid="storage-notice"][data-kind="recovered"]');
    const kept = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('app-state.unreadable-backup.'))
        .map((k) => localStorage.getItem(k)),
    );
    expect(kept).toEqual(['{"state": {oops']);
    await page.waitForSelector('form.birth-form');
    await context.close();
  });
});

describe('every route, three languages: titles, no errors, no external requests, accessibility', () => {
  const ROUTES = ['/', '/about', '/privacy', '/terms', '/contact', '/learn', '/error', '/no-such-page'];
  for (const lang of LANGS) {
    it(`${lang}`, async () => {
      const { context, page, problems } = await open(lang);
      for (const [i, route] of ROUTES.entries()) {
        await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
        await page.waitForSelector('main h1');
        const title = await page.title();
        expect(title.length, route).toBeGreaterThan(3);
        // axe is the slow part: each route is audited in one language, the three languages taking turns, so every
        // route and every language is audited (static-pages.test audits the text pages again at phone width).
        if (i % LANGS.length === LANGS.indexOf(lang))
          expect((await seriousAxeViolations(page)).map((v) => `${route}: ${v}`)).toEqual([]);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
