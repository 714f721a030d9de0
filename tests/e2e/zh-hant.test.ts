import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeShareLink } from '../../src/shared/share/share-link';
import { APP_STATE_KEY, connectBrowser, openInLanguage, resultsPathOf } from './browser';

// Issue 31 §1: Taiwan, Hong Kong and Macau browsers get Traditional Chinese (zh-Hant), the switcher offers it, the
// choice is kept, and pages and the PDF are in Traditional characters with Taiwan's words.

const url = inject('e2eUrl');
let browser: Browser;
let storedState: string;
const dir = mkdtempSync(join(tmpdir(), 'seimei-zh-hant-'));
beforeAll(async () => {
  browser = await connectBrowser();
  storedState = inject('e2eStoredState');
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Json = { [k: string]: Json } | string;
const text = (ns: string, path: string): string => {
  let node = JSON.parse(readFileSync(`src/i18n/locales/zh-Hant/${ns}.json`, 'utf8')) as Json;
  for (const k of path.split('.')) node = typeof node === 'object' ? (node[k] as Json) : node;
  if (typeof node !== 'string') throw new Error(`no text zh-Hant/${ns}:${path}`);
  return node;
};

/** Simplified forms that Traditional writes otherwise (这 → 這, 设 → 設 …): none may reach a zh-Hant page. */
const SIMPLIFIED_ONLY =
  /[这们为个时说会对发设简页键关点开间门题应学实际国过还进现样经网码软资预边动电话认证种类长钟级历书听读写车马鸟鱼龙岁记让论讯识词试该语请谁调谈谢议问闭阅队陈险随隐难顶项顺领频颜风飞验鲜齐运盘宫财杀伤阳阴]/gu;

async function simplifiedOn(page: Page): Promise<string[]> {
  const body = await page.evaluate(() => document.body.innerText);
  return [...new Set(body.match(SIMPLIFIED_ONLY) ?? [])];
}

/** The language of every text chunk the page asked for. */
function textChunks(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const m = /\/assets\/text-(ja|zh-Hant|zh|en)-/.exec(r.url());
    if (m?.[1]) seen.push(m[1]);
  });
  return seen;
}

describe('繁體中文 (zh-Hant)', () => {
  it('a Taiwan browser opens in Traditional Chinese, loads no other language, and a Hong Kong one too', async () => {
    for (const locale of ['zh-TW', 'zh-HK']) {
      const context = await browser.newContext({ locale, serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        const chunks = textChunks(page);
        await page.goto(`${url}/`);
        await page.waitForSelector('form.birth-form');
        expect(await page.getAttribute('html', 'lang')).toBe('zh-Hant');
        expect(await page.textContent('main h1')).toBe(text('home', 'hero.title'));
        expect(await simplifiedOn(page)).toEqual([]);
        expect(chunks.length).toBeGreaterThan(0);
        expect(new Set(chunks)).toEqual(new Set(['zh-Hant']));
        // The switcher names the language in its own words.
        expect(await page.getAttribute('.lang-switcher-button', 'aria-label')).toContain('繁體中文');
      } finally {
        await context.close();
      }
    }
  });

  it('the switcher offers 繁體中文 beside 简体中文; the choice is kept across a reload', async () => {
    const { context, page, problems } = await openInLanguage(browser, 'ja');
    try {
      await page.goto(`${url}/about`);
      await page.click('.lang-switcher-button');
      await page.waitForSelector('[role="menu"] [role="menuitemradio"]');
      const items = page.locator('[role="menuitemradio"]');
      expect(await items.allTextContents()).toEqual(['日本語', '简体中文', '繁體中文', 'English']);
      await page.click('[role="menuitemradio"][lang="zh-Hant"]');
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('zh-Hant');
      expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('zh-Hant');
      await page.reload();
      await page.waitForSelector('main h1');
      expect(await page.getAttribute('html', 'lang')).toBe('zh-Hant');
      expect(await simplifiedOn(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a link shared in Traditional opens in Traditional for someone who has chosen no language', async () => {
    const link = await makeShareLink({
      origin: url,
      kind: 'bazi',
      birth: {
        name: '',
        birthdate: '1990-05-15',
        birthHour: 14,
        birthMinute: 30,
        birthplace: '臺北',
        gender: 'male',
        fullBirthDateTime: '1990-05-15T14:30:00',
        coordinates: { lat: 25.0478, lng: 121.5319, tz: 'Asia/Taipei', placeId: 'tw-taipei' },
      },
      conventions: {
        houseSystem: 'placidus',
        node: 'true',
        ziHour: 'midnight',
        trueSolarTime: false,
        hiddenStems: 'chinese',
      },
      includeName: false,
      lang: 'zh-Hant',
    });
    expect(link).toContain('/bazi-results/shared?lang=zh-Hant#');
    // A Japanese browser with nothing stored: the link's language wins over the browser's, and nothing is stored.
    const context = await browser.newContext({ locale: 'ja-JP', serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.goto(link);
      await page.waitForSelector('.results-title');
      expect(await page.getAttribute('html', 'lang')).toBe('zh-Hant');
      expect(await simplifiedOn(page)).toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('the BaZi results page and its PDF are Traditional: Noto Sans TC, no missing glyph, no Simplified form', async () => {
    const { context, page, problems } = await openInLanguage(browser, 'zh-Hant');
    try {
      await context.addInitScript(({ k, v }) => localStorage.setItem(k, v), {
        k: APP_STATE_KEY,
        v: storedState,
      });
      await page.goto(`${url}${resultsPathOf(storedState, 'bazi')}`);
      await page.waitForSelector('.results-title');
      expect(await simplifiedOn(page)).toEqual([]);
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.click('[data-testid="report-pdf"]'),
      ]);
      const file = join(dir, 'bazi.pdf');
      await download.saveAs(file);
      const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
      expect(fonts).toMatch(/NotoSansTC/);
      const layout = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(layout).not.toContain('\uFFFD');
      expect(layout.replace(/\s+/g, ' ')).toContain(text('report', 'pdf.birthData'));
      expect([...new Set(layout.match(SIMPLIFIED_ONLY) ?? [])]).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
