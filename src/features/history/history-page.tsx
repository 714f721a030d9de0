import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { birthMomentOf, formatIsoDate, formatSavedAt } from '../../shared/lib/local-date';
import { historyEntryPath, paths } from '../../shared/paths';
import { useAppStore } from '../../shared/stores/app-store';
import { HISTORY_LIMIT, type HistoryEntry } from '../../shared/stores/app-types';
import './history.css';
import { birthplaceLabel } from '../../shared/lib/birthplace-label';

/** How an entry is named in messages: the name, else "no name" and the birth date. */
function entryLabel(entry: HistoryEntry, anonymous: string, lang: string): string {
  return entry.userData.name.trim() || `${anonymous} ${formatIsoDate(entry.userData.birthdate, lang)}`;
}

/**
 * The analysis history (spec §9 "History", §4 "Load history entry"): every kept analysis, newest first, to open
 * (its data, results and type come back) or delete, and all of them cleared after a confirmation.
 */
export function Component() {
  const { t, i18n } = useTranslation('history');
  const navigate = useNavigate();
  const history = useAppStore((s) => s.analysisHistory);
  const currentId = useAppStore((s) => (s.calculationResults ? s.resultId : null));
  // ?missing=1: a results URL named a reading this device does not hold (src/app/verify-results.ts).
  const [params] = useSearchParams();
  const missing = params.get('missing') === '1';
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // The confirmation takes the focus when it opens, and gives it back to the button that opened it on cancel.
  const confirmButton = useRef<HTMLButtonElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (asked.current) clearButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  const confirmId = useId();

  const remove = (id: string, label: string) => {
    useAppStore.getState().deleteHistoryEntry(id);
    setStatus(t('deleted', { label }));
    // The row and its buttons are gone: keep the keyboard on the page, at its heading.
    heading.current?.focus();
  };
  const clearAll = () => {
    useAppStore.getState().clearHistory();
    asked.current = false; // the focus goes to the heading, the clear button is gone
    setConfirming(false);
    setStatus(t('cleared'));
    heading.current?.focus();
  };

  return (
    <div className="page history-page">
      <header>
        <h1 ref={heading} tabIndex={-1}>
          {t('title')}
        </h1>
        <p className="lead">{t('lead')}</p>
      </header>
      {missing && (
        <p className="notice notice-warning" role="status" data-testid="history-missing">
          {t('missing')}
        </p>
      )}
      <p className="history-status" role="status">
        {status}
      </p>
      {history.length === 0 ? (
        <section className="card history-empty">
          <p>{t('empty')}</p>
          <Link className="button-primary" to={paths.home}>
            {t('start')}
          </Link>
        </section>
      ) : (
        <>
          <p className="muted history-count">{t('count', { count: history.length, max: HISTORY_LIMIT })}</p>
          <ol className="history-list">
            {history.map((h) => {
              const label = entryLabel(h, t('anonymous'), i18n.language);
              const u = h.userData;
              return (
                <li key={h.id} className="card history-entry" data-testid="history-entry">
                  <div className="history-main">
                    <h2 className="history-name">
                      {u.name.trim() || t('anonymous')}
                      <span className="chip">{t(`common:analysisTypes.${h.analysisType}`)}</span>
                      {h.id === currentId && <span className="chip chip-current">{t('current')}</span>}
                    </h2>
                    <p className="history-birth">
                      <span className="nowrap">
                        {birthMomentOf(u, i18n.language)}
                        {u.birthTimeUnknown ? ` ${t('timeUnknown')}` : ''}
                      </span>{' '}
                      · <span>{birthplaceLabel(u, i18n.language)}</span> ·{' '}
                      <span>{t(`common:genders.${u.gender}`)}</span>
                    </p>
                    <p className="muted history-when">
                      {t('savedAt', { date: formatSavedAt(h.timestamp, i18n.language) })}
                    </p>
                  </div>
                  <div className="row-actions">
                    <button
                      type="button"
                      className="button-primary"
                      onClick={() => {
                        if (useAppStore.getState().loadHistoryEntry(h.id)) navigate(historyEntryPath(h));
                      }}
                    >
                      {t('common:actions.load')}
                    </button>
                    <button
                      type="button"
                      className="button-ghost"
                      aria-label={`${t('common:actions.delete')}: ${label}`}
                      onClick={() => remove(h.id, label)}
                    >
                      {t('common:actions.delete')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
          <section className="card history-clear" aria-labelledby={`${confirmId}-title`}>
            <h2 id={`${confirmId}-title`} className="sr-only">
              {t('clearAll')}
            </h2>
            {confirming ? (
              <div role="alertdialog" aria-labelledby={`${confirmId}-q`} className="history-confirm">
                <p id={`${confirmId}-q`}>{t('confirmClear', { count: history.length })}</p>
                <div className="row-actions">
                  <button type="button" className="button-danger" onClick={clearAll} ref={confirmButton}>
                    {t('confirm')}
                  </button>
                  <button type="button" className="button-secondary" onClick={() => setConfirming(false)}>
                    {t('cancel')}
                  </button>
                </div>
              </div>
            ) : (
              <button
                type="button"
                className="button-ghost"
                onClick={() => setConfirming(true)}
                ref={clearButton}
              >
                {t('clearAll')}
              </button>
            )}
            <p className="muted">{t('transferNote')}</p>
          </section>
        </>
      )}
    </div>
  );
}
