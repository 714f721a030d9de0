import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, type E2eLang, seedStoredChart } from './browser';

// Issue 30 §4: the wheel on a phone. One tap on a planet selects it and shows its details (before, the tap's focus
// selected it and its click toggled it off again); the target is 44 px across, not the glyph; the nearest body wins.

const url = inject('e2eUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NAMES: Record<E2eLang, { sun: string; moon: string }> = {
  ja: { sun: '太陽', moon: '月' },
  zh: { sun: '太阳', moon: '月亮' },
  en: { sun: 'Sun', moon: 'Moon' },
};

describe('the natal wheel on touch (375 px)', () => {
  for (const lang of ['ja', 'zh', 'en'] as const) {
    it(`${lang}: one tap shows a body, a tap beside its glyph still chooses it, a second tap lets it go`, async () => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: true,
        serviceWorkers: 'block',
        locale: { ja: 'ja-JP', zh: 'zh-CN', en: 'en-US' }[lang],
      });
      await context.addInitScript((l) => localStorage.setItem('preferred-language', l), lang);
      await seedStoredChart(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      try {
        await page.goto(`${url}/astrology-results/${inject('e2eResultsId')}`);
        const sun = page.locator('.natal-wheel [data-body="sun"] .body-glyph');
        await sun.waitFor();
        const detail = page.locator('[data-testid="wheel-detail"]');
        const box = async (sel: string) => {
          const b = await page.locator(sel).boundingBox();
          if (!b) throw new Error(`${sel} is not drawn`);
          return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
        };
        // One tap on the Sun: selected, and its details shown.
        const s = await box('.natal-wheel [data-body="sun"] .body-glyph');
        await page.touchscreen.tap(s.x, s.y);
        await expect.poll(() => detail.locator('h3').textContent()).toBe(NAMES[lang].sun);
        expect(await page.getAttribute('.natal-wheel [data-body="sun"]', 'aria-pressed')).toBe('true');
        // The Moon (in this chart's Capricorn stellium, beside Saturn, Uranus and Neptune) tapped 16 px from its glyph's
        // centre towards the wheel's centre: off the glyph, inside its 44 px target, and nearer to it than to any
        // neighbour along the ring.
        const m = await box('.natal-wheel [data-body="moon"] .body-glyph');
        const c = await box('.natal-wheel');
        const len = Math.hypot(c.x - m.x, c.y - m.y);
        await page.touchscreen.tap(m.x + ((c.x - m.x) / len) * 16, m.y + ((c.y - m.y) / len) * 16);
        await expect.poll(() => detail.locator('h3').textContent()).toBe(NAMES[lang].moon);
        // A second tap on the Moon lets it go.
        await page.touchscreen.tap(m.x, m.y);
        await expect.poll(() => detail.locator('h3').count()).toBe(0);
        // No degree label overlaps another label or a glyph at 375 px, in this chart's Capricorn stellium (boxes of
        // text overlap by their side bearings: 2 px is allowed).
        const clashes = await page.evaluate(() => {
          const items = [
            ...document.querySelectorAll('.natal-wheel .deg-label, .natal-wheel .body-glyph'),
          ].map((e) => ({
            label: e.classList.contains('deg-label'),
            id: `${e.closest('[data-body]')?.getAttribute('data-body')}:${e.getAttribute('class')}`,
            r: e.getBoundingClientRect(),
          }));
          const out: string[] = [];
          for (const a of items.filter((i) => i.label))
            for (const b of items)
              if (a !== b) {
                const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
                const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
                if (x > 2 && y > 2) out.push(`${a.id} × ${b.id}`);
              }
          return out;
        });
        expect(await page.locator('.natal-wheel .deg-label').count()).toBeGreaterThan(5);
        expect(clashes).toEqual([]);
        // On a touch screen the section tabs and the results' actions are 44 px targets too.
        const heights = await page.$$eval('.section-nav a, .results-actions > button', (els) =>
          els.map((e) => Math.round(e.getBoundingClientRect().height)),
        );
        expect(heights.length).toBeGreaterThan(3);
        expect(heights.filter((h) => h < 44)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
