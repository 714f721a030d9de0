import { type AppState, INITIAL_PERSISTED, type PersistedState } from '../../shared/stores/app-store';
import { exportBundleSchema } from '../../shared/stores/schemas';
import { sanitize } from '../../shared/stores/stored-state';

/** The data format this app writes and reads (spec §3). */
export const EXPORT_VERSION = '2.0';
/** Versions read as this one: 2 and its minor revisions. */
const READABLE_VERSION = /^2(?:\.\d{1,3})?$/;

/** The spec's export bundle (§3, version 2.0), or null when there is no user data to export. */
export function buildExportBundle(
  s: Pick<AppState, 'userData' | 'calculationResults' | 'analysisHistory' | 'settings'>,
) {
  if (!s.userData) return null;
  return {
    userData: s.userData,
    calculationResults: s.calculationResults,
    analysisHistory: s.analysisHistory,
    settings: s.settings,
    exportTime: new Date().toISOString(),
    version: EXPORT_VERSION,
  };
}

/**
 * What an import did (issue 33 §3), for the message that says so: the parts taken from the file, those left as they
 * were because the file has none, history entries that could not be used, and the version assumed for a file that
 * names none. A refused file says why: not an export at all, or another version of the format.
 */
export type ImportOutcome =
  | {
      ok: true;
      data: Partial<PersistedState>;
      /** Saved analyses taken from the file; null when it has no history (yours is left as it was). */
      historyTaken: number | null;
      /** Saved analyses in the file that could not be used (repeated, or times a date cannot hold). */
      historySkipped: number;
      settingsTaken: boolean;
      /** The version a file without one was read as; null when the file names its version. */
      assumedVersion: string | null;
    }
  | { ok: false; reason: 'format' }
  | { ok: false; reason: 'version'; version: string };

/** Reads an export bundle and says what it takes (spec: '导入数据格式错误' for what is not one). */
export function readImport(text: string): ImportOutcome {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'format' };
  }
  const given =
    typeof json === 'object' && json !== null ? (json as { version?: unknown }).version : undefined;
  const version = typeof given === 'number' ? String(given) : given;
  // Another version's format is not guessed at: refused with its name, before its fields are read.
  if (version !== undefined && !(typeof version === 'string' && READABLE_VERSION.test(version)))
    return {
      ok: false,
      reason: 'version',
      version: String(typeof version === 'object' ? JSON.stringify(version) : version).slice(0, 24),
    };
  const checked = exportBundleSchema.safeParse({ ...(json as object), version });
  if (!checked.success) return { ok: false, reason: 'format' };
  const b = checked.data;
  // The same checks as stored state (issue 16 §4): times a Date can hold, unique ids, and a chart only when it is
  // whole and cast for the imported birth data — the results pages cast it again either way.
  const clean = sanitize({
    ...INITIAL_PERSISTED,
    userData: b.userData,
    calculationResults: (b.calculationResults ?? null) as unknown as PersistedState['calculationResults'],
    analysisHistory: (b.analysisHistory ?? []) as unknown as PersistedState['analysisHistory'],
  });
  const data: Partial<PersistedState> = {
    userData: clean.userData,
    calculationResults: clean.calculationResults,
    resultId: clean.resultId,
  };
  if (b.analysisHistory) data.analysisHistory = clean.analysisHistory;
  if (b.settings) data.settings = b.settings;
  return {
    ok: true,
    data,
    historyTaken: b.analysisHistory ? clean.analysisHistory.length : null,
    historySkipped: b.analysisHistory ? b.analysisHistory.length - clean.analysisHistory.length : 0,
    settingsTaken: !!b.settings,
    assumedVersion: version === undefined ? EXPORT_VERSION : null,
  };
}

/** The data an export bundle holds, or null when it cannot be imported (see readImport for why). */
export function parseImport(text: string): Partial<PersistedState> | null {
  const outcome = readImport(text);
  return outcome.ok ? outcome.data : null;
}
