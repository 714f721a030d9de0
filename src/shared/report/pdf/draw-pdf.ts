import fontkit from '@pdf-lib/fontkit';
import {
  clip,
  closePath,
  concatTransformationMatrix,
  endPath,
  lineTo,
  moveTo,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from 'pdf-lib';
import { INTL_LOCALE } from '../../../i18n/intl-locale';
import type { Language } from '../../../i18n/languages';
import type { LineFragment } from '../layout/line-break';
import { type Matrix, multiply, type Rect, type Rgb, type Shape } from '../layout/model';
import { COLORS, PAGE } from '../layout/page-style';
import type { LaidPage } from '../layout/paginate';
import { type Face, FONT_FEATURES, type FontSet } from './font-chain';
import { subsetTrueType } from './truetype-subset';

/** The document language of the PDF (its /Lang). */
const HTML_LANG_PDF = INTL_LOCALE;

/** Where a text shape's baseline sits below its vertical middle, in ems (a capital's or an ideograph's centre). */
const CENTRE_TO_BASELINE_EM = 0.36;
const FLIP: Matrix = [1, 0, 0, -1, 0, 0];

export interface DocumentInfo {
  title: string;
  lang: Language;
  /** The footer of page `n` of `total`: left, centre and right. */
  footer: (n: number, total: number) => [string, string, string];
  footerSize: number;
}

const color = (c: Rgb) => rgb(c.r, c.g, c.b);

/** Every text the pages draw, with its weight: what decides the glyphs each embedded font keeps. */
function* textsDrawn(pages: readonly LaidPage[], info: DocumentInfo): Generator<[string, boolean]> {
  for (const laid of pages)
    for (const item of laid.items)
      if (item.kind === 'line') for (const f of item.fragments) yield [f.text, f.style.weight === 'bold'];
      else if (item.kind === 'drawing')
        for (const s of item.drawing.shapes) if (s.kind === 'text') yield [s.text, s.bold];
  for (let n = 1; n <= pages.length; n++) for (const s of info.footer(n, pages.length)) yield [s, false];
}

/** A subset tag (six capitals and a plus, as PDF names subset fonts) for the `i`-th font. */
const subsetTag = (i: number) => `SMRP${String.fromCharCode(65 + (Math.floor(i / 26) % 26), 65 + (i % 26))}+`;

/**
 * Draws the laid-out pages with pdf-lib: text as real text in the embedded fonts (each run in the face that has
 * its characters), drawings as vector paths and text, a footer on every page. Each face used is embedded once, cut
 * to the glyphs drawn (truetype-subset.ts: pdf-lib's own subsetting loses glyphs of these faces).
 */
export async function drawPdf(
  pages: readonly LaidPage[],
  fonts: FontSet,
  info: DocumentInfo,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const used = new Map<Face, Map<number, number>>();
  for (const [s, bold] of textsDrawn(pages, info))
    for (const run of fonts.split(s, bold ? 'bold' : 'regular')) {
      let map = used.get(run.face);
      if (!map) {
        map = new Map();
        used.set(run.face, map);
      }
      for (const ch of run.text) {
        const cp = ch.codePointAt(0) ?? 0;
        map.set(cp, run.face.font.glyphForCodePoint(cp).id);
      }
    }
  const embedded = new Map<Face, PDFFont>();
  for (const [i, [face, map]] of [...used].entries())
    embedded.set(
      face,
      await doc.embedFont(subsetTrueType(face.bytes, map), {
        subset: false,
        customName: `${subsetTag(i)}${face.font.postscriptName}`,
        features: FONT_FEATURES,
      }),
    );
  const pdfFont = (face: Face) => {
    const f = embedded.get(face);
    if (!f) throw new Error(`font ${face.id} drawn but not embedded`);
    return f;
  };

  const text = async (
    page: PDFPage,
    s: string,
    bold: boolean,
    x: number,
    y: number,
    size: number,
    c: Rgb,
  ) => {
    let cx = x;
    for (const run of fonts.split(s, bold ? 'bold' : 'regular')) {
      page.drawText(run.text, { x: cx, y, size, font: pdfFont(run.face), color: color(c) });
      for (const ch of run.text) cx += run.face.advanceEm(ch.codePointAt(0) ?? 0) * size;
    }
  };

  const fragments = async (page: PDFPage, list: readonly LineFragment[], x: number, baseline: number) => {
    for (const f of list)
      await text(
        page,
        f.text,
        f.style.weight === 'bold',
        x + f.x,
        PAGE.height - baseline,
        f.style.size,
        f.style.color,
      );
  };

  const clipTo = (page: PDFPage, r: Rect | undefined) => {
    if (!r) return;
    page.pushOperators(
      moveTo(r.x, r.y),
      lineTo(r.x + r.width, r.y),
      lineTo(r.x + r.width, r.y + r.height),
      lineTo(r.x, r.y + r.height),
      closePath(),
      clip(),
      endPath(),
    );
  };

  const shape = async (page: PDFPage, base: Matrix, s: Shape) => {
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...base));
    clipTo(page, s.clip);
    if (s.kind === 'path') {
      page.pushOperators(concatTransformationMatrix(...multiply(s.transform, FLIP)));
      const options: Parameters<PDFPage['drawSvgPath']>[1] = { x: 0, y: 0 };
      if (s.fill) {
        options.color = color(s.fill);
        options.opacity = Math.min(1, s.fillOpacity ?? 1);
      }
      if (s.stroke) {
        options.borderColor = color(s.stroke);
        options.borderOpacity = Math.min(1, s.strokeOpacity ?? 1);
        options.borderWidth = s.strokeWidth ?? 1;
        if (s.dash) options.borderDashArray = s.dash;
      }
      page.drawSvgPath(s.d, options);
    } else {
      const weight = s.bold ? 'bold' : 'regular';
      const w = fonts.width(s.text, weight, s.size);
      const x = s.anchor === 'middle' ? s.x - w / 2 : s.anchor === 'end' ? s.x - w : s.x;
      const at: Matrix = [1, 0, 0, 1, x, s.y + CENTRE_TO_BASELINE_EM * s.size];
      page.pushOperators(concatTransformationMatrix(...multiply(s.transform, multiply(at, FLIP))));
      await text(page, s.text, s.bold, 0, 0, s.size, s.color);
    }
    page.pushOperators(popGraphicsState());
  };

  for (const laid of pages) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    for (const item of laid.items) {
      switch (item.kind) {
        case 'line':
          await fragments(page, item.fragments, item.x, item.baseline);
          break;
        case 'rule':
          page.drawLine({
            start: { x: item.x1, y: PAGE.height - item.y1 },
            end: { x: item.x2, y: PAGE.height - item.y2 },
            thickness: item.width,
            color: color(item.color),
          });
          break;
        case 'box':
          page.drawRectangle({
            x: item.x,
            y: PAGE.height - item.y - item.height,
            width: item.width,
            height: item.height,
            color: color(item.fill),
          });
          break;
        case 'drawing': {
          // Drawing pixels (y down) to page points (y up).
          const base: Matrix = [item.scale, 0, 0, -item.scale, item.x, PAGE.height - item.top];
          for (const s of item.drawing.shapes) await shape(page, base, s);
          break;
        }
      }
    }
  }

  // Footers last: the page count is known.
  const all = doc.getPages();
  const footerY = PAGE.marginBottom / 2 - 2;
  for (const [i, page] of all.entries()) {
    const [left, centre, right] = info.footer(i + 1, all.length);
    const size = info.footerSize;
    page.drawLine({
      start: { x: PAGE.marginX, y: footerY + size + 5 },
      end: { x: PAGE.width - PAGE.marginX, y: footerY + size + 5 },
      thickness: 0.5,
      color: color(COLORS.border),
    });
    await text(page, left, false, PAGE.marginX, footerY, size, COLORS.muted);
    const cw = fonts.width(centre, 'regular', size);
    await text(page, centre, false, (PAGE.width - cw) / 2, footerY, size, COLORS.muted);
    const rw = fonts.width(right, 'regular', size);
    await text(page, right, false, PAGE.width - PAGE.marginX - rw, footerY, size, COLORS.muted);
  }

  doc.setTitle(info.title, { showInWindowTitleBar: true });
  doc.setLanguage(HTML_LANG_PDF[info.lang]);
  doc.setCreator('星命 Seimei');
  doc.setProducer('星命 Seimei (pdf-lib)');
  doc.setCreationDate(new Date());
  return doc.save({ useObjectStreams: true });
}
