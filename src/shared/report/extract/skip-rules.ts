/**
 * What the report leaves out of the page: controls and navigation, text meant for screen readers only, and what
 * the page marks `data-report="skip"` (a hint on how to use a widget, the share buttons).
 */
const SKIPPED_TAGS = new Set([
  'NAV',
  'BUTTON',
  'INPUT',
  'SELECT',
  'TEXTAREA',
  'LABEL',
  'OPTION',
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'DIALOG',
  'NOSCRIPT',
  'TITLE',
  'DESC',
  'DEFS',
  'MARKER',
]);
const SKIPPED_SELECTOR = [
  '.sr-only',
  '.skip-link',
  '.sections-pending',
  '[data-report="skip"]',
  '[role="progressbar"]',
  '[role="dialog"]',
  'a[class*="button"]',
  // The results header's birth line: the report opens with the full birth data instead (birth-data.ts).
  '.results-sub',
].join(',');

/** Only symbols (★, ♉, ℞, digits and punctuation): a picture the page draws with text, kept in the report. */
const SYMBOLS_ONLY = /^(?:[\p{S}\p{P}\p{N}\s]|\uFE0E|\uFE0F)+$/u;

/** Is `el` left out? `visual` is true inside a drawing, where aria-hidden decoration is part of the picture. */
export function isSkipped(el: Element, visual = false): boolean {
  if (SKIPPED_TAGS.has(el.tagName.toUpperCase())) return true;
  if (el.matches(SKIPPED_SELECTOR)) return true;
  if (!visual && el.getAttribute('aria-hidden') === 'true') {
    const text = el.textContent?.trim() ?? '';
    if (!(text && SYMBOLS_ONLY.test(text))) return true;
  }
  const style = getComputedStyle(el);
  return style.display === 'none' || style.visibility === 'hidden' || style.visibility === 'collapse';
}
