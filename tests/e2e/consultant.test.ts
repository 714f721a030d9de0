import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  APP_STATE_KEY,
  castOnPage,
  connectBrowser,
  downloadedBytes,
  type E2eLang,
  navigateInApp,
  openInLanguage,
  seriousAxeViolations,
} from './browser';
import { type FakeAi, startFakeAi } from './fake-ai-server';

// The AI consultant (issue 11) against a fake OpenAI-compatible server on 127.0.0.1. The chart is the home form's
// Tokyo 1990-05-15 14:30 birth: Sun 24°08′ Taurus in the 8th house, day master 庚.

const url = inject('e2eUrl');
let browser: Browser;
/** A fresh fake provider per test, so one test's queued answers never reach another. */
let ai: FakeAi;
/** The app state the home form stored (name left empty, as the form allows). */
let stored: string;

const LANGS = ['ja', 'zh', 'en'] as const;
// biome-ignore lint/suspicious/noExplicitAny: the locale JSON is read as plain data
type Texts = any;
const T = Object.fromEntries(
  LANGS.map((l) => [l, JSON.parse(readFileSync(`src/i18n/locales/${l}/consultant.json`, 'utf8'))]),
) as Record<E2eLang, Texts>;

beforeAll(async () => {
  browser = await connectBrowser();
  stored = inject('e2eStoredState');
}, 120_000);
beforeEach(async () => {
  ai = await startFakeAi();
});
afterEach(async () => {
  await ai?.close();
});
afterAll(async () => {
  await browser?.close();
});

/** The stored chart with a name, and (when given) an AI provider set up — with consent already given or not. */
function seed(name: string, provider?: { consent: boolean; includeName?: boolean; timeoutSec?: number }) {
  const app = JSON.parse(stored);
  app.state.userData.name = name;
  const chat = provider && {
    state: {
      conversations: [],
      activeId: null,
      config: {
        provider: 'custom',
        baseUrl: ai.baseUrl,
        model: 'fake-model',
        apiKey: 'sk-test',
        temperature: 0.7,
        maxTokens: 1000,
        maxHistoryLength: 20,
        timeoutSec: provider.timeoutSec ?? 60,
      },
      preferOffline: false,
      consent: provider.consent
        ? { provider: 'custom', baseUrl: ai.baseUrl, includeName: provider.includeName ?? false, atMs: 1 }
        : null,
      preferences: { autoSave: true, showTimestamps: false, enableSound: false, theme: 'auto' },
      lastSaved: 1,
    },
    version: 1,
  };
  return { app: JSON.stringify(app), chat: chat ? JSON.stringify(chat) : null };
}

/**
 * A context in `lang` whose storage holds `state` from its first page load on — or, with `unseededFirst`, from its
 * second (the first sees no stored data); opened at /consultant unless `unseededFirst`.
 */
async function openChat(
  lang: E2eLang,
  state: { app: string; chat: string | null },
  width = 1280,
  { unseededFirst = false, height = 900 } = {},
) {
  const opened = await openInLanguage(browser, lang, { width, height });
  await opened.context.addInitScript(
    ([key, app, chat, skipFirst]) => {
      if (localStorage.getItem('seeded')) return;
      if (skipFirst && !sessionStorage.getItem('loaded-unseeded')) {
        sessionStorage.setItem('loaded-unseeded', '1');
        return;
      }
      localStorage.setItem('seeded', '1');
      localStorage.setItem(key as string, app as string);
      if (chat) localStorage.setItem('ai-chat-state', chat);
    },
    [APP_STATE_KEY, state.app, state.chat, unseededFirst] as const,
  );
  if (!unseededFirst) {
    await opened.page.goto(`${url}/consultant`);
    await opened.page.waitForSelector('.chat-page h1');
  }
  return opened;
}

const assistantTexts = (page: Page) =>
  page.$$eval('[data-testid="chat-assistant"] .chat-bubble', (els) => els.map((e) => e.textContent ?? ''));

async function ask(page: Page, question: string) {
  await page.fill('#chat-input', question);
  await page.press('#chat-input', 'Enter');
}

/**
 * The problems a test must not have. A provider's error status or a dropped stream is logged by the browser itself
 * ("Failed to load resource"); that is the failure under test, not a fault of the app.
 */
const appProblems = (problems: string[]) => problems.filter((p) => !p.includes('Failed to load resource'));

/** Waits until no reply is being written (the stop button gone). */
const settled = (page: Page) => page.waitForSelector('[data-testid="chat-stop"]', { state: 'detached' });
/**
 * An offline answer comes in at reading pace (issue 28 §4); the test reads it whole, as a reader pressing
 * "Show all" does (clicked in the page, so an answer that has just finished leaves nothing to race).
 */
async function offlineAnswered(page: Page) {
  await Promise.race([page.waitForSelector('[data-testid="chat-show-all"]'), settled(page)]);
  await page.evaluate(() =>
    (document.querySelector('[data-testid="chat-show-all"]') as HTMLButtonElement | null)?.click(),
  );
  await settled(page);
}

describe('AI consultant', () => {
  it('is guarded: without stored data /consultant redirects home; offline (ja): needs no name, answers a suggested question from this chart, and keeps the input keys right', async () => {
    const { context, page, problems } = await openChat('ja', seed(''), 1280, { unseededFirst: true });
    // The first load: nothing stored yet, so /consultant sends the visitor home.
    await page.goto(`${url}/consultant`);
    await page.waitForURL(`${url}/`);
    await page.waitForSelector('form.birth-form');
    expect(problems).toEqual([]);
    // The next (full) load finds the stored chart: the consultant opens.
    await page.goto(`${url}/consultant`);
    await page.waitForSelector('.chat-page h1');
    expect(await page.textContent('[data-testid="chat-mode"]')).toBe(T.ja.mode.offline);
    expect(await page.textContent('[data-testid="fact-sun"]')).toBe('牡牛座 24°08′');
    // Issue 28 §3: the form left the name empty, and the chat starts all the same (nothing asks for a name).
    await page.waitForSelector('#chat-input');
    expect(await page.locator('form.chat-name').count()).toBe(0);
    expect(
      await page.evaluate(
        (k) => JSON.parse(localStorage.getItem(k) ?? '{}').state.userData.name,
        APP_STATE_KEY,
      ),
    ).toBe('');

    // Suggested questions come from the chart; the first is answered offline, streamed, from this chart.
    const suggestions = page.locator('[data-testid="chat-suggestions"] button');
    await expect.poll(() => suggestions.count()).toBeGreaterThanOrEqual(4);
    await suggestions.first().click();
    await page.waitForSelector('[data-testid="chat-assistant"]');
    // It comes in at reading pace, growing while it is read, with a button to show it whole.
    await page.waitForSelector('[data-testid="chat-show-all"]');
    const shownLength = async () => (await assistantTexts(page))[0]?.length ?? 0;
    await expect.poll(shownLength).toBeGreaterThan(0);
    const early = await shownLength();
    await expect.poll(shownLength).toBeGreaterThan(early);
    await offlineAnswered(page);
    const [answer] = await assistantTexts(page);
    expect(answer?.length).toBeGreaterThan(early + 100);
    expect(await page.textContent('[data-testid="chat-provider"]')).toBe(T.ja.answeredOffline);
    expect(await page.locator('[data-testid="chat-claims"]').count()).toBe(0);
    expect(await page.locator('[data-testid="chat-cited"] li').count()).toBeGreaterThan(0);
    expect(ai.requests.length).toBe(0); // offline sends nothing anywhere

    // Shift+Enter adds a line; Enter during IME composition does not send; Enter sends.
    await page.fill('#chat-input', '今年の運勢は');
    await page.press('#chat-input', 'Shift+Enter');
    await page.keyboard.type('どうですか');
    expect(await page.inputValue('#chat-input')).toBe('今年の運勢は\nどうですか');
    await page.evaluate(() => {
      const area = document.querySelector('#chat-input') as HTMLTextAreaElement;
      area.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true }));
    });
    expect(await page.locator('[data-testid="chat-user"]').count()).toBe(1);
    await page.press('#chat-input', 'Enter');
    await expect.poll(() => page.locator('[data-testid="chat-user"]').count()).toBe(2);
    await offlineAnswered(page);
    expect((await assistantTexts(page)).length).toBe(2);

    // Saved after each completed reply, and there after a reload.
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('ai-chat-state') ?? '{}').state);
    expect(saved.conversations[0].messages.length).toBe(4);
    expect(saved.conversations[0].title.length).toBeLessThanOrEqual(31);
    await page.reload();
    await page.waitForSelector('[data-testid="chat-assistant"]');
    expect(await page.locator('[data-testid="chat-user"]').count()).toBe(2);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a phone (320 × 640, zh): the reply stays in sight above the question box, at least six lines of it', async () => {
    const { context, page, problems } = await openChat('zh', seed(''), 320, { height: 640 });
    const suggestions = page.locator('[data-testid="chat-suggestions"] button:not([disabled])');
    await expect.poll(() => suggestions.count()).toBeGreaterThanOrEqual(4);
    await suggestions.first().click();
    await page.waitForSelector('[data-testid="chat-assistant"]');
    await offlineAnswered(page);
    const visible = await page.evaluate(() => {
      const reply = [...document.querySelectorAll('[data-testid="chat-assistant"]')]
        .pop()
        ?.getBoundingClientRect();
      const box = document.querySelector('.chat-composer')?.getBoundingClientRect();
      const header = document.querySelector('header')?.getBoundingClientRect();
      const p = document.querySelector('[data-testid="chat-assistant"] p');
      if (!reply || !box || !header || !p) return 0;
      const top = Math.max(reply.top, header.bottom);
      return (Math.min(reply.bottom, box.top) - top) / Number.parseFloat(getComputedStyle(p).lineHeight);
    });
    expect(visible).toBeGreaterThanOrEqual(6);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('provider (en): setup in AI settings, consent, the facts in the request, a misstated Sun marked, stop and retry', async () => {
    const { context, page, problems } = await openChat('en', seed('Hana'));
    await page.click(`button:has-text("${T.en.actions.settings}")`);
    await page.waitForSelector('[data-testid="ai-settings"]');
    await page.selectOption('#ai-engine', 'custom');
    await page.fill('#ai-baseUrl', 'not a url');
    await page.fill('#ai-model', 'fake-model');
    await page.click(`[data-testid="ai-settings"] button[type="submit"]`);
    expect(await page.textContent('#ai-baseUrl-error')).toBe(T.en.settings.errors.baseUrl);
    // An address the site's content policy does not allow is refused with the reason, before anything is sent.
    await page.fill('#ai-baseUrl', 'https://llm.not-allowed.example/v1');
    await page.click(`[data-testid="ai-settings"] button[type="submit"]`);
    expect(await page.textContent('#ai-baseUrl-error')).toBe(
      T.en.settings.errors.notAllowed.replace('{{origin}}', 'https://llm.not-allowed.example'),
    );
    await page.fill('#ai-baseUrl', ai.baseUrl);
    await page.fill('#ai-apiKey', 'sk-test');
    expect(await page.inputValue('#ai-timeoutSec')).toBe('60');
    await page.fill('#ai-timeoutSec', '2');
    await page.click(`[data-testid="ai-settings"] button[type="submit"]`);
    expect(await page.textContent('#ai-timeoutSec-error')).toBe('Enter a number from 5 to 600.');
    await page.fill('#ai-timeoutSec', '90');
    await page.click(`[data-testid="ai-settings"] button[type="submit"]`);
    await page.waitForSelector(
      `[data-testid="ai-settings"] [role="status"]:has-text("${T.en.settings.saved}")`,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    const savedTimeout = await page.evaluate(
      () => JSON.parse(localStorage.getItem('ai-chat-state') ?? '{}').state.config.timeoutSec,
    );
    expect(savedTimeout).toBe(90);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="ai-settings"]', { state: 'detached' });
    expect(await page.textContent('[data-testid="chat-mode"]')).toBe(
      `Answering with ${new URL(ai.baseUrl).host} · fake-model`,
    );

    // The first question waits for consent; nothing is sent before it.
    ai.next({
      kind: 'reply',
      text:
        'Your Sun is in Gemini [P.sun], so you love variety. Your day master is 庚 [B.dayMaster]. ' +
        'Your month pillar carries an Eating God [B.month].',
      chunkChars: 6,
      delayMs: 15,
    });
    await ask(page, 'Who am I at heart?');
    await page.waitForSelector('[data-testid="consent-dialog"]');
    expect(await page.textContent('[data-testid="consent-dialog"]')).toContain(ai.baseUrl);
    expect(ai.requests.length).toBe(0);
    await page.click(`[data-testid="consent-dialog"] button:has-text("${T.en.consent.agree}")`);
    await page.waitForSelector('[data-testid="chat-assistant"]');
    await settled(page);

    const request = ai.requests[0];
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body.stream).toBe(true);
    expect(request?.body.model).toBe('fake-model');
    expect(request?.body.temperature).toBe(0.7);
    const system = request?.body.messages[0];
    expect(system.role).toBe('system');
    expect(system.content).toContain('[P.sun] Sun: Taurus 24°08′, house 8');
    expect(system.content).toMatch(/\[B\.day\] Day pillar: 庚辰/);
    expect(JSON.stringify(request?.body)).not.toContain('Hana'); // the name was not allowed
    expect(request?.body.messages.at(-1)).toEqual({ role: 'user', content: 'Who am I at heart?' });

    // The misstatement is marked; the true day master is not; citations are listed, not shown inline.
    expect(await page.textContent('mark.claim-wrong')).toContain('Your Sun is in Gemini');
    expect(await page.textContent('[data-testid="chat-claims"]')).toContain('Gemini');
    expect(await page.textContent('[data-testid="chat-claims"]')).toContain('Taurus');
    // A ten god the month pillar (辛巳) does not hold: the note names the ones it does.
    expect(await page.textContent('[data-testid="chat-claims"]')).toContain(
      'It gives your month pillar Eating God; in your chart your month pillar holds Rob Wealth, Seven Killings, Friend, Indirect Resource.',
    );
    expect((await assistantTexts(page))[0]).not.toContain('[P.sun]');
    expect(await page.locator('[data-testid="chat-cited"] li').count()).toBe(3);
    expect(await page.textContent('[data-testid="chat-provider"]')).toBe(
      `Answered by ${new URL(ai.baseUrl).host} · fake-model`,
    );

    // Stop: the reply ends where it is, kept and labelled.
    ai.next({ kind: 'reply', text: 'A long answer. '.repeat(80), chunkChars: 4, delayMs: 40 });
    await ask(page, 'Tell me more.');
    await page.waitForSelector('[data-testid="chat-stop"]');
    await expect.poll(async () => (await assistantTexts(page))[1]?.length ?? 0).toBeGreaterThan(10);
    await page.click('[data-testid="chat-stop"]');
    await settled(page);
    expect(await page.textContent('.chat-ended')).toBe(T.en.stopped);
    expect(ai.requests[1]?.body.messages.length).toBe(4); // system, the first turn (2), the new question

    // A failure keeps the question; retry sends it again and replaces the failed reply.
    ai.next({ kind: 'status', status: 503, body: { error: { message: 'Service Unavailable' } } });
    await ask(page, 'And my career?');
    await page.waitForSelector('[data-testid="chat-error"]');
    expect(await page.textContent('[data-testid="chat-error"]')).toBe(T.en.errors.unavailable);
    ai.next({ kind: 'reply', text: 'Your Midheaven shapes your career [A.midheaven].' });
    await page
      .locator('[data-testid="chat-user"]')
      .last()
      .locator(`button:has-text("${T.en.retry}")`)
      .click();
    await expect
      .poll(async () => (await assistantTexts(page)).at(-1))
      .toBe('Your Midheaven shapes your career.');
    expect(await page.locator('[data-testid="chat-error"]').count()).toBe(0);
    expect(await page.locator('[data-testid="chat-user"]').count()).toBe(3);
    expect(appProblems(problems)).toEqual([]);
    await context.close();
  });

  for (const lang of LANGS) {
    it(`${lang}: every provider failure has its message, and keeps the question and what arrived`, async () => {
      // In English the user allowed their name to be sent: it is in the system message then, and only then.
      const { context, page, problems } = await openChat(
        lang,
        // The shortest response timeout the settings allow, so the hanging stream fails within the test.
        seed('Tomoko', { consent: true, includeName: lang === 'en', timeoutSec: 5 }),
      );
      const cases: [Parameters<FakeAi['next']>[0], string][] = [
        [
          {
            kind: 'status',
            status: 401,
            body: { error: { message: 'Incorrect API key', code: 'invalid_api_key' } },
          },
          'apiKey',
        ],
        [{ kind: 'status', status: 403, body: { error: { message: 'Forbidden' } } }, 'apiKey'],
        [{ kind: 'status', status: 402, body: { error: { message: 'Insufficient Balance' } } }, 'quota'],
        [
          {
            kind: 'status',
            status: 429,
            body: { error: { message: 'You exceeded your current quota', code: 'insufficient_quota' } },
          },
          'quota',
        ],
        [{ kind: 'status', status: 429, body: { error: { message: 'Rate limit reached' } } }, 'rateLimit'],
        [{ kind: 'status', status: 500, body: { error: { message: 'boom' } } }, 'unavailable'],
        [{ kind: 'broken', text: 'The first half arrives, then the line drops completely.' }, 'brokenStream'],
        [{ kind: 'malformed', text: 'Some text' }, 'malformed'],
        [{ kind: 'drop' }, 'network'],
        [{ kind: 'hang', text: 'A slow start, then silence.' }, 'timeout'],
      ];
      for (const [i, [scenario, code]] of cases.entries()) {
        ai.next(scenario);
        await ask(page, `Question ${i + 1}`);
        await expect
          .poll(() => page.locator('[data-testid="chat-error"]').count(), { timeout: 15_000 })
          .toBe(i + 1);
        expect(await page.locator('[data-testid="chat-error"]').nth(i).textContent(), code).toBe(
          T[lang].errors[code],
        );
      }
      expect(await page.locator('[data-testid="chat-user"]').count()).toBe(cases.length);
      const system = ai.requests[0]?.body.messages[0].content as string;
      if (lang === 'en') expect(system).toContain("The person's name is Tomoko.");
      else expect(system).not.toContain('Tomoko');
      // The broken stream's first half and what arrived before the silence are kept.
      expect((await assistantTexts(page)).some((t) => t.startsWith('The first half'))).toBe(true);
      expect((await assistantTexts(page)).some((t) => t.startsWith('A slow start, then'))).toBe(true);
      if (lang === 'zh') expect(T.zh.errors.rateLimit).toBe('请求过于频繁，请稍后再试');
      expect(appProblems(problems)).toEqual([]);
      await context.close();
    });
  }

  // Issue 33 §4: a chart cast with almost no storage left (the chat cannot be saved, the app state may not be): the
  // screen names the person whose chart it answers for, keeps the conversation about the former one, labelled, and
  // the next question starts a conversation for the chart now held.
  it('whose chart (ja, 375 px, storage nearly full): named, the former conversation kept and labelled, a new one started', async () => {
    const { context, page, problems } = await openChat('ja', seed('さくら'), 375, { height: 812 });
    expect(await page.textContent('[data-testid="chat-whose"]')).toBe(
      T.ja.whose.answering.replace('{{who}}', 'さくら'),
    );
    await ask(page, '今年の運勢は？');
    await offlineAnswered(page);
    // Fill the origin's storage, leaving a few hundred characters.
    const left = await page.evaluate(() => {
      let n = 0;
      for (let size = 1 << 22; size >= 256; size >>= 1)
        for (;;)
          try {
            localStorage.setItem(`filler-${n}`, 'x'.repeat(size));
            n++;
          } catch {
            break;
          }
      return n;
    });
    expect(left).toBeGreaterThan(0);
    await navigateInApp(page, '/');
    await castOnPage(page, {
      name: '健',
      date: '1985-03-10',
      hour: '9',
      minute: '15',
      place: '大阪',
      gender: 'male',
    });
    await navigateInApp(page, '/consultant');
    await page.waitForSelector('[data-testid="chat-whose"]');
    expect(await page.textContent('[data-testid="chat-whose"]')).toBe(
      T.ja.whose.answering.replace('{{who}}', '健'),
    );
    const notice = (await page.textContent('[data-testid="chat-about-other"]')) ?? '';
    expect(notice).toContain('さくら');
    expect(notice).toContain('健');
    // The next question is about 健: a new conversation, the former one kept and labelled in the list.
    await ask(page, '仕事運は？');
    await offlineAnswered(page);
    expect(await page.locator('[data-testid="chat-about-other"]').count()).toBe(0);
    expect(await page.locator('[data-testid="chat-user"]').count()).toBe(1);
    await page.click(`text=${T.ja.actions.conversations}`);
    await page.waitForSelector('[data-testid="chat-list"]');
    expect(await page.locator('.chat-list > li').count()).toBe(2);
    const others = await page.$$eval('[data-testid="chat-list-other"]', (els) =>
      els.map((e) => e.textContent),
    );
    expect(others).toEqual([T.ja.whose.listOther.replace('{{who}}', 'さくら')]);
    expect(problems).toEqual([]);
    await context.close();
  });

  // Issue 33 §1: a stored conversation holding a 2 MB message (a provider's, or an imported file's) opens: the first
  // 100,000 characters as Markdown, the rest kept as plain text behind a note. It used to leave the page loading.
  it('a stored 2 MB reply (en, 375 px) opens at once, capped with a note, the rest kept', async () => {
    const { context, page, problems } = await openChat('en', seed(''), 375, { height: 812 });
    await ask(page, 'What does my Sun sign say about me?');
    await offlineAnswered(page);
    const line = '**Your year** brings [growth](x) and _steady_ work ` code ` \\ ![img](y) (note)\n';
    await page.evaluate(
      (text) => {
        const raw = JSON.parse(localStorage.getItem('ai-chat-state') ?? '{}');
        const reply = raw.state.conversations[0].messages[1];
        reply.content = text;
        localStorage.setItem('ai-chat-state', JSON.stringify(raw));
      },
      line.repeat(Math.ceil(2_000_000 / line.length)),
    );
    const t0 = Date.now();
    await page.reload();
    await page.waitForSelector('[data-testid="chat-too-long"]');
    const ms = Date.now() - t0;
    console.log(`a stored 2 MB reply opened in ${ms} ms`);
    // Generous for a loaded CI machine; the quadratic renderer took minutes.
    expect(ms).toBeLessThan(15_000);
    expect(await page.textContent('[data-testid="chat-too-long"]')).toBe(
      T.en.tooLong.note.replaceAll('{{cap}}', '100,000'),
    );
    expect(await page.locator('.chat-rest summary').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('conversations: a list to switch and delete, export, and import with a new id or a clear refusal', async () => {
    const { context, page, problems } = await openChat('zh', seed('小明'));
    await page.locator('[data-testid="chat-suggestions"] button').first().click();
    await offlineAnswered(page);
    const firstTitle = await page.evaluate(
      () => JSON.parse(localStorage.getItem('ai-chat-state') ?? '{}').state.conversations[0],
    );
    await page.click(`button:has-text("${T.zh.actions.newChat}")`);
    await page.waitForSelector('[data-testid="chat-suggestions"]');
    await page.locator('[data-testid="chat-suggestions"] button').nth(1).click();
    await offlineAnswered(page);

    await page.click(`button:has-text("${T.zh.actions.conversations}")`);
    await page.waitForSelector('[data-testid="chat-list"]');
    expect(await page.locator('.chat-list li').count()).toBe(2);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Export the open one.
    const download = page.waitForEvent('download');
    await page.click(`button:has-text("${T.zh.list.export}")`);
    const exported = JSON.parse((await downloadedBytes(await download)).toString('utf8'));
    expect(exported.version).toBe('1.0');
    expect(exported.exportedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // A bad file is refused in the user's language; a good one comes in with a new id.
    await page.setInputFiles('[data-testid="chat-import"]', {
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"messages": []}'),
    });
    await page.waitForSelector(`[data-testid="chat-list"] [role="alert"]:has-text("${T.zh.list.invalid}")`);
    await page.setInputFiles('[data-testid="chat-import"]', {
      name: 'good.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(exported)),
    });
    await expect.poll(() => page.locator('.chat-list li').count()).toBe(3);
    const ids = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('ai-chat-state') ?? '{}').state.conversations.map(
        (c: { id: string }) => c.id,
      ),
    );
    expect(new Set(ids).size).toBe(3);
    expect(ids).toContain(exported.id);
    // Switch to the first conversation, then delete it.
    await page.click(`.chat-list-open:has-text("${firstTitle.title}")`);
    await page.waitForSelector('[data-testid="chat-list"]', { state: 'detached' });
    expect(await page.textContent('[data-testid="chat-user"] .chat-bubble')).toBe(
      firstTitle.messages[0].content,
    );
    await page.click(`button:has-text("${T.zh.actions.conversations}")`);
    await page.click(`.chat-list li:has-text("${firstTitle.title}") .chat-list-delete`);
    await expect.poll(() => page.locator('.chat-list li').count()).toBe(2);
    await page.click(`button:has-text("${T.zh.list.clearAll}")`);
    await page.click(`.chat-confirm button:has-text("${T.zh.list.confirm}")`);
    await expect.poll(() => page.locator('.chat-list li').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
