import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  APP_STATE_KEY,
  castOnPage,
  connectBrowser,
  downloadedBytes,
  navigateInApp,
  openInLanguage,
  seriousAxeViolations,
} from './browser';

const url = inject('e2eUrl');
let browser: Browser;
/** A real stored state (ja, the home form's birth) and its results id. */
let stored: string;

const texts = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const notice = (lang: string) => texts(`src/app/storage-notice/texts/${lang}.json`);
const settingsTexts = (lang: string) => texts(`src/i18n/locales/${lang}/settings.json`).settings;
const historyTexts = (lang: string) => texts(`src/i18n/locales/${lang}/history.json`);

beforeAll(async () => {
  browser = await connectBrowser();
  stored = inject('e2eStoredState');
});
afterAll(async () => {
  await browser?.close();
});

/** A context whose storage already holds `state` (once: a reload keeps what the app then wrote). */
async function seeded(lang: 'ja' | 'zh' | 'en', state: string | null, extra?: () => void) {
  const opened = await openInLanguage(browser, lang, { width: 375, height: 812 });
  await opened.context.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      if (value !== null) localStorage.setItem(key as string, value as string);
    },
    [APP_STATE_KEY, state],
  );
  if (extra) await opened.context.addInitScript(extra);
  return opened;
}

/** Makes every write of the app state fail, as a full storage or private mode does (kept across reloads). */
function storageFull() {
  const original = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    if (key.startsWith('app-state'))
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return original.call(this, key, value);
  };
}

async function castAs(page: Page, name: string, date: string) {
  await page.goto(`${url}/`);
  await castOnPage(page, { name, date });
}

const appProblems = (problems: string[]) =>
  problems.filter((p) => !/Storage write failed|quota has been exceeded|could not be read/.test(p));

describe('stored data never lost, never confused (issue 16 §4)', () => {
  it('ja: with storage full, a new analysis is shown and the notice says it is not kept; after a reload its URL never shows the earlier person', async () => {
    const { context, page, problems } = await seeded('ja', stored, storageFull);
    await castAs(page, 'ベン', '1984-11-02');
    expect(await page.textContent('.results-title')).toContain('ベン');
    await page.waitForSelector('[data-testid="storage-notice"][data-kind="writeFailed"]');
    expect(await page.textContent('[data-testid="storage-notice"] p')).toBe(notice('ja').writeFailed);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Settings cannot claim "saved" either.
    await page.click('.settings-button');
    await page.waitForSelector('[role="dialog"]');
    await page.selectOption('#conv-houseSystem', 'whole-sign');
    await page.click('[role="dialog"] .button-primary');
    await page.waitForSelector('[role="dialog"] .notice-error');
    expect(await page.textContent('[role="dialog"] .notice-error')).toBe(settingsTexts('ja').notSaved);
    await page.keyboard.press('Escape');

    // The reload: the stored state is still the earlier person's. The new URL goes to the history, with a notice.
    const benUrl = page.url();
    await page.reload();
    await page.waitForURL(/\/history\?missing=1$/);
    await page.waitForSelector('[data-testid="history-missing"]');
    expect(await page.textContent('[data-testid="history-missing"]')).toBe(historyTexts('ja').missing);
    expect(benUrl).toMatch(/-results\//);
    expect(await page.locator('.results-title').count()).toBe(0);
    expect(appProblems(problems)).toEqual([]);
    await context.close();
  });

  it('en: unreadable data is put aside (a second one too), the notice says so, and settings download it', async () => {
    const { context, page, problems } = await seeded('en', '{"state": {oops');
    await page.goto(`${url}/`);
    await page.waitForSelector('[data-testid="storage-notice"][data-kind="recovered"]');
    expect(await page.textContent('[data-testid="storage-notice"] p')).toBe(notice('en').recovered);
    await page.waitForSelector('form.birth-form');
    // A second corruption does not overwrite the first copy.
    await page.evaluate(() => localStorage.setItem('app-state', '{"state": {second'));
    await page.reload();
    await page.waitForSelector('[data-testid="storage-notice"][data-kind="recovered"]');
    const kept = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('app-state.unreadable-backup'))
        .map((k) => localStorage.getItem(k))
        .sort(),
    );
    expect(kept).toEqual(['{"state": {oops', '{"state": {second']);
    await page.click('[data-testid="storage-notice"] button:has-text("Open settings")');
    await page.waitForSelector('[data-testid="settings-unreadable"]');
    const download = page.waitForEvent('download');
    await page.click(
      `[data-testid="settings-unreadable"] button:has-text("${settingsTexts('en').downloadUnreadable}")`,
    );
    const file = await download;
    const body = JSON.parse((await downloadedBytes(file)).toString('utf8'));
    expect(body.items.map((i: { value: string }) => i.value).sort()).toEqual(kept);
    expect(appProblems(problems)).toEqual([]);
    await context.close();
  });

  it('zh: unreadable data that cannot be copied (no room) is left untouched and nothing is written over it', async () => {
    const broken = '{"state": {"userData": "a value only its owner can mend"';
    const { context, page, problems } = await seeded('zh', broken, () => {
      const original = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (key.startsWith('app-state.unreadable-backup') && !sessionStorage.getItem('room'))
          throw new DOMException('full', 'QuotaExceededError');
        return original.call(this, key, value);
      };
    });
    await page.goto(`${url}/`);
    await page.waitForSelector('[data-testid="storage-notice"][data-kind="held"]');
    expect(await page.textContent('[data-testid="storage-notice"] p')).toBe(notice('zh').held);
    // The form is already on screen: cast from it (another name) without loading the page again.
    await castOnPage(page, { name: '本', date: '1990-05-15' });
    expect(await page.evaluate(() => localStorage.getItem('app-state'))).toBe(broken);
    // Settings: download it, then delete it; saving resumes with what is on screen.
    await page.click('.settings-button');
    await page.waitForSelector('[data-testid="settings-unreadable"]');
    page.once('dialog', (d) => void d.accept());
    await page.click(
      `[data-testid="settings-unreadable"] button:has-text("${settingsTexts('zh').deleteUnreadable}")`,
    );
    await page.waitForSelector('[role="dialog"] .notice-success');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('app-state') ?? '{}'));
    expect(saved.state.userData.name).toBe('本');
    expect(appProblems(problems)).toEqual([]);
    await context.close();
  });

  it('ja: states that pass the schema but would crash pages render: a 1e20 time, a thin or foreign chart', async () => {
    const state = JSON.parse(stored);
    const id = state.state.resultId;
    state.state.analysisHistory[0].timestamp = 1e20;
    state.state.pageState.navigationHistory = [{ page: '/', timestamp: 1e20 }];
    const chart = state.state.calculationResults.chart;
    delete chart.aspects;
    delete chart.bodies.moon;
    chart.bodies.sun.sign = '__proto__';
    const { context, page, problems } = await seeded('ja', JSON.stringify(state));
    // The state is read once, at start-up (a full load of the home page); the pages are then reached as a visitor
    // reaches them, by client-side navigation: the first results page checks the stored chart (casts it again).
    await page.goto(`${url}/`);
    await page.waitForSelector('form.birth-form');
    expect(new URL(page.url()).pathname).toBe('/');
    for (const path of [`/astrology-results/${id}`, `/bazi-results/${id}`, '/history']) {
      await navigateInApp(page, path);
      await page.waitForSelector('main h1');
      expect(new URL(page.url()).pathname, path).toBe(path);
    }
    await navigateInApp(page, `/astrology-results/${id}`);
    await page.waitForSelector('[data-testid="fact-moon"], .results-title');
    expect(appProblems(problems)).toEqual([]);
    await context.close();
  });
});

// Issue 33 §3: an import says what it did, in the language shown; another version of the format is refused by name.
describe('imports tell the truth', () => {
  it('en at 375 px: a file of another version is refused and nothing changes; one without a version is read as 2.0 and says what it took and left', async () => {
    const { context, page, problems } = await seeded('en', stored);
    const s = settingsTexts('en');
    const bundle = JSON.parse(stored).state;
    await page.goto(`${url}/`);
    await page.click('.settings-button');
    await page.waitForSelector('[role="dialog"]');
    const before = await page.evaluate((k) => localStorage.getItem(k), APP_STATE_KEY);
    const upload = (json: unknown) =>
      page.setInputFiles('[role="dialog"] input[type="file"]', {
        name: 'seimei.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(json)),
      });

    await upload({ userData: { ...bundle.userData, name: 'Ren' }, version: '3.0' });
    await page.waitForSelector('[role="dialog"] .notice-error');
    expect(await page.textContent('[role="dialog"] .notice-error')).toBe(
      s.importVersion.replace('{{version}}', '3.0'),
    );
    expect(await page.evaluate((k) => localStorage.getItem(k), APP_STATE_KEY)).toBe(before);

    await upload({ userData: { ...bundle.userData, name: 'Ren' }, analysisHistory: bundle.analysisHistory });
    await page.waitForSelector('[role="dialog"] .notice-success');
    const lines = await page.$$eval('[role="dialog"] .notice-success .notice-line', (els) =>
      els.map((e) => e.textContent),
    );
    const count = bundle.analysisHistory.length as number;
    const history = (count === 1 ? s.importPart.history_one : s.importPart.history_other).replace(
      '{{count}}',
      String(count),
    );
    expect(lines).toEqual([
      s.importedTaken.replace('{{parts}}', `${s.importPart.birth} and ${history}`),
      s.importedKept.replace('{{parts}}', s.importPart.settings),
      s.importedAssumed.replace('{{version}}', '2.0'),
    ]);
    const after = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), APP_STATE_KEY)) ?? '{}');
    expect(after.state.userData.name).toBe('Ren');
    expect(problems).toEqual([]);
    await context.close();
  });
});
