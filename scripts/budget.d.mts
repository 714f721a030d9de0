// Types of scripts/budget.mjs for the TypeScript tests that use it.
import type { Browser, Page } from 'playwright-core';

export declare const FIRST_LOAD_BUDGET_KB: number;
export declare const BUDGET_LANGUAGES: readonly ['ja', 'zh', 'en'];
export interface FirstLoadFile {
  name: string;
  bytes: number;
  gzipBytes: number;
}
export interface FirstLoad {
  files: FirstLoadFile[];
  totalGzipBytes: number;
}
export declare function gzipBytes(buf: Uint8Array): number;
export declare function measureFirstLoad(
  browser: Browser,
  baseUrl: string,
  lang: 'ja' | 'zh' | 'en',
  options?: { atRest?: (page: Page) => () => Promise<void> },
): Promise<FirstLoad>;
export declare function formatMeasurement(lang: string, measurement: FirstLoad): string;
