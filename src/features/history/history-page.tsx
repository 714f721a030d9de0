import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useAppStore } from '../../shared/stores/app-store';
import { HISTORY_LIMIT } from '../../shared/stores/app-types';
import { entryLabel, openHistoryEntry } from './open-entry';
import './history.css';

const LOCALE = { ja: 'ja-JP', zh: 'zh-CN', en: 'en-GB' } as const;

/**
 * The analysis history (spec §9 "History", §4 "Load history entry"): every kept analysis, newest first, to open
 * (its data, results and type come back) or delete, and all of them cleared after a confirmation.
 */
export function Component() {
  const { t, i18n } = useTranslation('home');
  const navigate = useNavigate();
  const history = useAppStore((s) => s.analysisHistory);
  const currentAt = useAppStore((s) => s.calculationResults?.computedAt);
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
  const lang = (i18n.language in LOCALE ? i18n.language : 'ja') as keyof typeof LOCALE;
  const when = new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short' });
  const pad = (n: number) => String(n).padStart(2, '0');

  const remove = (id: string, label: string) => {
    useAppStore.getState().deleteHistoryEntry(id);
    setStatus(t('history.deleted', { label }));
    // The row and its buttons are gone: keep the keyboard on the page, at its heading.
    heading.current?.focus();
  };
  const clearAll = () => {
    useAppStore.getState().clearHistory();
    asked.current = false; // the focus goes to the heading, the clear button is gone
    setConfirming(false);
    setStatus(t('history.cleared'));
    heading.current?.focus();
  };

  return (
    <div className="page history-page">
      <header>
        <h1 ref={heading} tabIndex={-1}>
          {t('history.title')}
        </h1>
        <p className="lead">{t('history.lead')}</p>
      </header>
      <p className="history-status" role="status">
        {status}
      </p>
      {history.length === 0 ? (
        <section className="card history-empty">
          <p>{t('history.empty')}</p>
          <Link className="button-primary" to={paths.home}>
            {t('history.start')}
          </Link>
        </section>
      ) : (
        <>
          <p className="muted history-count">
            {t('history.count', { count: history.length, max: HISTORY_LIMIT })}
          </p>
          <ol className="history-list">
            {history.map((h) => {
              const label = entryLabel(h, t('recent.anonymous'));
              const u = h.userData;
              return (
                <li key={h.id} className="card history-entry" data-testid="history-entry">
                  <div className="history-main">
                    <h2 className="history-name">
                      {u.name.trim() || t('recent.anonymous')}
                      <span className="chip">{t(`common:analysisTypes.${h.analysisType}`)}</span>
                      {h.results.computedAt === currentAt && (
                        <span className="chip chip-current">{t('history.current')}</span>
                      )}
                    </h2>
                    <p className="history-birth">
                      <span className="nowrap">
                        {u.birthdate} {pad(u.birthHour)}:{pad(u.birthMinute)}
                      </span>{' '}
                      · <span>{u.birthplace}</span> · <span>{t(`common:genders.${u.gender}`)}</span>
                    </p>
                    <p className="muted history-when">
                      {t('history.savedAt', { date: when.format(new Date(h.timestamp)) })}
                    </p>
                  </div>
                  <div className="row-actions">
                    <button
                      type="button"
                      className="button-primary"
                      onClick={() => openHistoryEntry(h, navigate)}
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
              {t('history.clearAll')}
            </h2>
            {confirming ? (
              <div role="alertdialog" aria-labelledby={`${confirmId}-q`} className="history-confirm">
                <p id={`${confirmId}-q`}>{t('history.confirmClear', { count: history.length })}</p>
                <div className="row-actions">
                  <button type="button" className="button-danger" onClick={clearAll} ref={confirmButton}>
                    {t('history.confirm')}
                  </button>
                  <button type="button" className="button-secondary" onClick={() => setConfirming(false)}>
                    {t('history.cancel')}
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
                {t('history.clearAll')}
              </button>
            )}
            <p className="muted">{t('history.transferNote')}</p>
          </section>
        </>
      )}
    </div>
  );
}
