// Katakana / hiragana reading -> Hepburn romaji, for joining Japanese municipalities (Japan Post readings)
// to GeoNames ASCII names and for storing romaji search keys.

const BASE = {
  ア: 'a',
  イ: 'i',
  ウ: 'u',
  エ: 'e',
  オ: 'o',
  カ: 'ka',
  キ: 'ki',
  ク: 'ku',
  ケ: 'ke',
  コ: 'ko',
  サ: 'sa',
  シ: 'shi',
  ス: 'su',
  セ: 'se',
  ソ: 'so',
  タ: 'ta',
  チ: 'chi',
  ツ: 'tsu',
  テ: 'te',
  ト: 'to',
  ナ: 'na',
  ニ: 'ni',
  ヌ: 'nu',
  ネ: 'ne',
  ノ: 'no',
  ハ: 'ha',
  ヒ: 'hi',
  フ: 'fu',
  ヘ: 'he',
  ホ: 'ho',
  マ: 'ma',
  ミ: 'mi',
  ム: 'mu',
  メ: 'me',
  モ: 'mo',
  ヤ: 'ya',
  ユ: 'yu',
  ヨ: 'yo',
  ラ: 'ra',
  リ: 'ri',
  ル: 'ru',
  レ: 're',
  ロ: 'ro',
  ワ: 'wa',
  ヰ: 'i',
  ヱ: 'e',
  ヲ: 'o',
  ン: 'n',
  ガ: 'ga',
  ギ: 'gi',
  グ: 'gu',
  ゲ: 'ge',
  ゴ: 'go',
  ザ: 'za',
  ジ: 'ji',
  ズ: 'zu',
  ゼ: 'ze',
  ゾ: 'zo',
  ダ: 'da',
  ヂ: 'ji',
  ヅ: 'zu',
  デ: 'de',
  ド: 'do',
  バ: 'ba',
  ビ: 'bi',
  ブ: 'bu',
  ベ: 'be',
  ボ: 'bo',
  パ: 'pa',
  ピ: 'pi',
  プ: 'pu',
  ペ: 'pe',
  ポ: 'po',
  ヴ: 'vu',
  ァ: 'a',
  ィ: 'i',
  ゥ: 'u',
  ェ: 'e',
  ォ: 'o',
  ヶ: 'ke',
  ヵ: 'ka',
};
const YOON = { ャ: 'a', ュ: 'u', ョ: 'o' };

/** Full-width katakana from half-width katakana or hiragana. */
export function toKatakana(s) {
  return s.normalize('NFKC').replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

/** Wapuro-style romaji (long vowels spelled out: "toukyou"). */
export function kanaToRomaji(reading) {
  const k = toKatakana(reading);
  let out = '';
  let geminate = false;
  for (let i = 0; i < k.length; i++) {
    const c = k[i];
    if (c === 'ッ') {
      geminate = true;
      continue;
    }
    if (c === 'ー') {
      out += out.at(-1) ?? '';
      continue;
    }
    let syl = BASE[c];
    if (syl === undefined) continue;
    const next = k[i + 1];
    if (next && YOON[next] && c !== 'ン') {
      // キャ -> kya, シャ -> sha, チャ -> cha, ジャ -> ja
      const stem = syl.endsWith('i') ? syl.slice(0, -1) : syl;
      syl = /^(sh|ch|j)$/.test(stem) ? stem + YOON[next] : `${stem}y${YOON[next]}`;
      i++;
    }
    if (geminate) {
      out += syl.startsWith('ch') ? 't' : syl[0];
      geminate = false;
    }
    out += syl;
  }
  // ン before a vowel or y is written n' in Hepburn; keys ignore the apostrophe anyway.
  return out;
}

/** Hepburn without macrons, long vowels collapsed ("tokyo", "osaka", "hachioji"). */
export function collapseLongVowels(romaji) {
  return romaji.replace(/ou/g, 'o').replace(/oo/g, 'o').replace(/uu/g, 'u');
}

/** Distinct romaji spellings of a reading that GeoNames or users may use. */
export function romajiVariants(reading) {
  const w = kanaToRomaji(reading);
  const h = collapseLongVowels(w);
  const set = new Set([h, w, h.replace(/n(?=[bmp])/g, 'm'), w.replace(/uu/g, 'u')]);
  return [...set];
}

/** "tokyo" -> "Tokyo"; hyphenated parts are capitalised too. */
export function capitalise(s) {
  return s.replace(/(^|[\s-])([a-z])/g, (_, p, c) => p + c.toUpperCase());
}
