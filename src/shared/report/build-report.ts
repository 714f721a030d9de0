import fontUrls from 'virtual:report-fonts';
import { formatIsoDate, todayLocalIso } from '../lib/local-date';
import { viewedChartNow } from '../stores/viewed-chart';
import { birthDataBlocks } from './birth-data';
import { collectBlocks } from './extract/collect-blocks';
import { preparePage } from './extract/prepare-page';
import { type Block, textsOf, type Weight } from './layout/model';
import { typeScale } from './layout/page-style';
import { paginate } from './layout/paginate';
import { drawPdf } from './pdf/draw-pdf';
import { EAGER_FONTS, FontSet, INVISIBLE, type ReportLang } from './pdf/font-chain';
import type { ReportFontId } from './pdf/font-ids';
import { ReportError } from './report-error';
import { CHART_SELECTOR, type ReportKind } from './report-kind';
import { reportTexts } from './report-texts';
import { verdictBlocks } from './verdict-summary';

export type ReportStage = 'preparing' | 'fonts' | 'layout' | 'saving';

export interface BuildRequest {
  kind: ReportKind;
  lang: ReportLang;
  source: HTMLElement;
  onStage?: (stage: ReportStage) => void;
}

async function fetchFont(id: ReportFontId): Promise<Uint8Array> {
  const response = await fetch(fontUrls[id]);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${fontUrls[id]}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Formatting characters (variation selectors, zero-width spaces) out of every text: they draw nothing. */
function stripInvisible(blocks: Block[]): void {
  const clean = (s: string) => s.replace(INVISIBLE, '');
  for (const b of blocks) {
    if (b.kind === 'text' || b.kind === 'heading') for (const r of b.runs) r.text = clean(r.text);
    else if (b.kind === 'list') for (const item of b.items) stripInvisible(item);
    else if (b.kind === 'definitions')
      for (const item of b.items) {
        for (const r of item.term) r.text = clean(r.text);
        stripInvisible(item.details);
      }
    else if (b.kind === 'table')
      for (const row of [...b.head, ...b.body])
        for (const c of row) for (const r of c.runs) r.text = clean(r.text);
    else for (const s of b.shapes) if (s.kind === 'text') s.text = clean(s.text);
  }
}

/**
 * The PDF of a results page (issue 13 §3): the page read into blocks, the birth data and conventions first, laid out
 * on A4 with the report fonts (fetched now, only those the text needs) and drawn as vector text and shapes.
 */
export async function buildReportPdf({ kind, lang, source, onStage }: BuildRequest): Promise<Uint8Array> {
  onStage?.('preparing');
  // The chart the page shows: the visitor's own, or one opened from a share link.
  const { user, results } = viewedChartNow();
  if (!source.querySelector(CHART_SELECTOR[kind]) || !user || !results)
    throw new ReportError('NO_REPORT', `the page shows no ${kind} chart`);
  const fonts = new FontSet(lang, fetchFont);
  // The language's faces download while the page is read.
  const prefetch = fonts.prefetch(EAGER_FONTS[lang]);
  prefetch.catch(() => {}); // awaited below; a failure must not surface as an unhandled rejection first
  const t = await reportTexts(lang);
  const restore = await preparePage(source);
  let blocks: Block[];
  try {
    blocks = await collectBlocks(source);
  } finally {
    restore();
  }
  const h1 = source.querySelector('h1');
  const showName = !!user.name && !!h1?.textContent?.includes(user.name);
  const first = blocks.findIndex((b) => b.kind === 'heading' && b.level === 1);
  const date = formatIsoDate(todayLocalIso(), lang);
  blocks.splice(
    first + 1,
    0,
    ...birthDataBlocks(t, user, results.chart, kind, showName, lang),
    // The BaZi judgement and today's verdicts, as the BaZi page states them (the transit report states its own
    // window's verdicts on the page).
    ...(kind === 'transit' ? [] : verdictBlocks(t, results.chart, Date.now(), date, lang)),
  );
  stripInvisible(blocks);

  onStage?.('fonts');
  const footer = (n: number, total: number): [string, string, string] => [
    t('common:app.name'),
    t('pdf.generatedOn', { date }),
    t('pdf.page', { n, total }),
  ];
  const continued = t('pdf.continued');
  const chars: Record<Weight, Set<string>> = { regular: new Set(), bold: new Set() };
  for (const { text, weight } of textsOf(blocks)) for (const c of text) chars[weight].add(c);
  for (const c of [...footer(999, 999).join(''), ...continued, '•', ...'0123456789.']) chars.regular.add(c);
  await prefetch;
  await fonts.cover(chars.regular, 'regular');
  await fonts.cover(chars.bold, 'bold');

  onStage?.('layout');
  const type = typeScale(lang);
  const pages = paginate(blocks, {
    measure: (text, weight, size) => fonts.width(text, weight, size),
    type,
    continued,
  });
  const title =
    blocks
      .find((b) => b.kind === 'heading')
      ?.runs.map((r) => r.text)
      .join('') ?? t('common:app.name');

  onStage?.('saving');
  try {
    return await drawPdf(pages, fonts, { title, lang, footer, footerSize: type.footer });
  } catch (e) {
    if (e instanceof ReportError) throw e;
    throw new ReportError('FAILED', `PDF generation failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}
