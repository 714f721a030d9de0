import { type AppState, INITIAL_PERSISTED, type PersistedState } from '../../shared/stores/app-store';
import { exportBundleSchema } from '../../shared/stores/schemas';
import { sanitize } from '../../shared/stores/stored-state';

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
    version: '2.0',
  };
}

/** Reads an export bundle; null when it is not JSON or lacks valid userData (spec: '导入数据格式错误'). */
export function parseImport(text: string): Partial<PersistedState> | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const checked = exportBundleSchema.safeParse(json);
  if (!checked.success) return null;
  const b = checked.data;
  // The same checks as stored state (issue 16 §4): times a Date can hold, unique ids, and a chart only when it is
  // whole and cast for the imported birth data — the results pages cast it again either way.
  const clean = sanitize({
    ...INITIAL_PERSISTED,
    userData: b.userData,
    calculationResults: (b.calculationResults ?? null) as unknown as PersistedState['calculationResults'],
    analysisHistory: (b.analysisHistory ?? []) as unknown as PersistedState['analysisHistory'],
  });
  const out: Partial<PersistedState> = {
    userData: clean.userData,
    calculationResults: clean.calculationResults,
    resultId: clean.resultId,
  };
  if (b.analysisHistory) out.analysisHistory = clean.analysisHistory;
  if (b.settings) out.settings = b.settings;
  return out;
}
