import { pinyin } from 'pinyin-pro';
import { describe, expect, it } from 'vitest';
import { BRANCH_PINYIN, STEM_PINYIN } from './romanization';
import { BRANCHES, STEMS } from './stems-branches';

// pinyin-pro (a devDependency) is the independent reference for the readings shown to English readers.
describe('stem and branch readings', () => {
  it('match pinyin-pro for every stem and branch', () => {
    for (const s of STEMS) expect(STEM_PINYIN[s], s).toBe(pinyin(s));
    for (const b of BRANCHES) expect(BRANCH_PINYIN[b], b).toBe(pinyin(b));
  });
});
