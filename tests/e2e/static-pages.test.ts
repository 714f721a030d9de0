import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseChartRequest } from '../../src/core/chart/chart-request';
import { computeChart } from '../../src/core/chart/compute-chart';
import { SOFTWARE } from '../../src/features/static/software-credits';
import {
  APP_STATE_KEY,
  connectBrowser,
  navigateInApp,
  networkSettled,
  revealResultSections,
} from './browser';

const LANGS = ['ja', 'zh', 'en'] as const;
type Lang = (typeof LANGS)[number];
type Tree = { [k: string]: string | string[] | Tree };

/** The `pages` texts, read from the same JSON the app ships. */
const TEXT = Object.fromEntries(
  LANGS.map((l) => [l, JSON.parse(readFileSync(`src/i18n/locales/${l}/pages.json`, 'utf8')) as Tree]),
) as Record<Lang, Tree>;

function tx(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const v = key.split('.').reduce<unknown>((n, k) => (n as Tree)[k], TEXT[lang]);
  if (typeof v !== 'string') throw new Error(`no text ${lang}:${key}`);
  return v.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** Every leaf key of the `pages` tree: none may appear on screen (a missing key shows itself). */
const KEYS = (function leaves(node: unknown, prefix: string): string[] {
  return node !== null && typeof node === 'object' && !Array.isArray(node)
    ? Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
})(TEXT.ja, '');

const CONTACT_OUT_DIR = 'dist-contact-test';

const url = inject('e2eUrl');
let browser: Browser;

// The configured-endpoint build: its own bundle, its own preview server and a local contact endpoint.
let contactServer: PreviewServer | undefined;
let contactUrl = '';
let endpoint: Server | undefined;
let endpointMode: 'ok' | 'fail' = 'ok';
const received: { method: string; path: string; origin: string | undefined; body: string }[] = [];
/** Each POST waits for this gate, so a test sees the "sending" state for as long as it needs. */
let postGate: Promise<void> = Promise.resolve();
let openPostGate: () => void = () => {};
function holdPosts(): void {
  postGate = new Promise((resolve) => {
    openPostGate = resolve;
  });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

/** The fake external chart service under /chart-api (the same build: VITE_EXTERNAL_ASTROLOGY_API). */
let chartMode: 'ok' | 'fail' = 'ok';
/** host:port of the fake service (and of the contact endpoint). */
let chartHost = '';
const chartRequests: { method: string; path: string; body: string }[] = [];
/** Our engine's positions for the instant and place asked, the Sun 1.5″ further on and no Chiron: a known answer. */
function fakeChartService(path: string, body: string): { status: number; json: unknown } {
  if (chartMode === 'fail') return { status: 503, json: { error: 'down' } };
  if (path === '/chart-api/health') return { status: 200, json: { ok: true } };
  const { utc, lat, lng } = JSON.parse(body) as { utc: string; lat: number; lng: number };
  const chart = computeChart(
    parseChartRequest({ date: utc.slice(0, 10), time: utc.slice(11, 19), lat, lng, tz: 'UTC' }),
  );
  const points: Record<string, { longitude: number }> = {};
  for (const [p, v] of Object.entries({ ...chart.bodies, ...chart.angles }))
    if (p !== 'chiron') points[p] = { longitude: v.longitude + (p === 'sun' ? 1.5 / 3600 : 0) };
  return { status: 200, json: { points } };
}

/**
 * A tiny contact endpoint on 127.0.0.1: answers CORS preflights, then 200 or 500 once the test opens the gate.
 * Under /chart-api it is the external chart service instead.
 */
function startEndpoint(): Promise<number> {
  const srv = createServer(async (req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type, Accept',
      'Access-Control-Max-Age': '60',
      Vary: 'Origin',
    };
    const body = await readBody(req);
    if (req.url?.startsWith('/chart-api/')) {
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      chartRequests.push({ method: req.method ?? '', path: req.url, body });
      const { status, json } = fakeChartService(req.url, body);
      res.writeHead(status, { ...cors, 'Content-Type': 'application/json' });
      return void res.end(JSON.stringify(json));
    }
    received.push({ method: req.method ?? '', path: req.url ?? '', origin: req.headers.origin, body });
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    // Held until the test has checked the "sending" state (far below the page's 15 s limit).
    await postGate;
    const ok = endpointMode === 'ok' && req.method === 'POST' && req.url === '/contact';
    res.writeHead(ok ? 200 : 500, { ...cors, 'Content-Type': 'application/json' });
    res.end(JSON.stringify(ok ? { ok: true } : { error: 'test failure' }));
  });
  endpoint = srv;
  return new Promise((resolve) => {
    srv.listen(0, '127.0.0.1', () => resolve((srv.address() as AddressInfo).port));
  });
}

beforeAll(async () => {
  browser = await connectBrowser();

  const port = await startEndpoint();
  chartHost = `127.0.0.1:${port}`;
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', CONTACT_OUT_DIR, '--emptyOutDir', '--logLevel', 'error'],
    {
      env: {
        ...process.env,
        VITE_CONTACT_ENDPOINT: `http://127.0.0.1:${port}/contact`,
        VITE_EXTERNAL_ASTROLOGY_API: `http://127.0.0.1:${port}/chart-api`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  contactServer = await preview({
    logLevel: 'silent',
    build: { outDir: CONTACT_OUT_DIR },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  contactUrl = (contactServer.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  if (!contactUrl) throw new Error('vite preview of the contact build did not report a URL');
}, 240_000);

afterAll(async () => {
  openPostGate(); // a failed test may have left a POST waiting
  for (const { context } of sessions.values()) await context.close();
  await browser?.close();
  await contactServer?.close();
  await new Promise<void>((resolve) => (endpoint ? endpoint.close(() => resolve()) : resolve()));
  rmSync(CONTACT_OUT_DIR, { recursive: true, force: true });
});

/**
 * A fresh context in a language. Records page errors, console errors and any request that leaves 127.0.0.1;
 * `window.open` is replaced so a mailto: link is recorded instead of handed to a mail client. The service worker is
 * blocked: it would precache the whole app in every context (no test here is about it), and a worker that has
 * taken control serves the chunks itself, out of the reach of `page.route` (the failed-route test).
 */
async function open(lang: Lang, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({
    viewport,
    serviceWorkers: 'block',
    locale: { ja: 'ja-JP', zh: 'zh-CN', en: 'en-US' }[lang],
  });
  await context.addInitScript((l) => {
    localStorage.setItem('preferred-language', l);
    const w = window as unknown as { __opened: [string, string | undefined][] };
    w.__opened = [];
    window.open = (u?: string | URL, target?: string) => {
      w.__opened.push([String(u), target]);
      return null;
    };
  }, lang);
  const page = await context.newPage();
  const problems: string[] = [];
  const infos: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    if (m.type() === 'info') infos.push(m.text());
  });
  page.on('request', (r) => {
    if (!/^https?:/.test(r.url())) {
      if (!/^(data|blob):/.test(r.url())) problems.push(`non-http request: ${r.url()}`);
      return;
    }
    const host = new URL(r.url()).hostname;
    if (host !== '127.0.0.1' && host !== 'localhost') problems.push(`external: ${r.url()}`);
  });
  return { context, page, problems, infos };
}

const h1 = (page: Page) => page.locator('main h1');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const mainText = (page: Page) => page.locator('main').innerText();

type Session = Awaited<ReturnType<typeof open>> & {
  /** How many of `problems` a test has already checked (newProblems). */
  seen: number;
};

/**
 * One desktop context per language, opened by the first test that needs it and kept for the file (closed in
 * afterAll), as a visitor moves from page to page: its first page of the default build is a full load, every later
 * one a client-side navigation (`visit`). A test whose subject is a fresh document (a deep link, a reload, the other
 * build) loads one in the same context. Tests run in order; one that narrows the page or routes a request puts it
 * back before it ends.
 */
const sessions = new Map<Lang, Session>();

async function session(lang: Lang): Promise<Session> {
  let s = sessions.get(lang);
  if (!s) {
    s = { ...(await open(lang)), seen: 0 };
    sessions.set(lang, s);
  }
  return s;
}

/**
 * The problems (page errors, console errors, external requests) recorded in the session since the last call: each
 * test checks what happened since the test before it checked, so nothing falls between two tests.
 */
function newProblems(s: Session): string[] {
  const fresh = s.problems.slice(s.seen);
  s.seen = s.problems.length;
  return fresh;
}

/**
 * Shows `route` of the default build in the language's session, and waits until the page has settled (no request
 * in flight, fonts loaded: whatever it loads lazily is there): a full load the first time (or from another
 * document), after that a client-side navigation. A page already at `route` is left through another page first, so
 * it starts afresh (an empty form, as on arrival).
 */
async function visit(lang: Lang, route: string): Promise<Session> {
  const s = await session(lang);
  const { page } = s;
  const settled = networkSettled(page);
  if (!page.url().startsWith(`${url}/`)) {
    await page.goto(`${url}${route}`);
  } else {
    if ((await page.locator('main').getAttribute('data-location')) === route)
      await navigateInApp(page, route === '/terms' ? '/about' : '/terms');
    await navigateInApp(page, route);
  }
  await h1(page).waitFor();
  await settled();
  return s;
}

describe('static pages in three languages', () => {
  const pages = [
    { path: '/about', key: 'about.title' },
    { path: '/privacy', key: 'privacy.title' },
    { path: '/terms', key: 'terms.title' },
    { path: '/contact', key: 'contact.title' },
    { path: '/error', key: 'error.title' },
    { path: '/no-such-page', key: 'notFound.title' },
  ];

  for (const lang of LANGS) {
    it(`renders every page's h1 and no raw keys in ${lang}`, async () => {
      for (const p of pages) {
        const { page } = await visit(lang, p.path);
        await expect.poll(() => h1(page).textContent(), { timeout: 10_000 }).toBe(tx(lang, p.key));
        expect(await page.locator('main h1').count(), p.path).toBe(1);
        expect(await page.getAttribute('html', 'lang')).toBe({ ja: 'ja', zh: 'zh-CN', en: 'en' }[lang]);
        const text = await mainText(page);
        for (const k of KEYS) expect(text, `${lang} ${p.path} shows the key ${k}`).not.toContain(k);
        expect(text).not.toMatch(/\{\{|<\/?(privacy|terms|contact|about|mail|url|time)>/);
        if (p.path === '/privacy') {
          // The policy dates are the fixed last-updated date, in the page's language.
          const updated = { ja: '2026年11月21日', zh: '2026年11月21日', en: '21 November 2026' }[lang];
          expect(await page.locator('.static-updated').innerText()).toContain(updated);
          expect(await page.locator('.static-updated time').getAttribute('datetime')).toBe('2026-11-21');
        }
      }
      expect(newProblems(await session(lang))).toEqual([]);
    });
  }

  it('states what is computed and credits the data (about), and lists storage keys and the build setup (privacy)', async () => {
    const s = await visit('en', '/about');
    const { page } = s;
    const about = await mainText(page);
    for (const str of [
      'astronomy-engine',
      'VSOP87',
      'Placidus',
      'Whole Sign',
      'GeoNames',
      'CC BY 4.0',
      'ODbL',
      'MIT',
      'three.js',
      'd3-celestial',
      'BSD-3-Clause',
    ])
      expect(about).toContain(str);
    // Every shipped library, with its licence (issue 16 §6; the list itself is checked against package.json).
    expect(await page.locator('[data-testid="software-credits"] li').count()).toBe(SOFTWARE.length);
    for (const href of ['/privacy', '/terms', '/contact'])
      expect(await page.locator(`main nav a[href="${href}"]`).count(), href).toBe(1);

    await visit('en', '/privacy');
    const privacy = await mainText(page);
    for (const key of [
      'app-state',
      'ai-chat-state',
      'preferred-language',
      'seimei-reminder-day',
      'seimei-partner',
      'spa-redirect-path',
    ])
      expect(privacy).toContain(key);
    expect(privacy).toContain('13');
    expect(await page.getByTestId('analytics-status').innerText()).toBe('Analytics: none');
    expect(await page.getByTestId('ads-status').innerText()).toBe('Ads: none');
    expect(newProblems(s)).toEqual([]);
  });

  it('passes axe (WCAG 2 A/AA) inside main on each page, at phone width', async () => {
    // The ja session at a phone's width: each page is rendered after the narrowing (a client-side navigation), as
    // it is on a phone, then audited; the session goes back to its desktop width afterwards.
    const { page } = await session('ja');
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      for (const p of pages) {
        await visit('ja', p.path);
        expect(await page.evaluate(() => innerWidth)).toBe(375);
        const result = await new AxeBuilder({ page })
          .include('main')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        expect(
          result.violations.map(
            (v) => `${p.path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([]);
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});

describe('not-found page', () => {
  it('shows the requested path, and its report opens the contact form with that path written in', async () => {
    // A deep link: a full load of a path the app does not know.
    const s = await session('ja');
    const { page } = s;
    const path = `/missing-${Math.random().toString(36).slice(2, 10)}/page`;
    const settled = networkSettled(page);
    await page.goto(`${url}${path}?q=1`);
    await expect.poll(() => h1(page).textContent()).toBe(tx('ja', 'notFound.title'));
    await settled();
    await expect.poll(() => page.title()).toContain('ページが見つかりません');
    expect(await page.getByTestId('requested-path').textContent()).toBe(`${path}?q=1`);
    expect(await page.locator('main a[href="/"]').count()).toBeGreaterThan(0);
    // Nothing leaves the device: the report is the contact form, filled in, waiting to be sent.
    await page.getByTestId('report-link').click();
    await page.waitForURL(/\/contact\?/);
    await expect.poll(() => h1(page).textContent()).toBe(tx('ja', 'contact.title'));
    expect(await page.inputValue('#contact-subject')).toBe('technical');
    expect(await page.inputValue('#contact-message')).toBe(
      tx('ja', 'contact.aboutPage', { path: `${path}?q=1` }),
    );
    expect(newProblems(s)).toEqual([]);
  });

  it('says what its report does in English and Chinese too', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const { page } = await visit(lang, '/nope');
      expect(await page.textContent('main')).toContain(tx(lang, 'notFound.reportNote'));
      expect(await page.getAttribute('[data-testid="report-link"]', 'href')).toBe(
        '/contact?subject=technical&about=%2Fnope',
      );
    }
  });
});

describe('error page', () => {
  it('shows translated defaults without query parameters', async () => {
    for (const lang of LANGS) {
      const s = await visit(lang, '/error');
      const { page } = s;
      await expect.poll(() => h1(page).textContent()).toBe(tx(lang, 'error.title'));
      expect(await page.getByTestId('error-name').textContent()).toBe(tx(lang, 'error.defaultError'));
      expect(await page.getByTestId('error-message').textContent()).toBe(tx(lang, 'error.defaultMessage'));
      expect(newProblems(s)).toEqual([]);
    }
    expect(tx('en', 'error.defaultError')).toBe('Unknown error');
    expect(tx('en', 'error.defaultMessage')).toBe('An error occurred');
  });

  it('shows the query values as text, never as HTML; reload keeps them; home goes home', async () => {
    const evil = '<img src=x onerror="window.__xss=1"><b>bold</b>';
    const query = new URLSearchParams({ error: 'TypeError', message: evil });
    const s = await visit('en', `/error?${query}`);
    const { page } = s;
    expect(await page.getByTestId('error-name').textContent()).toBe('TypeError');
    expect(await page.getByTestId('error-message').textContent()).toBe(evil);
    expect(await page.locator('main img, main b').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect.poll(() => page.title()).toContain('Error');

    // The reload button loads the page anew (a new document: its load event), from the same address.
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: tx('en', 'error.actions.reload') }).click(),
    ]);
    await expect.poll(() => page.getByTestId('error-name').textContent()).toBe('TypeError');
    expect(await page.getByTestId('error-message').textContent()).toBe(evil);
    // The same address loaded anew is the deep link a crafted URL is: text there too, never HTML.
    expect(await page.locator('main img, main b').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect.poll(() => page.title()).toContain('Error');

    await page
      .locator('main')
      .getByRole('link', { name: tx('en', 'error.actions.home'), exact: true })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(newProblems(s)).toEqual([]);
  });

  it('is where a failed route lands, with its name and message; back returns to the page before', async () => {
    const s = await visit('ja', '/contact');
    const { page } = s;
    // This document must not have loaded the about page's code yet (the session's document is the one the
    // not-found test's deep link started, after the about page was last shown). Where it has, a new document:
    // routing a request turns the HTTP cache off, so the code is asked for again.
    const aboutLoaded = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => /\/about-page[^/]*\.js$/.test(e.name)),
      );
    if (await aboutLoaded()) {
      const settled = networkSettled(page);
      await page.goto(`${url}/contact`);
      await h1(page).waitFor();
      await settled();
      expect(await aboutLoaded()).toBe(false);
    }
    // The about page's code cannot be loaded: the router's error boundary sends the user to /error.
    const aboutChunk = /about-page[^/]*\.js$/;
    await page.route(aboutChunk, (route) => route.abort());
    try {
      await page.locator('main nav a[href="/about"]').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/error');
      await expect.poll(() => h1(page).textContent()).toBe(tx('ja', 'error.title'));
      expect(await page.getByTestId('error-name').textContent()).toBe('TypeError');
      expect(await page.getByTestId('error-message').textContent()).toMatch(/dynamically imported module/);

      await page.getByRole('button', { name: tx('ja', 'error.actions.back') }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/contact');
      await expect.poll(() => h1(page).textContent()).toBe(tx('ja', 'contact.title'));
    } finally {
      await page.unroute(aboutChunk);
    }
    // Only the deliberately failed chunk may have been logged.
    expect(
      newProblems(s).filter((p) => !/Failed to load resource|about-page|dynamically imported/.test(p)),
    ).toEqual([]);
  });
});

/** Fills the contact form; undefined fields are left alone. */
async function fill(
  page: Page,
  v: { name?: string; email?: string; subject?: string; message?: string; consent?: boolean },
) {
  if (v.name !== undefined) await page.fill('#contact-name', v.name);
  if (v.email !== undefined) await page.fill('#contact-email', v.email);
  if (v.subject !== undefined) await page.selectOption('#contact-subject', v.subject);
  if (v.message !== undefined) await page.fill('#contact-message', v.message);
  if (v.consent !== undefined) await page.setChecked('#contact-consent', v.consent);
}

const fieldErrors = (page: Page) => page.locator('.contact-form .field-error').allInnerTexts();
const submit = (page: Page) => page.locator('.contact-form button[type="submit"]');
/** The mailto: addresses the page opened (window.open is recorded, see `open`). */
const openedMail = (page: Page) =>
  page.evaluate(() => (window as unknown as { __opened: [string, string][] }).__opened);

/** The contact page of the configured-endpoint build: a full load (another build, another origin). */
async function visitContactBuild(lang: Lang): Promise<Session> {
  const s = await session(lang);
  const settled = networkSettled(s.page);
  await s.page.goto(`${contactUrl}/contact`);
  await h1(s.page).waitFor();
  await settled();
  return s;
}

const MESSAGE = 'ホロスコープのハウス表示について質問があります。\n2行目です。';

describe('contact form', () => {
  it('validates in order, shows each message next to its field and moves focus there', async () => {
    const s = await visit('ja', '/contact');
    const { page } = s;
    for (const str of ['24時間以内', '1〜3営業日', '3〜7営業日']) expect(await mainText(page)).toContain(str);
    const e = (k: string, values?: Record<string, number>) => tx('ja', `contact.errors.${k}`, values);

    await submit(page).click();
    expect(await fieldErrors(page)).toEqual([
      e('nameRequired'),
      e('emailRequired'),
      e('subjectRequired'),
      e('messageRequired'),
      e('consentRequired'),
    ]);
    expect(await focusedId(page)).toBe('contact-name');
    expect(await page.getAttribute('#contact-name', 'aria-invalid')).toBe('true');
    expect(await page.getAttribute('#contact-name', 'aria-describedby')).toContain('contact-name-error');
    expect(await page.locator('#contact-name-error').getAttribute('role')).toBe('alert');

    await fill(page, { name: '  ' });
    await submit(page).click();
    expect(await focusedId(page)).toBe('contact-name');
    await fill(page, { name: 'あ'.repeat(101) });
    expect((await fieldErrors(page))[0]).toBe(e('nameTooLong', { max: 100 }));

    await fill(page, { name: '山田 花子', email: 'hanako@' });
    await submit(page).click();
    expect(await focusedId(page)).toBe('contact-email');
    expect((await fieldErrors(page))[0]).toBe(e('emailInvalid'));
    expect(await page.getAttribute('#contact-name', 'aria-invalid')).toBe('false');

    await fill(page, { email: 'hanako@example.jp' });
    await submit(page).click();
    expect(await focusedId(page)).toBe('contact-subject');
    expect(await fieldErrors(page)).toEqual([
      e('subjectRequired'),
      e('messageRequired'),
      e('consentRequired'),
    ]);

    await fill(page, { subject: 'technical', message: '短すぎる' });
    await submit(page).click();
    expect(await focusedId(page)).toBe('contact-message');
    expect(await fieldErrors(page)).toEqual([e('messageTooShort', { min: 10 }), e('consentRequired')]);

    await fill(page, { message: MESSAGE });
    await submit(page).click();
    expect(await focusedId(page)).toBe('contact-consent');
    expect(await fieldErrors(page)).toEqual([e('consentRequired')]);

    // Keyboard: Space ticks the focused checkbox; the error goes away with it.
    await page.keyboard.press('Space');
    expect(await fieldErrors(page)).toEqual([]);
    expect(newProblems(s)).toEqual([]);
  });

  it('shows the messages in English and Chinese', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const { page } = await visit(lang, '/contact');
      await fill(page, { email: 'not-an-address', message: 'short' });
      await submit(page).click();
      expect(await fieldErrors(page)).toEqual([
        tx(lang, 'contact.errors.nameRequired'),
        tx(lang, 'contact.errors.emailInvalid'),
        tx(lang, 'contact.errors.subjectRequired'),
        tx(lang, 'contact.errors.messageTooShort', { min: 10 }),
        tx(lang, 'contact.errors.consentRequired'),
      ]);
    }
  });

  it('without an endpoint (the default build) opens a prefilled e-mail and never claims it was sent', async () => {
    const s = await visit('ja', '/contact');
    const { page } = s;
    expect(await submit(page).innerText()).toBe(tx('ja', 'contact.submit.mail'));
    expect(await page.getByTestId('contact-mode').innerText()).toBe(tx('ja', 'contact.modeMail'));

    let requestsAfterLoad = 0;
    const count = () => {
      requestsAfterLoad++;
    };
    page.on('request', count);
    const openedBefore = (await openedMail(page)).length;
    await fill(page, {
      name: '山田 花子',
      email: 'hanako@example.jp',
      subject: 'feedback',
      message: MESSAGE,
      consent: true,
    });
    await submit(page).click();

    // What this submit opened (the page's window.open record lives as long as the document).
    await expect.poll(async () => (await openedMail(page)).slice(openedBefore)).toHaveLength(1);
    const opened = (await openedMail(page)).slice(openedBefore);
    const [href = '', target] = opened[0] ?? [];
    expect(target).toBe('_self');
    expect(href.startsWith('mailto:hello@seimei.app?subject=')).toBe(true);
    const mail = new URL(href);
    expect(mail.searchParams.get('subject')).toBe('[星命 Seimei] ご意見・ご感想');
    const body = mail.searchParams.get('body') ?? '';
    expect(body.startsWith(MESSAGE.replace('\n', '\r\n'))).toBe(true);
    expect(body).toContain('お名前：山田 花子');
    expect(body).toContain('返信先：hanako@example.jp');
    expect(await page.getByTestId('mailto-link').getAttribute('href')).toBe(href);

    const status = await page.locator('.contact-status').innerText();
    expect(status).toContain(tx('ja', 'contact.status.mailOpened'));
    expect(status).not.toContain(tx('ja', 'contact.status.success'));
    // The draft is not sent yet, so everything typed stays.
    expect(await page.inputValue('#contact-message')).toBe(MESSAGE);
    expect(await page.inputValue('#contact-name')).toBe('山田 花子');
    expect(requestsAfterLoad).toBe(0);
    page.off('request', count);
    expect(newProblems(s)).toEqual([]);
  });

  it('with a configured endpoint posts JSON: success clears the form', async () => {
    const s = await visitContactBuild('ja');
    const { page } = s;
    expect(await submit(page).innerText()).toBe(tx('ja', 'contact.submit.send'));
    expect(await page.getByTestId('contact-mode').innerText()).toBe(tx('ja', 'contact.modeEndpoint'));
    endpointMode = 'ok';
    received.length = 0;
    holdPosts();
    await fill(page, {
      name: ' 山田 花子 ',
      email: 'hanako@example.jp',
      subject: 'privacy',
      message: MESSAGE,
      consent: true,
    });
    await submit(page).click();
    await expect.poll(() => submit(page).innerText()).toBe('送信中…');
    expect(await submit(page).isDisabled()).toBe(true);
    openPostGate();

    await expect
      .poll(() => page.locator('.contact-status').innerText())
      .toBe(tx('ja', 'contact.status.success'));
    expect(await page.locator('.contact-status [role="status"]').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('contact-status');
    for (const id of ['#contact-name', '#contact-email', '#contact-message'])
      expect(await page.inputValue(id)).toBe('');
    expect(await page.inputValue('#contact-subject')).toBe('');
    expect(await page.isChecked('#contact-consent')).toBe(false);
    expect(await submit(page).innerText()).toBe(tx('ja', 'contact.submit.send'));

    const origin = new URL(contactUrl).origin;
    expect(received.map((r) => r.method)).toEqual(['OPTIONS', 'POST']);
    const post = received[1];
    expect(post?.path).toBe('/contact');
    expect(post?.origin).toBe(origin);
    const payload = JSON.parse(post?.body ?? '{}') as Record<string, string>;
    expect(Object.keys(payload).sort()).toEqual([
      'email',
      'language',
      'message',
      'name',
      'sentAt',
      'subject',
    ]);
    expect(payload).toMatchObject({
      name: '山田 花子',
      email: 'hanako@example.jp',
      subject: 'privacy',
      message: MESSAGE,
      language: 'ja',
    });
    expect(Date.now() - Date.parse(payload.sentAt ?? '')).toBeLessThan(60_000);
    expect(newProblems(s)).toEqual([]);
  });

  it('with a configured endpoint that fails: shows the error and keeps everything typed', async () => {
    const s = await visitContactBuild('en');
    const { context, page } = s;
    endpointMode = 'fail';
    received.length = 0;
    holdPosts();
    const message = 'The Chiron position looks off by a degree for 1950.';
    await fill(page, {
      name: 'Alex Doe',
      email: 'alex@example.com',
      subject: 'technical',
      message,
      consent: true,
    });
    await submit(page).click();
    await expect.poll(() => submit(page).innerText()).toBe('Sending…');
    openPostGate();
    await expect
      .poll(() => page.locator('.contact-status').innerText())
      .toBe(tx('en', 'contact.status.error'));
    expect(await page.locator('.contact-status [role="alert"]').count()).toBe(1);
    expect(await page.inputValue('#contact-name')).toBe('Alex Doe');
    expect(await page.inputValue('#contact-email')).toBe('alex@example.com');
    expect(await page.inputValue('#contact-subject')).toBe('technical');
    expect(await page.inputValue('#contact-message')).toBe(message);
    expect(await page.isChecked('#contact-consent')).toBe(true);
    expect(await submit(page).innerText()).toBe('Send');
    expect(received.filter((r) => r.method === 'POST')).toHaveLength(1);

    // The network goes: the form says so plainly, and what was typed stays.
    expect(await page.getByTestId('contact-offline').count()).toBe(0);
    await context.setOffline(true);
    try {
      await expect.poll(() => page.getByTestId('contact-offline').count()).toBe(1);
      expect(await page.getByTestId('contact-offline').innerText()).toBe(tx('en', 'contact.offline'));
      expect(await page.inputValue('#contact-message')).toBe(message);
    } finally {
      await context.setOffline(false);
    }
    await expect.poll(() => page.getByTestId('contact-offline').count()).toBe(0);
    // The failed POST is the browser's own 500 log line; nothing else may go wrong.
    expect(newProblems(s).filter((p) => !p.includes('500'))).toEqual([]);
  });
});

describe('external chart service (a build that names one: VITE_EXTERNAL_ASTROLOGY_API)', () => {
  const settings = (lang: Lang) =>
    JSON.parse(readFileSync(`src/i18n/locales/${lang}/settings.json`, 'utf8')).settings;
  const results = (lang: Lang) => JSON.parse(readFileSync(`src/i18n/locales/${lang}/results.json`, 'utf8'));

  it('en at 375 px: off until enabled; then its positions cross-check ours, and a failure leaves our chart as it is', async () => {
    // The en session at a phone's width, with the run's chart (E2E_BIRTH as the home form stored it: the form is not
    // what this tests) stored for this build's origin before its results page loads (a full load at 375 px).
    const s = await session('en');
    const { context, page } = s;
    await page.setViewportSize({ width: 375, height: 812 });
    await context.addInitScript(
      ({ origin, key, state }) => {
        if (location.origin !== origin || sessionStorage.getItem('e2e-chart-stored')) return;
        sessionStorage.setItem('e2e-chart-stored', '1');
        localStorage.setItem(key, state);
      },
      { origin: new URL(contactUrl).origin, key: APP_STATE_KEY, state: inject('e2eStoredState') },
    );
    chartMode = 'ok';
    chartRequests.length = 0;
    await page.goto(`${contactUrl}/astrology-results/${inject('e2eResultsId')}`);
    await page.waitForSelector('.results-title');
    await revealResultSections(page);
    expect(await page.getByTestId('cross-check').count()).toBe(0);

    // Settings: the service is named; the health check says 'API未启用' until requests are allowed.
    await page.click('.settings-button');
    const section = page.getByTestId('settings-external');
    await section.waitFor();
    expect(await section.innerText()).toContain(chartHost);
    expect(await section.getByTestId('setting-useExternalAstrologyApi').isDisabled()).toBe(true);
    await section.getByRole('button', { name: settings('en').checkApi }).click();
    await expect
      .poll(() => section.getByTestId('api-health').innerText())
      .toBe(settings('en').apiHealth['API未启用']);
    expect(chartRequests).toEqual([]);
    await section.getByTestId('setting-astrologyApiEnabled').check();
    await section.getByRole('button', { name: settings('en').checkApi }).click();
    await expect
      .poll(() => section.getByTestId('api-health').innerText())
      .toBe(settings('en').apiHealth.healthy);
    await section.getByTestId('setting-useExternalAstrologyApi').check();
    await page.keyboard.press('Escape');

    // The cross-check: the Sun 1.5″ apart, the rest equal, Chiron not given; the service got the moment and place only.
    const check = page.getByTestId('cross-check');
    await check.locator('table').waitFor();
    const arcsec = (point: string) =>
      check.locator(`tr[data-point="${point}"] td[data-arcsec]`).getAttribute('data-arcsec');
    expect(Number(await arcsec('sun'))).toBeCloseTo(1.5, 3);
    expect(Math.abs(Number(await arcsec('moon')))).toBeLessThan(0.01);
    expect(Math.abs(Number(await arcsec('ascendant')))).toBeLessThan(0.01);
    expect(await arcsec('chiron')).toBe('');
    expect(await check.locator('tr[data-point="chiron"]').innerText()).toContain(
      results('en').crossCheck.notGiven,
    );
    const post = chartRequests.find((r) => r.path === '/chart-api/positions');
    expect(Object.keys(JSON.parse(post?.body ?? '{}')).sort()).toEqual(['lat', 'lng', 'utc']);
    const axe = await new AxeBuilder({ page })
      .include('[data-testid="cross-check"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The service fails: the page says so, and our chart is still the one shown.
    // Turned off and on again (the table is asked for anew), with the service down.
    chartMode = 'fail';
    await page.click('.settings-button');
    await section.getByTestId('setting-useExternalAstrologyApi').uncheck();
    await section.getByTestId('setting-useExternalAstrologyApi').check();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => check.locator('[role="alert"]').innerText())
      .toBe(
        results('en')
          .crossCheck.failed.replace('{{host}}', chartHost)
          .replace('{{reason}}', results('en').crossCheck.reasons.badResponse),
      );
    expect(await page.locator('[data-testid="natal-wheel"] [data-body]').count()).toBeGreaterThan(10);
    // The failed request is the browser's own 503 log line; nothing else may go wrong.
    expect(newProblems(s).filter((p) => !p.includes('503'))).toEqual([]);
  });
});
