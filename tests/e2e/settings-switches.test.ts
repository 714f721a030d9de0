import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseChartRequest } from '../../src/core/chart/chart-request';
import { computeChart } from '../../src/core/chart/compute-chart';
import { jdUtFromUnixMs } from '../../src/core/time/julian-day';
import { dayPillarAt } from '../../src/core/transit/bazi-timeline';
import {
  APP_STATE_KEY,
  castOnPage,
  connectBrowser,
  E2E_BIRTH,
  navigateInApp,
  openInLanguage,
  revealResultSections,
  seriousAxeViolations,
} from './browser';

const url = inject('e2eUrl');
let browser: Browser;

const texts = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const settingsTexts = (lang: string) => texts(`src/i18n/locales/${lang}/settings.json`).settings;
const resultsTexts = (lang: string) => texts(`src/i18n/locales/${lang}/results.json`);

/** The home form's birth cast in Node for the place the page chose (its coordinates and zone). */
const engineChart = (place: { lat: number; lng: number; tz: string }) =>
  computeChart(
    parseChartRequest({
      date: E2E_BIRTH.date,
      time: `${E2E_BIRTH.hour}:${E2E_BIRTH.minute}`,
      lat: place.lat,
      lng: place.lng,
      tz: place.tz,
      gender: E2E_BIRTH.gender,
    }),
  );

/** The place of the chart the page stored. */
const storedPlace = (page: Page) =>
  page.evaluate(
    (k) => JSON.parse(localStorage.getItem(k) ?? 'null').state.calculationResults.chart.place,
    APP_STATE_KEY,
  );

/** The ja context the refused-permission test opens, which the developer-mode test goes on in (see there). */
let ja: Awaited<ReturnType<typeof openInLanguage>> | undefined;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await ja?.context.close();
  await browser?.close();
});

async function openSettings(page: Page) {
  await page.click('.settings-button');
  await page.waitForSelector('[role="dialog"] [data-testid="setting-autoSave"]');
}

describe('settings switches do what their names say (issue 16 §7)', () => {
  it('zh at 375 px: with autoSave off a reading is shown but nothing of it is written; a reload does not find it', async () => {
    const { context, page, problems } = await openInLanguage(browser, 'zh', { width: 375, height: 812 });
    await page.goto(`${url}/`);
    await openSettings(page);
    const autoSave = page.locator('[data-testid="setting-autoSave"]');
    expect(await autoSave.isChecked()).toBe(true);
    // The switch is named and explained (its note is its description).
    expect(await page.getByRole('checkbox', { name: settingsTexts('zh').autoSave }).count()).toBe(1);
    expect(await page.textContent(`#${await autoSave.getAttribute('aria-describedby')}`)).toBe(
      settingsTexts('zh').autoSaveNote,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    // This build names no external chart service, so its settings are not shown.
    expect(await page.locator('[data-testid="settings-external"]').count()).toBe(0);
    await autoSave.uncheck();
    await page.keyboard.press('Escape');

    await castOnPage(page);
    expect(await page.textContent('.results-title')).toBeTruthy();
    const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), APP_STATE_KEY);
    expect(stored.state).toMatchObject({ userData: null, calculationResults: null, resultId: null });
    expect(stored.state.analysisHistory).toEqual([]);
    expect(stored.state.settings.autoSave).toBe(false);

    // Nothing stored, so the results route sends the visitor home (spec §4's guard), where the form waits.
    await page.reload();
    await page.waitForURL((u) => u.pathname === '/');
    await page.waitForSelector('form.birth-form');
    expect(await page.locator('.results-title').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('en: the daily reminder asks permission when turned on, then shows today for this chart once a day', async () => {
    const { context, page, problems } = await openInLanguage(browser, 'en');
    await context.grantPermissions(['notifications'], { origin: url });
    // 10:00 on this browser's clock, past the reminder's hour; what the page shows as notifications is recorded.
    const now = new Date();
    now.setHours(10, 0, 0, 0);
    await page.clock.setFixedTime(now);
    await context.addInitScript(() => {
      const w = window as unknown as { __notes: { title: string; body?: string }[] };
      w.__notes = [];
      const Real = window.Notification;
      class Recorded {
        static get permission() {
          return Real.permission;
        }
        static requestPermission() {
          return Real.requestPermission();
        }
        onclick: (() => void) | null = null;
        constructor(title: string, options?: NotificationOptions) {
          w.__notes.push({ title, body: options?.body });
        }
      }
      (window as unknown as { Notification: unknown }).Notification = Recorded;
    });
    // The run's chart (E2E_BIRTH as the home form stored it: the form is not what this tests), stored before the
    // app starts (once: the reload below must find what the app then wrote), and its results page opened.
    await context.addInitScript(
      ({ k, v }) => {
        if (!localStorage.getItem(k)) localStorage.setItem(k, v);
      },
      { k: APP_STATE_KEY, v: inject('e2eStoredState') },
    );
    await page.goto(`${url}/astrology-results/${inject('e2eResultsId')}`);
    await page.waitForSelector('.results-title');
    await openSettings(page);
    await page.check('[data-testid="setting-notifications"]');
    await page.waitForSelector('[role="dialog"] .notice-success');
    expect(await page.textContent('[role="dialog"] .notice-success')).toBe(
      settingsTexts('en').notificationsOn,
    );
    await page.keyboard.press('Escape');

    const notes = () => page.evaluate(() => (window as unknown as { __notes: unknown[] }).__notes);
    await expect.poll(async () => (await notes()).length, { timeout: 20_000 }).toBe(1);
    const [note] = (await notes()) as { title: string; body: string }[];
    const day = dayPillarAt(engineChart(await storedPlace(page)), jdUtFromUnixMs(now.getTime()));
    const results = resultsTexts('en');
    expect(note?.title).toBe(results.transit.today.title);
    // The same daily reading the home card shows: it opens on today's pillar with core's grade of it.
    expect(
      note?.body.startsWith(
        results.daily.day
          .replace('{{pillar}}', day.pillar)
          .replace('{{tenGod}}', results.tenGods[day.tenGod])
          .replace('{{grade}}', results.fortune.grades[day.verdict.grade]),
      ),
    ).toBe(true);
    expect(note?.body.length).toBeGreaterThan(120);

    // Once a day: a reload the same day shows none, and schedules the next for tomorrow at 8:00.
    await page.reload();
    await page.waitForSelector('.results-title');
    const tomorrow = new Date(now);
    tomorrow.setDate(now.getDate() + 1);
    tomorrow.setHours(8, 0, 0, 0);
    await page.waitForSelector(`html[data-reminder-at="${tomorrow.toISOString()}"]`, { state: 'attached' });
    expect(await notes()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('ja: where the browser refuses permission, the reminder stays off and says how to allow it', async () => {
    ja = await openInLanguage(browser, 'ja');
    const { context, page, problems } = ja;
    await context.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
      Notification.requestPermission = () => Promise.resolve('denied');
    });
    await page.goto(`${url}/`);
    await openSettings(page);
    await page.check('[data-testid="setting-notifications"]').catch(() => {});
    await page.waitForSelector('[role="dialog"] .notice-error');
    expect(await page.textContent('[role="dialog"] .notice-error')).toBe(
      settingsTexts('ja').notificationsBlocked,
    );
    expect(await page.locator('[data-testid="setting-notifications"]').isChecked()).toBe(false);
    expect(problems).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="dialog"]', { state: 'hidden' });
  });

  it("ja: developer mode shows the engine's output for this chart and each step's time", async () => {
    // Goes on in the refused-permission test's context (ja, desktop, the home page, nothing cast yet, the
    // reminder off): developer mode does not touch notifications.
    ja ??= await openInLanguage(browser, 'ja');
    const { page, problems } = ja;
    if (!page.url().startsWith(`${url}/`)) await page.goto(`${url}/`);
    await openSettings(page);
    await page.check('[data-testid="setting-debugMode"]');
    await page.keyboard.press('Escape');
    await castOnPage(page);
    await revealResultSections(page);
    const panel = page.locator('[data-testid="debug-panel"]');
    await panel.waitFor();
    expect(await panel.locator('h2').textContent()).toBe(resultsTexts('ja').debug.title);
    const steps = await panel
      .locator('tr[data-step]')
      .evaluateAll((rows) =>
        rows.map((r) => [
          r.getAttribute('data-step'),
          Number(r.querySelector('td')?.textContent?.replace(/,/g, '')),
        ]),
      );
    expect(steps.map(([s]) => s)).toEqual(['loadEngine', 'castChart']);
    for (const [, ms] of steps) expect(ms).toBeGreaterThanOrEqual(0);
    const raw = JSON.parse((await panel.locator('[data-testid="debug-json"]').textContent()) ?? '');
    const chart = engineChart(await storedPlace(page));
    expect(raw.utc).toBe(chart.utc);
    expect(raw.bodies.sun.longitude).toBeCloseTo(chart.bodies.sun.longitude, 6);
    expect(raw.bazi.day).toEqual(chart.bazi.day);

    // The BaZi page has it too (reached as from the page's link, client-side); turned off, both pages lose it.
    await navigateInApp(page, new URL(page.url()).pathname.replace('astrology-results', 'bazi-results'));
    await revealResultSections(page);
    await panel.waitFor();
    await openSettings(page);
    await page.uncheck('[data-testid="setting-debugMode"]');
    await page.keyboard.press('Escape');
    expect(await panel.count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
