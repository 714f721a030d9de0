/** The page a report is made from. */
export type ReportKind = 'astrology' | 'bazi' | 'transit';

/** What must be on the page for there to be anything to report: the wheel, the pillars, a finished transit report. */
export const CHART_SELECTOR: Readonly<Record<ReportKind, string>> = {
  astrology: '[data-testid="natal-wheel"]',
  bazi: '[data-testid="pillars"]',
  transit: '[data-testid="transit-report"]',
};
