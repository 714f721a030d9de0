import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChartOutput } from '../../src/core/chart/compute-chart';
import { baziMatch } from '../../src/core/compat/bazi-match';
import { compatReport } from '../../src/core/compat/compat-report';
import { compatSynthesis } from '../../src/core/compat/compat-synthesis';
import { computeResults } from '../../src/shared/lib/analysis';
import type { Conventions, UserData } from '../../src/shared/stores/app-types';
import {
  APP_STATE_KEY,
  connectBrowser,
  type E2eLang,
  jumpToSection,
  openInLanguage,
  resultsPathOf,
} from './browser';

// Issue 17 §1: the compatibility page at 375 px in three languages. The visitor's own chart is seeded; a second
// person is entered with a time (ja, en) or with "I don't know the time" (zh). The tightest contact and the BaZi
// match are checked against the engine run here in Node on the same two charts; the partner is kept on the device,
// shown again on return and forgotten on request. With E2E_SHOTS=<folder>, a screenshot per language goes to
// <folder>/compat-<lang>.png.

const url = inject('e2eUrl');
/** E2E_SHOTS=<folder>: a full-page screenshot of each language's reading is saved there. */
const SHOTS = process.env.E2E_SHOTS;
let browser: Browser;
let storedState: string;

beforeAll(async () => {
  browser = await connectBrowser();
  storedState = inject('e2eStoredState');
});
afterAll(async () => {
  await browser?.close();
});

const PARTNER_KEY = 'seimei-partner';

interface Partner {
  name: string;
  date: string;
  /** Null: "I don't know the time". */
  time: { hour: string; minute: string } | null;
  place: string;
  gender: 'male' | 'female';
}
const PARTNERS: Record<E2eLang, Partner> = {
  ja: {
    name: 'さくら',
    date: '1992-03-02',
    time: { hour: '8', minute: '45' },
    place: '大阪',
    gender: 'male',
  },
  zh: { name: '小明', date: '1988-11-20', time: null, place: '上海', gender: 'male' },
  en: {
    name: 'Sam',
    date: '1995-07-08',
    time: { hour: '21', minute: '10' },
    place: 'London',
    gender: 'female',
  },
};

type Texts = Record<string, Record<string, string>>;
const load = (lang: E2eLang, ns: string) =>
  JSON.parse(readFileSync(`src/i18n/locales/${lang}/${ns}.json`, 'utf8')) as Texts;

async function enterPartner(page: Page, p: Partner) {
  await page.fill('#partner-name', p.name);
  await page.fill('#birthdate', p.date);
  if (p.time) {
    await page.selectOption('#birthHour', p.time.hour);
    await page.selectOption('#birthMinute', p.time.minute);
  } else {
    await page.check('.birth-time input[type="checkbox"]');
  }
  await page.fill('#birthplace', p.place);
  const option = page.locator('[role="listbox"] [role="option"]').first();
  await option.waitFor({ timeout: 10_000 });
  await option.click();
  await page.check(`input[name="gender"][value="${p.gender}"]`);
  // Keeping someone else's data is asked, never assumed.
  expect(await page.isChecked('#partner-keep')).toBe(false);
  await page.check('#partner-keep');
  await page.click('form.partner-form button[type="submit"]');
}

describe('compatibility page', () => {
  for (const lang of ['ja', 'zh', 'en'] as const satisfies readonly E2eLang[]) {
    const p = PARTNERS[lang];
    it(`${lang} at 375 px: ${p.time ? 'a partner with a birth time' : 'a partner without a birth time'}, read as the engine reads the pair${lang === 'ja' ? '; a second person kept beside the first, each shown and forgotten on their own' : ''}${lang === 'en' ? '; an incomplete form keeps what was typed and says what is missing in the language shown, also after switching it' : ''}`, async () => {
      const compat = load(lang, 'compat');
      const results = load(lang, 'results');
      const { context, page, problems } = await openInLanguage(browser, lang, { width: 375, height: 812 });
      await context.addInitScript(({ k, v }) => localStorage.setItem(k, v), {
        k: APP_STATE_KEY,
        v: storedState,
      });

      // Both results pages lead here ("ways on"): the links at the end of the page, built (with every section before
      // them) by the section navigation's jump to the last section.
      await page.goto(`${url}${resultsPathOf(storedState, 'astrology')}`);
      await jumpToSection(page, 'calc');
      await page.click(`.result-links a[href="/compatibility"]`);
      await page.waitForURL(/\/compatibility$/);

      // The form says where the data goes and asks for the other person's consent.
      await page.waitForSelector('form.partner-form');
      const privacy = (await page.textContent('#partner-privacy')) ?? '';
      expect(privacy).toContain(compat.form?.onDevice);
      expect(privacy).toContain(compat.form?.consent);

      await enterPartner(page, p);
      await page.waitForSelector('[data-testid="compat-synthesis"]', { timeout: 30_000 });
      expect(await page.textContent('[data-testid="compat-status"]')).toBe(compat.form?.saved);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('compat-summary-title');

      // The same reading in Node: the stored chart and the partner as the page kept them.
      const state = JSON.parse(storedState).state as {
        calculationResults: { chart: ChartOutput };
        settings: { conventions: Conventions };
      };
      const record = JSON.parse(
        (await page.evaluate((k) => localStorage.getItem(k), PARTNER_KEY)) ?? 'null',
      ) as { people: { id: string; userData: UserData }[]; current: string } | null;
      expect(record?.people.map((x) => x.userData.name)).toEqual([p.name]);
      expect(record?.current).toBe(record?.people[0]?.id);
      const kept = record?.people[0]?.userData as UserData;
      expect(kept.birthTimeUnknown ?? false).toBe(p.time === null);
      const chartA = state.calculationResults.chart;
      const chartB = (await computeResults(kept, state.settings.conventions)).chart;
      expect(chartB.timeKnown).toBe(p.time !== null);
      // The page's reading is core's report (with the day-long check of a partner without a time) and synthesis.
      const report = compatReport(chartA, chartB);
      const synthesis = compatSynthesis(report);
      const contacts = report.synastry.aspects;
      expect(await page.getAttribute('[data-testid="compat-synthesis"]', 'data-lean')).toBe(synthesis.lean);
      expect(await page.getAttribute('[data-testid="compat-synthesis"]', 'data-match')).toBe(synthesis.match);
      // Every contact in the table once, the personal ones first and the generational ones last.
      expect(
        await page.$$eval('[data-testid="synastry-table"] tbody tr:not(.compat-group)', (els) =>
          els.map((e) => `${e.getAttribute('data-a')}-${e.getAttribute('data-b')}`),
        ),
      ).toEqual(synthesis.ordered.map((c) => `${c.a}-${c.b}`));
      const first = synthesis.personal[0];
      if (!first) throw new Error("no contacts between the two people's personal points");

      // The tightest personal contact heads the summary, named in words with its orb.
      const top = page.locator('[data-testid="top-contacts"] > li').first();
      expect(await top.getAttribute('data-a')).toBe(first.a);
      expect(await top.getAttribute('data-b')).toBe(first.b);
      expect(await top.getAttribute('data-type')).toBe(first.type);
      const topText = (await top.textContent()) ?? '';
      expect(topText).toContain(results.bodies?.[first.a]);
      expect(topText).toContain(results.bodies?.[first.b]);
      expect(topText).toContain(`${first.orb.toFixed(1)}°`);
      expect(contacts.length).toBeGreaterThan(0);

      // BaZi 合婚: every dimension's tone as the engine finds it; the day-branch sentence names both branches.
      const match = baziMatch(chartA.bazi, chartB.bazi);
      for (const d of match.dimensions) {
        expect(await page.getAttribute(`article[data-dimension="${d.key}"] .compat-tone`, 'data-tone')).toBe(
          d.tone,
        );
        expect(await page.$$eval(`article[data-dimension="${d.key}"] li`, (els) => els.length)).toBe(
          d.findings.length,
        );
      }
      const dayBranch = (await page.textContent('article[data-dimension="dayBranches"] li')) ?? '';
      expect(dayBranch).toContain(chartA.bazi.day.branch);
      expect(dayBranch).toContain(chartB.bazi.day.branch);

      // Without their birth time: said so, and what needs it is left out.
      expect(await page.isVisible('[data-testid="partner-no-time"]')).toBe(p.time === null);
      const overlays = (await page.textContent('.compat-overlays')) ?? '';
      if (p.time === null) expect(overlays).toContain(compat.synastry?.needsPartnerTime);
      else expect(overlays).not.toContain(compat.synastry?.needsPartnerTime);

      // The Davison chart on request.
      await page.click('[data-testid="davison"] summary');
      await page.waitForSelector('[data-testid="davison-positions"]');
      expect(await page.$$eval('[data-testid="davison-positions"] tbody tr', (els) => els.length)).toBe(
        p.time === null ? 13 : 15,
      );

      // No raw keys, no sideways scroll on a phone, nothing axe objects to.
      const main = (await page.textContent('main')) ?? '';
      expect(main).not.toMatch(/\b(compat|results|home):|findings\.|synastry\.|\{\{/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const axe = await new AxeBuilder({ page })
        .include('main')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/compat-${lang}.png`, fullPage: true });

      // On return the page shows the same partner's reading; "forget" removes them from the device.
      await page.reload();
      await page.waitForSelector('[data-testid="compat-synthesis"]', { timeout: 30_000 });
      expect(await page.textContent('[data-testid="person-b"]')).toContain(p.name);
      expect(await page.getAttribute('[data-testid="top-contacts"] > li', 'data-a')).toBe(first.a);
      if (lang === 'ja') await severalPeople(page, compat);
      await page.click(`text=${compat.people?.forgetShort}`);
      expect(await page.evaluate((k) => localStorage.getItem(k), PARTNER_KEY)).toBeNull();
      await page.waitForSelector('form.partner-form');
      expect(await page.inputValue('#birthdate')).toBe('');
      expect(await page.$('[data-testid="compat-reading"]')).toBeNull();
      expect(await page.textContent('[data-testid="compat-status"]')).toBe(compat.form?.forgotten);
      // en: the empty form the page is left with is where the next check begins (it switches the language).
      if (lang === 'en') await incompleteForm(page);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

/** ja: a second person kept beside the first; each shown in one tap, each forgotten on their own. */
async function severalPeople(page: Page, compat: Texts) {
  const other: Partner = {
    name: 'たろう',
    date: '1985-06-01',
    time: { hour: '6', minute: '0' },
    place: '東京',
    gender: 'male',
  };
  const list = '[data-testid="people-list"] > li';
  await page.click(`text=${compat.people?.add}`);
  await enterPartner(page, other);
  await expect.poll(() => page.locator(list).count()).toBe(2);
  await expect.poll(() => page.textContent('[data-testid="person-b"]')).toContain(other.name);
  await page.locator(`${list} .compat-person-pick`).first().click();
  await expect.poll(() => page.textContent('[data-testid="person-b"]')).toContain(PARTNERS.ja.name);
  expect(await page.locator(`${list} .compat-person-pick`).first().getAttribute('aria-pressed')).toBe('true');
  await page.click(`[aria-label="${compat.people?.forgetNamed?.replace('{{name}}', other.name)}"]`);
  await expect.poll(() => page.locator(list).count()).toBe(1);
  expect(await page.textContent('[data-testid="person-b"]')).toContain(PARTNERS.ja.name);
}

/**
 * On the compatibility page's empty partner form (en, 375 px): keeps what was typed when the form is sent incomplete,
 * and says what is missing in the language shown, also after switching it (to ja).
 */
async function incompleteForm(page: Page) {
  await page.waitForSelector('form.partner-form');
  await page.fill('#partner-name', 'Alex');
  await page.fill('#birthdate', '1991-01-02');
  await page.click('form.partner-form button[type="submit"]');
  expect(await page.textContent('#birthHour-error')).toBe(load('en', 'home').validation?.birthHour);
  expect(await page.inputValue('#partner-name')).toBe('Alex');
  expect(await page.inputValue('#birthdate')).toBe('1991-01-02');
  expect(await page.evaluate((k) => localStorage.getItem(k), PARTNER_KEY)).toBeNull();
  // Another language: the message follows it, and what was typed stays.
  await page.click('.lang-switcher-button');
  await page.click('[role="menuitemradio"][lang="ja"]');
  await expect
    .poll(() => page.textContent('#birthHour-error'))
    .toBe(load('ja', 'home').validation?.birthHour);
  expect(await page.textContent('#partner-form-title')).toBe(load('ja', 'compat').form?.title);
  expect(await page.inputValue('#partner-name')).toBe('Alex');
  expect(await page.inputValue('#birthdate')).toBe('1991-01-02');
}

// Issue 33 §2: a kept record the page cannot cast is listed as needing repair, never a blank page; one it cannot read
// at all is put aside and the visitor told which data it was.
describe('compatibility page with damaged kept data', () => {
  const good = {
    id: 'a',
    userData: {
      name: 'さくら',
      birthdate: '1992-03-02',
      birthHour: 8,
      birthMinute: 45,
      birthplace: '大阪',
      gender: 'male',
      fullBirthDateTime: '1992-03-02T08:45:00',
      coordinates: { lat: 34.6937, lng: 135.5023, tz: 'Asia/Tokyo' },
    },
    savedAt: '2026-12-01T00:00:00Z',
  };
  const broken = {
    id: 'b',
    userData: { ...good.userData, name: '小明', birthdate: '1990-13-45' },
    savedAt: 'x',
  };

  it('zh at 375 px: a malformed birth date is shown as needing repair, and repaired through the form', async () => {
    const compat = load('zh', 'compat');
    const { context, page, problems } = await openInLanguage(browser, 'zh', { width: 375, height: 812 });
    await context.addInitScript(
      ({ k, v, pk, pv }) => {
        if (localStorage.getItem('e2e-seeded')) return;
        localStorage.setItem(k, v);
        localStorage.setItem(pk, pv);
        localStorage.setItem('e2e-seeded', '1');
      },
      {
        k: APP_STATE_KEY,
        v: storedState,
        pk: PARTNER_KEY,
        pv: JSON.stringify({ version: 2, people: [broken, good], current: 'b' }),
      },
    );
    await page.goto(`${url}/compatibility`);
    await page.waitForSelector('[data-testid="compat-synthesis"]', { timeout: 30_000 });
    expect(await page.textContent('[data-testid="person-b"]')).toContain('さくら');
    const repairItem = page.locator('[data-needs-repair="true"]');
    expect(await repairItem.textContent()).toContain(compat.people?.repairNamed?.replace('{{name}}', '小明'));
    await page.click(`[aria-label="${compat.people?.repairLabel?.replace('{{name}}', '小明')}"]`);
    await page.waitForSelector('form.partner-form');
    expect(await page.textContent('[data-testid="compat-status"]')).toBe(compat.form?.repairing);
    // What could be read is filled in; the impossible date is not.
    expect(await page.inputValue('#partner-name')).toBe('小明');
    expect(await page.inputValue('#birthdate')).toBe('');
    await page.fill('#birthdate', '1990-12-05');
    await page.fill('#birthplace', '上海');
    const option = page.locator('[role="listbox"] [role="option"]').first();
    await option.waitFor({ timeout: 10_000 });
    await option.click();
    expect(await page.isChecked('#partner-keep')).toBe(true);
    await page.click('form.partner-form button[type="submit"]');
    await expect.poll(() => page.locator('[data-needs-repair="true"]').count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => page.textContent('[data-testid="person-b"]')).toContain('小明');
    const kept = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), PARTNER_KEY)) ?? '{}') as {
      people: { id: string; userData: { birthdate: string } }[];
    };
    expect(kept.people.map((p) => [p.id, p.userData.birthdate])).toEqual([
      ['a', '1992-03-02'],
      ['b', '1990-12-05'],
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('en: an unreadable record is put aside, the notice says it was the saved people, and the page opens on the form', async () => {
    const storage = JSON.parse(readFileSync('src/app/storage-notice/texts/en.json', 'utf8')) as Record<
      string,
      string
    >;
    const { context, page, problems } = await openInLanguage(browser, 'en', { width: 375, height: 812 });
    await context.addInitScript(
      ({ k, v, pk }) => {
        if (localStorage.getItem('e2e-seeded')) return;
        localStorage.setItem(k, v);
        localStorage.setItem(pk, '<!doctype html><p>502 Bad Gateway</p>');
        localStorage.setItem('e2e-seeded', '1');
      },
      { k: APP_STATE_KEY, v: storedState, pk: PARTNER_KEY },
    );
    await page.goto(`${url}/compatibility`);
    await page.waitForSelector('form.partner-form');
    await expect
      .poll(() => page.textContent('[data-testid="storage-notice"]'))
      .toContain(storage.recoveredPartner);
    const backups = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('seimei-partner.unreadable-backup.')),
    );
    expect(backups).toHaveLength(1);
    expect(await page.evaluate((k) => localStorage.getItem(k), backups[0] as string)).toContain(
      '502 Bad Gateway',
    );
    expect(await page.evaluate((k) => localStorage.getItem(k), PARTNER_KEY)).toBeNull();
    // Console warnings are the app's own account of the recovery; no error, no broken page.
    expect(problems).toEqual([]);
    await context.close();
  });
});
