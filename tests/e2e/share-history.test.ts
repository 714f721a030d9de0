import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
// @ts-expect-error pngjs ships no types; PNG.sync.read is all this file uses.
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { decodeSharePayload, payloadTextOf } from '../../src/core/share/share-payload';
import {
  APP_STATE_KEY,
  connectBrowser,
  downloadedBytes,
  type E2eLang,
  navigateInApp,
  openInLanguage,
  resultsPathOf,
  seriousAxeViolations,
} from './browser';

// Issue 13 §1 and §4: the share dialog (privacy choice, link in the fragment, every target, the QR code, copy and
// its fallback, the system share sheet, keyboard) and the history screen (open, delete, clear all).

const url = inject('e2eUrl');
let browser: Browser;
let storedState: string;

beforeAll(async () => {
  browser = await connectBrowser();
  storedState = inject('e2eStoredState');
});
afterAll(async () => {
  await browser?.close();
});

const NAME = '山田 花子';
const shareTexts = (lang: E2eLang) =>
  JSON.parse(readFileSync(`src/i18n/locales/${lang}/share.json`, 'utf8')) as Record<string, unknown> & {
    copied: string;
    copyFallback: string;
    shared: string;
    wechatHint: string;
  };
const homeTexts = (lang: E2eLang) => ({
  // Home's recent analyses use the history page's texts (they load with their own chunk).
  recent: (
    JSON.parse(readFileSync(`src/i18n/locales/${lang}/history.json`, 'utf8')) as {
      recent: Record<'all', string>;
    }
  ).recent,
  history: JSON.parse(readFileSync(`src/i18n/locales/${lang}/history.json`, 'utf8')) as Record<
    'clearAll' | 'confirm' | 'cancel' | 'deleted' | 'cleared' | 'empty',
    string
  >,
});

/** The stored state with a name and `extra` more history entries (copies of the first, each its own person). */
function stateWith(name: string, extra: string[] = []): string {
  const s = JSON.parse(storedState);
  s.state.userData.name = name;
  const first = s.state.analysisHistory[0];
  first.userData.name = name;
  s.state.analysisHistory = [
    ...extra.map((n, i) => ({
      ...first,
      id: `${Number(first.id) + i + 1}`,
      timestamp: first.timestamp + (i + 1) * 60_000,
      userData: { ...first.userData, name: n },
      analysisType: i % 2 ? 'astrology' : 'bazi',
    })),
    first,
  ].reverse();
  // Newest first, as the store keeps them.
  s.state.analysisHistory.sort(
    (a: { timestamp: number }, b: { timestamp: number }) => b.timestamp - a.timestamp,
  );
  return JSON.stringify(s);
}

async function seeded(lang: E2eLang, state: string, viewport?: { width: number; height: number }) {
  const opened = await openInLanguage(browser, lang, viewport);
  await opened.context.addInitScript(
    ({ k, v }) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(k, v);
        sessionStorage.setItem('seeded', '1');
      }
    },
    { k: APP_STATE_KEY, v: state },
  );
  return opened;
}

const linkOf = (page: Page) => page.inputValue('[data-testid="share-link"]');
/** Waits until the dialog's link is made (it is rebuilt when the name choice changes) and differs from `old`. */
async function nextLink(page: Page, old = ''): Promise<string> {
  await expect
    .poll(async () => {
      const v = await linkOf(page);
      return v.startsWith('http') && v !== old;
    })
    .toBe(true);
  return linkOf(page);
}

/** The QR code on screen, read back by a QR decoder from a screenshot of it. */
async function readQr(page: Page): Promise<string | null> {
  const png = PNG.sync.read(await page.locator('[data-testid="share-qr"]').screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** Saves the poster from the dialog and checks it: its size, and its QR code read back as `link`. */
async function readPoster(page: Page, link: string): Promise<void> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('[data-testid="share-poster"]'),
  ]);
  expect(download.suggestedFilename()).toMatch(/^seimei-(astrology|bazi|transit)-1990-05-15\.png$/);
  const png = PNG.sync.read(await downloadedBytes(download));
  expect([png.width, png.height]).toEqual([1080, 1350]);
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(link);
  await page.waitForSelector('.share-poster-preview');
}

describe('share dialog', () => {
  it('ja at 375 px: name left out until chosen, the link in the fragment, every target, the QR code, copy, keyboard, axe', async () => {
    const { context, page, problems } = await seeded('ja', stateWith(NAME), { width: 375, height: 812 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    await page.goto(`${url}${resultsPathOf(storedState, 'astrology')}`);
    const opener = page.locator('[data-testid="share-open"]');
    await opener.click();
    const dialog = page.locator('[data-testid="share-dialog"]');
    await dialog.waitFor();
    // Focus is inside the dialog; the privacy choice comes first, off by default.
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    expect(await page.isChecked('[data-testid="share-include-name"]')).toBe(false);

    const link = await nextLink(page);
    const parsed = new URL(link);
    expect(parsed.pathname).toBe('/astrology-results/shared');
    // Nothing for a server to log but the language it was made in: the payload is in the fragment.
    expect(parsed.search).toBe('?lang=ja');
    const payload = await decodeSharePayload(payloadTextOf(parsed));
    expect(payload?.t).toBe('astrology');
    expect(payload?.u).toMatchObject({ name: '', birthdate: '1990-05-15', birthHour: 14, birthMinute: 30 });

    // Including the name makes a new link that carries it.
    await page.check('[data-testid="share-include-name"]');
    const named = await nextLink(page, link);
    expect((await decodeSharePayload(payloadTextOf(new URL(named))))?.u.name).toBe(NAME);

    // Every service gets the link (and only through its own share page); e-mail carries it in the body.
    const href = (t: string) => page.getAttribute(`[data-target="${t}"]`, 'href');
    const enc = encodeURIComponent(named);
    expect(await href('qq')).toMatch(
      new RegExp(`^https://connect\\.qq\\.com/widget/shareqq/index\\.html\\?url=${escapeRegExp(enc)}&`),
    );
    expect(await href('weibo')).toMatch(
      new RegExp(`^https://service\\.weibo\\.com/share/share\\.php\\?url=${escapeRegExp(enc)}&`),
    );
    expect(await href('line')).toMatch(
      new RegExp(`^https://social-plugins\\.line\\.me/lineit/share\\?url=${escapeRegExp(enc)}&`),
    );
    expect(await href('x')).toMatch(new RegExp(`^https://x\\.com/intent/post\\?url=${escapeRegExp(enc)}&`));
    const mail = (await href('email')) ?? '';
    expect(mail.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(mail.split('&body=')[1] ?? '')).toContain(named);
    for (const t of ['qq', 'weibo', 'line', 'x'])
      expect(await page.getAttribute(`[data-target="${t}"]`, 'rel')).toBe('noopener noreferrer');

    // WeChat: the QR code of the link, with the spec's hint to use the top-right menu.
    await page.click('[data-target="wechat"]');
    expect(await page.getAttribute('[data-target="wechat"]', 'aria-expanded')).toBe('true');
    expect(await readQr(page)).toBe(named);
    expect(await dialog.textContent()).toContain(shareTexts('ja').wechatHint);

    // The poster: a 1080×1350 PNG whose QR code reads back as the link.
    await readPoster(page, named);

    // Copy: the clipboard holds the link and the status says so.
    await page.getByRole('button', { name: 'リンクをコピー' }).click();
    await expect.poll(() => page.textContent('[data-testid="share-status"]')).toBe(shareTexts('ja').copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(named);

    expect(await seriousAxeViolations(page)).toEqual([]);
    // Escape closes it and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('share-open');
    expect(problems).toEqual([]);

    // The link opens the same chart for someone with nothing stored, name included.
    const other = await openInLanguage(browser, 'ja', { width: 375, height: 812 });
    await other.page.goto(named);
    await other.page.waitForURL(/\/astrology-results\/shared(\?lang=[\w-]+)?#d=/);
    await other.page.waitForSelector('.results-title');
    expect(await other.page.textContent('.results-title')).toContain(NAME);
    // Shown as the sender's, read-only; nothing is written for the visitor.
    await other.page.waitForSelector('[data-testid="shared-banner"]');
    const kept = await other.page.evaluate(
      (k) => JSON.parse(localStorage.getItem(k) ?? '{}').state,
      APP_STATE_KEY,
    );
    expect(kept?.userData ?? null).toBeNull();
    expect(kept?.analysisHistory ?? []).toEqual([]);
    expect(other.problems).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it('zh: copy falls back to selecting the link; the system share sheet is used where the browser has one', async () => {
    const { context, page, problems } = await seeded('zh', stateWith(''));
    await context.addInitScript(() => {
      // A browser that refuses the clipboard, and one with a share sheet (recorded, not shown).
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
      (window as unknown as { shared: unknown[] }).shared = [];
      navigator.share = async (data?: ShareData) => {
        (window as unknown as { shared: unknown[] }).shared.push(data);
      };
    });
    await page.goto(`${url}${resultsPathOf(storedState, 'bazi')}`);
    await page.click('[data-testid="share-open"]');
    // No name was entered: the dialog says none is included instead of offering the choice.
    expect(await page.$('[data-testid="share-include-name"]')).toBeNull();
    const link = await nextLink(page);
    expect(new URL(link).pathname).toBe('/bazi-results/shared');
    await readPoster(page, link); // the four pillars' poster
    await page.getByRole('button', { name: '复制链接' }).click();
    await expect
      .poll(() => page.textContent('[data-testid="share-status"]'))
      .toBe(shareTexts('zh').copyFallback);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('share-link');
    await page.getByRole('button', { name: '通过其他应用分享' }).click();
    await expect.poll(() => page.textContent('[data-testid="share-status"]')).toBe(shareTexts('zh').shared);
    const shared = (await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)) ?? [];
    expect(shared).toHaveLength(1);
    expect(shared[0]?.url).toBe(link);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('en: a transit report shares its year, and the link reopens that year', async () => {
    const { context, page, problems } = await seeded('en', stateWith(''));
    await page.goto(`${url}/transit-analysis`);
    await page.fill('#transit-date', '2027-03-01');
    await page.click('main .card .button-primary');
    await page.waitForSelector('[data-testid="transit-report"]', { timeout: 30_000 });
    await page.click('[data-testid="share-open"]');
    const link = await nextLink(page);
    const payload = await decodeSharePayload(payloadTextOf(new URL(link)));
    expect(payload).toMatchObject({ t: 'transit', d: '2027-03-01' });
    await context.close();

    const other = await openInLanguage(browser, 'en');
    await other.page.goto(link);
    await other.page.waitForSelector('[data-testid="transit-report"]', { timeout: 30_000 });
    expect(new URL(other.page.url()).pathname).toBe('/transit-analysis/shared');
    expect(await other.page.inputValue('#transit-date')).toBe('2027-03-01');
    await other.page.waitForSelector('[data-testid="shared-banner"]');
    expect(other.problems).toEqual([]);
    expect(problems).toEqual([]);
    await other.context.close();
  });

  it("en: someone else's link leaves the visitor's chart, conventions and history as they were; saving keeps it as theirs", async () => {
    // The sender: a chart named Sender, cast with whole-sign houses; the link carries the name.
    const sender = JSON.parse(stateWith('Sender'));
    sender.state.settings.conventions.houseSystem = 'whole-sign';
    const { context, page } = await seeded('en', JSON.stringify(sender));
    await page.goto(`${url}${resultsPathOf(storedState, 'astrology')}`);
    await page.click('[data-testid="share-open"]');
    const unnamed = await nextLink(page);
    await page.check('[data-testid="share-include-name"]');
    const link = await nextLink(page, unnamed);
    await context.close();

    // The visitor: their own chart (Me) and history, Placidus.
    const mine = stateWith('Me', ['Older']);
    const visitor = await seeded('en', mine);
    await visitor.page.goto(link);
    const before = mine;
    await visitor.page.waitForSelector('[data-testid="shared-banner"]');
    expect(await visitor.page.textContent('.results-title')).toContain('Sender');
    expect(await visitor.page.textContent('[data-testid="shared-banner"] h2')).toContain('Sender');
    // Read-only: no share button, no convention pickers, no ways on to the visitor's own pages.
    expect(await visitor.page.locator('[data-testid="share-open"]').count()).toBe(0);
    expect(await seriousAxeViolations(visitor.page)).toEqual([]);
    // Nothing of the visitor's changed, even once the app has written its state: the visit to this page is recorded
    // in the stored page history when the browser is next idle (root-layout.tsx), a write of the whole persisted
    // state, so any change to the visitor's chart, conventions or history would be stored with it.
    await visitor.page.waitForFunction(
      (k) =>
        JSON.parse(localStorage.getItem(k) ?? '{}').state?.pageState?.lastVisitedPage === location.pathname,
      APP_STATE_KEY,
    );
    const after = JSON.parse(
      (await visitor.page.evaluate((k) => localStorage.getItem(k), APP_STATE_KEY)) ?? '',
    );
    const was = JSON.parse(before ?? '');
    expect(after.state.userData).toEqual(was.state.userData);
    expect(after.state.settings.conventions).toEqual(was.state.settings.conventions);
    expect(after.state.analysisHistory).toEqual(was.state.analysisHistory);
    expect(after.state.resultId).toBe(was.state.resultId);

    // The other view of the same birth stays the sender's, read-only.
    await visitor.page.click('[data-testid="shared-other"]');
    await visitor.page.waitForURL(/\/bazi-results\/shared#d=/);
    await visitor.page.waitForSelector('[data-testid="shared-banner"]');

    // Save to my charts: cast again with the visitor's conventions, added to their history, opened as theirs.
    await visitor.page.click('[data-testid="shared-save"]');
    await visitor.page.waitForURL(/\/bazi-results\/\d[\w-]*$/);
    await visitor.page.waitForSelector('.results-title');
    await expect.poll(() => visitor.page.locator('[data-testid="shared-banner"]').count()).toBe(0);
    const saved = JSON.parse(
      (await visitor.page.evaluate((k) => localStorage.getItem(k), APP_STATE_KEY)) ?? '',
    );
    expect(saved.state.userData.name).toBe('Sender');
    expect(saved.state.analysisHistory.map((h: { userData: { name: string } }) => h.userData.name)).toEqual([
      'Sender',
      ...was.state.analysisHistory.map((h: { userData: { name: string } }) => h.userData.name),
    ]);
    expect(saved.state.settings.conventions).toEqual(was.state.settings.conventions);
    expect(saved.state.calculationResults.chart.houses.requested).toBe(
      was.state.settings.conventions.houseSystem,
    );
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });
});

describe('history screen', () => {
  it('en: lists the kept analyses newest first; opens, deletes and clears them; linked from home', async () => {
    const { context, page, problems } = await seeded('en', stateWith('Ann', ['Ben', 'Cleo']), {
      width: 375,
      height: 812,
    });
    const T = homeTexts('en');
    await page.goto(`${url}/`);
    await page.getByRole('link', { name: T.recent.all.replace('{{count}}', '3') }).click();
    await page.waitForURL(/\/history$/, { waitUntil: 'commit' });
    // The history page is its own chunk: wait for its list, not just the URL.
    await page.waitForSelector('[data-testid="history-entry"]');
    const names = () =>
      page.$$eval('[data-testid="history-entry"] h2', (els) => els.map((e) => e.firstChild?.textContent));
    expect(await names()).toEqual(['Cleo', 'Ben', 'Ann']);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Delete one: it goes, the status says which, the focus stays on the page.
    await page.getByRole('button', { name: /^Delete: Ben/ }).click();
    expect(await names()).toEqual(['Cleo', 'Ann']);
    expect(await page.textContent('[role="status"]')).toBe(T.history.deleted.replace('{{label}}', 'Ben'));
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    // Open one: its data and results come back and its page shows.
    await page
      .locator('[data-testid="history-entry"]')
      .filter({ hasText: 'Cleo' })
      .getByRole('button', { name: 'Open' })
      .click();
    await page.waitForURL(/\/astrology-results\/\d+$/, { waitUntil: 'commit' });
    await page.waitForSelector('.results-title');
    expect(await page.textContent('.results-title')).toContain('Cleo');
    const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}'), APP_STATE_KEY);
    expect(stored.state.userData.name).toBe('Cleo');
    expect(stored.state.analysisType).toBe('astrology');

    // Clear all, after a confirmation that can be declined.
    await navigateInApp(page, '/history');
    await page.getByRole('button', { name: T.history.clearAll }).click();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(T.history.confirm);
    await page.getByRole('button', { name: T.history.cancel }).click();
    expect(await names()).toHaveLength(2);
    await page.getByRole('button', { name: T.history.clearAll }).click();
    await page.getByRole('button', { name: T.history.confirm }).click();
    expect(await page.textContent('.history-empty')).toContain(T.history.empty);
    expect(await page.textContent('[role="status"]')).toBe(T.history.cleared);
    expect(
      await page.evaluate(
        (k) => JSON.parse(localStorage.getItem(k) ?? '{}').state.analysisHistory,
        APP_STATE_KEY,
      ),
    ).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** A string made safe to put inside a RegExp. */
function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
