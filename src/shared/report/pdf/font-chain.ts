import fontkit from '@pdf-lib/fontkit';
import type { Language } from '../../../i18n/languages';
import type { Weight } from '../layout/model';
import { ReportError } from '../report-error';
import type { ReportFontId } from './font-ids';

export type ReportLang = Language;

/**
 * Which fonts draw a character, in order: the language's own face first, then Latin (℞, accented names), the symbol
 * faces (zodiac and planet glyphs), and last the other CJK faces, for a name or place written in the other
 * script (辻 in a Chinese report, 东京 in a Japanese one, any han in an English one). A bold face falls back to the
 * regular one of its family before anything else.
 */
export const FONT_CHAINS: Readonly<Record<ReportLang, Record<Weight, readonly ReportFontId[]>>> = {
  ja: {
    regular: ['ja-regular', 'en-regular', 'symbols', 'symbols2', 'zh-regular'],
    bold: ['ja-bold', 'ja-regular', 'en-bold', 'en-regular', 'symbols', 'symbols2', 'zh-regular'],
  },
  zh: {
    regular: ['zh-regular', 'en-regular', 'symbols', 'symbols2', 'ja-regular'],
    bold: ['zh-bold', 'zh-regular', 'en-bold', 'en-regular', 'symbols', 'symbols2', 'ja-regular'],
  },
  'zh-Hant': {
    regular: ['tc-regular', 'en-regular', 'symbols', 'symbols2', 'zh-regular', 'ja-regular'],
    bold: [
      'tc-bold',
      'tc-regular',
      'en-bold',
      'en-regular',
      'symbols',
      'symbols2',
      'zh-regular',
      'ja-regular',
    ],
  },
  en: {
    regular: ['en-regular', 'cjk-regular', 'cjk-sc', 'symbols', 'symbols2', 'ja-regular', 'zh-regular'],
    bold: [
      'en-bold',
      'en-regular',
      'cjk-bold',
      'cjk-regular',
      'cjk-sc',
      'symbols',
      'symbols2',
      'ja-regular',
      'zh-regular',
    ],
  },
};

/** The small faces worth fetching with the language's own, in parallel: most reports need a symbol or ℞. */
export const EAGER_FONTS: Readonly<Record<ReportLang, readonly ReportFontId[]>> = {
  ja: ['ja-regular', 'ja-bold', 'en-regular', 'symbols', 'symbols2'],
  zh: ['zh-regular', 'zh-bold', 'en-regular', 'symbols', 'symbols2'],
  'zh-Hant': ['tc-regular', 'tc-bold', 'en-regular', 'symbols', 'symbols2'],
  en: ['en-regular', 'en-bold', 'cjk-regular', 'cjk-bold', 'cjk-sc', 'symbols', 'symbols2'],
};

/**
 * Characters that are formatting, not something to draw: variation selectors (the wheel's ♈︎ asks for the text form,
 * which these faces have anyway), zero-width spaces and joiners, soft hyphens. Removed before layout.
 */
export const INVISIBLE = /[\uFE00-\uFE0F\u200B-\u200D\u2060\u00AD]/gu;

/** Ligatures and contextual forms off: every character is its own glyph, so measured and drawn widths agree. */
export const FONT_FEATURES = { liga: false, clig: false, dlig: false, calt: false, rlig: false, kern: false };

type FontkitFont = ReturnType<typeof fontkit.create>;

/** One loaded face: its bytes (for embedding), the parsed font (for coverage and widths) and cached advances. */
export class Face {
  readonly font: FontkitFont;
  private readonly advances = new Map<number, number>();
  constructor(
    readonly id: ReportFontId,
    readonly bytes: Uint8Array,
  ) {
    this.font = fontkit.create(bytes);
  }
  has(cp: number): boolean {
    return this.font.hasGlyphForCodePoint(cp);
  }
  /** Advance of one character, in ems. */
  advanceEm(cp: number): number {
    let a = this.advances.get(cp);
    if (a === undefined) {
      a = this.font.glyphForCodePoint(cp).advanceWidth / this.font.unitsPerEm;
      this.advances.set(cp, a);
    }
    return a;
  }
}

/** A stretch of text drawn in one face. */
export interface FaceRun {
  face: Face;
  text: string;
}

/** Fetches a font's bytes; in the browser from the built asset, in tests from a file. */
export type FontLoader = (id: ReportFontId) => Promise<Uint8Array>;

const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The faces of one report. `cover` fetches, down each chain, only the faces some character needs; after it, `split`
 * cuts any text of those characters into runs by face, synchronously. A character no face has is an error
 * (FAILED), never a silent gap: pdf-lib would drop it without a word.
 */
export class FontSet {
  private readonly faces = new Map<ReportFontId, Promise<Face>>();
  private readonly ready = new Map<ReportFontId, Face>();
  constructor(
    readonly lang: ReportLang,
    private readonly load: FontLoader,
  ) {}

  private face(id: ReportFontId): Promise<Face> {
    let f = this.faces.get(id);
    if (!f) {
      f = this.load(id).then(
        (bytes) => {
          const face = new Face(id, bytes);
          this.ready.set(id, face);
          return face;
        },
        (e: unknown) => {
          throw new ReportError(
            'FAILED',
            `font ${id} could not be loaded: ${e instanceof Error ? e.message : e}`,
          );
        },
      );
      this.faces.set(id, f);
    }
    return f;
  }

  /** Starts fetching faces that will almost surely be needed, all at once. */
  prefetch(ids: readonly ReportFontId[]): Promise<void> {
    return Promise.all(ids.map((id) => this.face(id))).then(() => {});
  }

  /** Loads faces down the chain of `weight` until every character of `chars` has one; FAILED if some never does. */
  async cover(chars: Iterable<string>, weight: Weight): Promise<void> {
    let missing = [...new Set([...chars].filter((c) => !/\s/u.test(c)))].map((c) => c.codePointAt(0) ?? 0);
    for (const id of FONT_CHAINS[this.lang][weight]) {
      if (missing.length === 0) return;
      const face = await this.face(id);
      missing = missing.filter((cp) => !face.has(cp));
    }
    if (missing.length > 0)
      throw new ReportError(
        'FAILED',
        `no font for ${missing
          .slice(0, 8)
          .map((cp) => `${String.fromCodePoint(cp)} (${hex(cp)})`)
          .join(', ')}`,
      );
  }

  /** The face that draws `cp` in `weight` (after `cover`); white space takes the chain's first face. */
  faceFor(cp: number, weight: Weight): Face {
    const chain = FONT_CHAINS[this.lang][weight];
    let first: Face | undefined;
    for (const id of chain) {
      const face = this.ready.get(id);
      if (!face) continue;
      first ??= face;
      if (face.has(cp)) return face;
    }
    if (first && (cp === 0x20 || cp === 0xa0 || cp === 0x3000)) return first;
    throw new ReportError('FAILED', `no font for ${String.fromCodePoint(cp)} (${hex(cp)})`);
  }

  /** `text` as runs of one face each. */
  split(text: string, weight: Weight): FaceRun[] {
    const out: FaceRun[] = [];
    for (const ch of text) {
      const face = this.faceFor(ch.codePointAt(0) ?? 0, weight);
      const last = out[out.length - 1];
      if (last && last.face === face) last.text += ch;
      else out.push({ face, text: ch });
    }
    return out;
  }

  /** Width of `text` at `size` (any unit: the result is in the same), summed over its faces. */
  width(text: string, weight: Weight, size: number): number {
    let em = 0;
    for (const ch of text) {
      const cp = ch.codePointAt(0) ?? 0;
      em += this.faceFor(cp, weight).advanceEm(cp);
    }
    return em * size;
  }

  /** The faces loaded so far. */
  loaded(): Face[] {
    return [...this.ready.values()];
  }
}
