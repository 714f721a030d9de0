/**
 * A TrueType subsetter for embedding in a PDF. pdf-lib's own subsetting (fontkit's) loses glyphs of the Noto faces,
 * so the report embeds fonts it has cut itself: only the glyphs drawn (and the components of composite ones) keep
 * their outlines, every glyph keeps its id (the PDF addresses glyphs by id, CIDToGIDMap /Identity), the character
 * map lists only the characters drawn, and the tables a PDF renderer does not read (layout features, glyph names,
 * vertical metrics) are left out.
 */

/** Tables kept as they are (hinting included: a glyph's instructions may call into fpgm/prep/cvt). */
const KEPT = new Set(['head', 'hhea', 'hmtx', 'maxp', 'OS/2', 'name', 'cvt ', 'fpgm', 'prep', 'gasp']);

interface Table {
  tag: string;
  data: Uint8Array;
}

const pad4 = (n: number) => (n + 3) & ~3;

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array(pad4(data.length));
  padded.set(data);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

/** Glyph ids a composite glyph is built from. */
function components(glyph: Uint8Array): number[] {
  const view = new DataView(glyph.buffer, glyph.byteOffset, glyph.byteLength);
  if (glyph.length < 10 || view.getInt16(0) >= 0) return [];
  const out: number[] = [];
  let p = 10;
  for (;;) {
    const flags = view.getUint16(p);
    out.push(view.getUint16(p + 2));
    p += 4 + (flags & 0x0001 ? 4 : 2); // ARG_1_AND_2_ARE_WORDS
    if (flags & 0x0008)
      p += 2; // WE_HAVE_A_SCALE
    else if (flags & 0x0040)
      p += 4; // WE_HAVE_AN_X_AND_Y_SCALE
    else if (flags & 0x0080) p += 8; // WE_HAVE_A_TWO_BY_TWO
    if (!(flags & 0x0020)) break; // MORE_COMPONENTS
  }
  return out;
}

/** A cmap with one format-12 subtable (Windows, full Unicode) mapping exactly `map`. */
function cmapTable(map: ReadonlyMap<number, number>): Uint8Array {
  const entries = [...map].sort((a, b) => a[0] - b[0]);
  const groups: [number, number, number][] = [];
  for (const [cp, gid] of entries) {
    const last = groups[groups.length - 1];
    if (last && cp === last[1] + 1 && gid === last[2] + (cp - last[0])) last[1] = cp;
    else groups.push([cp, cp, gid]);
  }
  const subLength = 16 + 12 * groups.length;
  const out = new Uint8Array(12 + subLength);
  const v = new DataView(out.buffer);
  v.setUint16(0, 0); // version
  v.setUint16(2, 1); // one subtable
  v.setUint16(4, 3); // Windows
  v.setUint16(6, 10); // Unicode full repertoire
  v.setUint32(8, 12);
  v.setUint16(12, 12); // format 12
  v.setUint32(16, subLength);
  v.setUint32(20, 0); // language
  v.setUint32(24, groups.length);
  groups.forEach(([start, end, gid], i) => {
    v.setUint32(28 + 12 * i, start);
    v.setUint32(32 + 12 * i, end);
    v.setUint32(36 + 12 * i, gid);
  });
  return out;
}

/**
 * `font` (a TrueType file) cut down to the characters of `cmap` (code point → glyph id, as the font maps them):
 * their glyphs and the components those are made of keep their outlines, all others become empty.
 */
export function subsetTrueType(font: Uint8Array, cmap: ReadonlyMap<number, number>): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const numTables = view.getUint16(4);
  const tables = new Map<string, Uint8Array>();
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + 16 * i;
    const tag = String.fromCharCode(...font.subarray(rec, rec + 4));
    const offset = view.getUint32(rec + 8);
    const length = view.getUint32(rec + 12);
    tables.set(tag, font.subarray(offset, offset + length));
  }
  const need = (tag: string) => {
    const t = tables.get(tag);
    if (!t) throw new Error(`not a TrueType font: no ${tag} table`);
    return t;
  };
  const head = need('head');
  const loca = need('loca');
  const glyf = need('glyf');
  const numGlyphs = new DataView(need('maxp').buffer, need('maxp').byteOffset).getUint16(4);
  const longLoca = new DataView(head.buffer, head.byteOffset).getInt16(50) === 1;
  const locaView = new DataView(loca.buffer, loca.byteOffset, loca.byteLength);
  const offsetOf = (gid: number) =>
    longLoca ? locaView.getUint32(gid * 4) : locaView.getUint16(gid * 2) * 2;
  const glyphData = (gid: number) => glyf.subarray(offsetOf(gid), offsetOf(gid + 1));

  // The glyphs to keep: .notdef, the characters', and (transitively) their components.
  const keep = new Set<number>([0]);
  const queue = [...cmap.values()];
  while (queue.length > 0) {
    const gid = queue.pop() as number;
    if (gid >= numGlyphs || keep.has(gid)) continue;
    keep.add(gid);
    queue.push(...components(glyphData(gid)));
  }

  // glyf and loca (long offsets) anew: kept glyphs padded to 4 bytes, the others empty.
  let size = 0;
  for (const gid of keep) if (gid < numGlyphs) size += pad4(glyphData(gid).length);
  const newGlyf = new Uint8Array(size);
  const newLoca = new Uint8Array(4 * (numGlyphs + 1));
  const newLocaView = new DataView(newLoca.buffer);
  let at = 0;
  for (let gid = 0; gid < numGlyphs; gid++) {
    newLocaView.setUint32(gid * 4, at);
    if (keep.has(gid)) {
      const data = glyphData(gid);
      newGlyf.set(data, at);
      at += pad4(data.length);
    }
  }
  newLocaView.setUint32(numGlyphs * 4, at);

  const newHead = head.slice();
  const headView = new DataView(newHead.buffer);
  headView.setInt16(50, 1); // indexToLocFormat: long
  headView.setUint32(8, 0); // checkSumAdjustment, set below
  // post version 3: no glyph names.
  const post = need('post').slice(0, 32);
  new DataView(post.buffer).setUint32(0, 0x00030000);

  const out: Table[] = [
    { tag: 'cmap', data: cmapTable(cmap) },
    { tag: 'glyf', data: newGlyf },
    { tag: 'head', data: newHead },
    { tag: 'loca', data: newLoca },
    { tag: 'post', data: post },
  ];
  for (const [tag, data] of tables) if (KEPT.has(tag) && tag !== 'head') out.push({ tag, data });
  out.sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));

  const dirSize = 12 + 16 * out.length;
  const total = dirSize + out.reduce((s, t) => s + pad4(t.data.length), 0);
  const file = new Uint8Array(total);
  const fv = new DataView(file.buffer);
  fv.setUint32(0, 0x00010000);
  fv.setUint16(4, out.length);
  const entrySelector = Math.floor(Math.log2(out.length));
  fv.setUint16(6, 16 * 2 ** entrySelector);
  fv.setUint16(8, entrySelector);
  fv.setUint16(10, 16 * out.length - 16 * 2 ** entrySelector);
  let offset = dirSize;
  let headOffset = 0;
  out.forEach((t, i) => {
    const rec = 12 + 16 * i;
    for (let k = 0; k < 4; k++) file[rec + k] = t.tag.charCodeAt(k);
    fv.setUint32(rec + 4, checksum(t.data));
    fv.setUint32(rec + 8, offset);
    fv.setUint32(rec + 12, t.data.length);
    file.set(t.data, offset);
    if (t.tag === 'head') headOffset = offset;
    offset += pad4(t.data.length);
  });
  fv.setUint32(headOffset + 8, (0xb1b0afba - checksum(file)) >>> 0);
  return file;
}
