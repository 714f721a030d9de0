import type { NavigateFunction } from 'react-router';
import { paths } from '../../app/paths';
import { useAppStore } from '../../shared/stores/app-store';
import type { HistoryEntry } from '../../shared/stores/app-types';

/** Spec §4 "Load history entry": its birth data, results and type come back, then its page opens. */
export function openHistoryEntry(entry: HistoryEntry, navigate: NavigateFunction): void {
  if (!useAppStore.getState().loadHistoryEntry(entry.id)) return;
  const to =
    entry.analysisType === 'bazi'
      ? paths.baziResults(entry.id)
      : entry.analysisType === 'transit'
        ? paths.transit
        : paths.astrologyResults(entry.id);
  navigate(to);
}

/** How an entry is named in lists and messages: the name, else the birth date and place. */
export function entryLabel(entry: HistoryEntry, anonymous: string): string {
  return entry.userData.name.trim() || `${anonymous} ${entry.userData.birthdate}`;
}
