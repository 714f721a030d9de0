/**
 * A report that could not be made (spec §8): `NO_REPORT` when the page holds no chart to report on, `FAILED` for
 * anything else (a font that did not load, a character no font has, pdf-lib failing). The UI shows the spec's
 * message for the code; `message` says what went wrong, for the console.
 */
export class ReportError extends Error {
  constructor(
    readonly code: 'NO_REPORT' | 'FAILED',
    message: string,
  ) {
    super(message);
    this.name = 'ReportError';
  }
}
