import type { Gender } from './conventions';
import { controls, ELEMENTS, type Element, produces } from './stems-branches';

/** The spec's overview grades, best first. */
export const FORTUNE_GRADES = ['大吉', '吉', '中', '凶'] as const;
export type FortuneGrade = (typeof FORTUNE_GRADES)[number];

/** How an element stands to the day master: the five ten-god families. */
export type ElementRole = 'companion' | 'output' | 'wealth' | 'officer' | 'resource';

export type FortuneArea = 'career' | 'wealth' | 'love' | 'health';

/**
 * Which two element roles lift each area, by gender (the spec: "raised to 4 or 5 by element pairs that differ
 * by gender"). Classical readings: a man's spouse star is wealth, a woman's is the officer; each pair is a star
 * and the element that feeds it (食傷生財, 財生官, 官印相生).
 */
export const FORTUNE_RULE = {
  version: 'spec-fortune-1',
  pairs: {
    male: {
      career: ['officer', 'resource'],
      wealth: ['wealth', 'output'],
      love: ['wealth', 'output'],
      health: ['resource', 'companion'],
    },
    female: {
      career: ['output', 'wealth'],
      wealth: ['wealth', 'output'],
      love: ['officer', 'wealth'],
      health: ['resource', 'companion'],
    },
  } as Readonly<Record<Gender, Readonly<Record<FortuneArea, readonly [ElementRole, ElementRole]>>>>,
} as const;

/** The element playing `role` for a day master of element `dm`. */
export function elementOfRole(dm: Element, role: ElementRole): Element {
  switch (role) {
    case 'companion':
      return dm;
    case 'output':
      return produces(dm);
    case 'wealth':
      return controls(dm);
    case 'officer':
      return ELEMENTS.find((e) => controls(e) === dm) as Element;
    case 'resource':
      return ELEMENTS.find((e) => produces(e) === dm) as Element;
  }
}
