/** Every way a core computation can refuse its input. The UI translates `errors.<code>`; the CLI prints `message`. */
export type CoreErrorCode =
  | 'MISSING_FIELD'
  | 'INVALID_DATE'
  | 'INVALID_TIME'
  | 'OUT_OF_RANGE'
  | 'INVALID_LATITUDE'
  | 'INVALID_LONGITUDE'
  | 'UNKNOWN_ZONE'
  | 'UNKNOWN_PLACE'
  | 'INVALID_OPTION'
  | 'INVALID_JSON';

/** A typed, expected failure: bad input, never a bug. `params` fill the translated message. */
export class CoreError extends Error {
  readonly code: CoreErrorCode;
  readonly params: Readonly<Record<string, string | number>>;

  constructor(code: CoreErrorCode, message: string, params: Record<string, string | number> = {}) {
    super(message);
    this.name = 'CoreError';
    this.code = code;
    this.params = params;
  }

  /** The i18n key the UI shows for this error. */
  get messageKey(): string {
    return `errors.${this.code}`;
  }
}

/** True for CoreError instances, including ones from another copy of the module. */
export function isCoreError(e: unknown): e is CoreError {
  return e instanceof Error && e.name === 'CoreError' && typeof (e as CoreError).code === 'string';
}

/**
 * An input as an error message quotes it: strings and numbers as given, cut at `max` characters, anything else by
 * its kind. A 50 MB input is never repeated in full (issue 16 §4).
 */
export function shown(value: unknown, max = 80): string {
  if (typeof value === 'string') return value.length > max ? `${value.slice(0, max)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined)
    return String(value);
  return Array.isArray(value) ? '(a list)' : '(an object)';
}
