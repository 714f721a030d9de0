import { revealAllSections } from '../../ui/deferred';
import { ReportError } from '../report-error';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const BUILD_TIMEOUT_MS = 20_000;

/**
 * Makes the whole page readable and returns what puts it back: every lazily built section built (and its texts
 * loaded: nothing pending or busy left), every disclosure open (the conventions live in one), the light theme (the
 * report is ink on white paper, and the charts' colours are read from the page), sideways scrolled regions at
 * their start (a timeline's sticky labels sit where they belong).
 */
export async function preparePage(source: HTMLElement): Promise<() => void> {
  revealAllSections();
  // Busy: a section still being built or its texts still loading (not the report's own button, busy meanwhile).
  const busy = () =>
    [...source.querySelectorAll('.sections-pending, [aria-busy="true"]')].some(
      (el) => el.tagName !== 'BUTTON' && !el.closest('[data-report="skip"]'),
    );
  for (let waited = 0; busy(); waited += 50) {
    if (waited > BUILD_TIMEOUT_MS)
      throw new ReportError('FAILED', 'the page did not finish building its sections');
    await wait(50);
  }
  const closed = [...source.querySelectorAll('details')].filter((d) => !d.open);
  for (const d of closed) d.open = true;
  const html = document.documentElement;
  const theme = html.dataset.theme;
  html.dataset.theme = 'light';
  const scrolled = [...source.querySelectorAll<HTMLElement>('.table-wrap')].map(
    (el) => [el, el.scrollLeft] as const,
  );
  for (const [el] of scrolled) el.scrollLeft = 0;
  // Two frames: the new theme's styles and the opened disclosures laid out before anything is measured.
  // (A hidden tab gets no frames: a timer stands in after 200 ms.)
  await Promise.race([
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    wait(200),
  ]);
  return () => {
    for (const d of closed) d.open = false;
    if (theme === undefined) delete html.dataset.theme;
    else html.dataset.theme = theme;
    for (const [el, left] of scrolled) el.scrollLeft = left;
  };
}
