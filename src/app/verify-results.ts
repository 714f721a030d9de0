import { redirect } from 'react-router';
import { computeResultsOffThread } from '../shared/lib/analysis-off-thread';
import { paths } from '../shared/paths';
import { useAppStore } from '../shared/stores/app-store';

/**
 * A results route's analysis, made sure of (issue 16 §4): the analysis the URL names — the current one, or one
 * kept in the history — with its chart cast again from its birth data and the conventions, so a page never shows a
 * chart other than the one its URL was made for, nor a stored chart that disagrees with its birth data (a thin,
 * tampered or foreign one). An id the device does not hold (a save that failed, a deleted entry) goes to the
 * history with a notice instead of showing something else.
 */
export async function verifyResults(id: string | null): Promise<null> {
  const store = useAppStore.getState();
  if (id !== null && id !== store.resultId) {
    // State stored before results had ids: the current analysis takes the URL's id.
    if (
      store.resultId === null &&
      store.calculationResults &&
      !store.analysisHistory.some((h) => h.id === id)
    )
      store.replacePersisted({ resultId: id });
    else if (!store.loadHistoryEntry(id)) throw redirect(`${paths.history}?missing=1`);
  }
  const s = useAppStore.getState();
  if (!s.userData) throw redirect(paths.home);
  try {
    // Off the page's thread: the page answers taps while its chart is cast again.
    const results = await computeResultsOffThread(s.userData, s.settings.conventions);
    s.replacePersisted({ calculationResults: results });
    useAppStore.setState({ verifiedId: s.resultId });
  } catch (e) {
    console.error(e);
    throw redirect(paths.error);
  }
  return null;
}
