import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareKind } from '../../core/share/share-payload';
import { languageOf } from '../../i18n/languages';
import { useAppStore } from '../stores/app-store';
import { Modal } from '../ui/modal';
import { drawPoster, posterBlob } from './poster';
import { posterSpecOf } from './poster-spec';
import { QrCode } from './qr-code';
import { makeShareLink, SHARE_TARGETS, targetUrl } from './share-link';
import './share.css';

type Status = {
  kind: 'ok' | 'error';
  key: 'copied' | 'copyFallback' | 'shared' | 'failed' | 'poster.saved' | 'poster.failed';
} | null;

/**
 * The share dialog (spec §2 "Share dialog", §8 "Share"): the privacy choice first (the name is left out unless the
 * person includes it, and the dialog says what the link carries), then the link itself, copy, the services' own
 * share pages, WeChat's QR code with its hint, and the system share sheet where the browser has one.
 */
export default function ShareDialog({
  kind,
  date,
  onClose,
}: {
  kind: ShareKind;
  /** Transit: the date the report's year starts from. */
  date?: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['share', 'results']);
  const lang = languageOf(i18n.language) ?? undefined;
  const user = useAppStore((s) => s.userData);
  const results = useAppStore((s) => s.calculationResults);
  const conventions = useAppStore((s) => s.settings.conventions);
  const [includeName, setIncludeName] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [wechat, setWechat] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [poster, setPoster] = useState<{ url: string; blob: Blob } | null>(null);
  const [drawing, setDrawing] = useState(false);
  // The poster's object URL is released when it is replaced or the dialog closes.
  useEffect(
    () => () => {
      if (poster) URL.revokeObjectURL(poster.url);
    },
    [poster],
  );
  const linkInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const hasName = Boolean(user?.name.trim());

  useEffect(() => {
    if (!user) return;
    let live = true;
    setLink(null);
    setStatus(null);
    setPoster(null);
    makeShareLink({
      origin: window.location.origin,
      kind,
      birth: user,
      conventions,
      includeName,
      date,
      lang,
    }).then(
      (l) => live && setLink(l),
      () => live && setStatus({ kind: 'error', key: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [user, conventions, includeName, kind, date, lang]);

  if (!user) return null;
  const name = includeName ? user.name.trim() : '';
  const text = name ? t(`textNamed.${kind}`, { name, date }) : t(`text.${kind}`, { date });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setStatus({ kind: 'ok', key: 'copied' });
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is selected for the person to copy.
      linkInput.current?.focus();
      linkInput.current?.select();
      setStatus({ kind: 'error', key: 'copyFallback' });
    }
  };
  const shareWithApp = async () => {
    if (!link) return;
    try {
      await navigator.share({ title: text, text, url: link });
      setStatus({ kind: 'ok', key: 'shared' });
    } catch (e) {
      // Closing the share sheet is the person's choice, not a failure.
      if (e instanceof DOMException && e.name === 'AbortError') return;
      setStatus({ kind: 'error', key: 'failed' });
    }
  };

  const makePoster = async () => {
    if (!link || !results) return;
    setDrawing(true);
    try {
      const canvas = document.createElement('canvas');
      const fontFamily = getComputedStyle(document.body).fontFamily;
      drawPoster(
        canvas,
        posterSpecOf({ kind, results, user, includeName, date, link, fontFamily, t, lang: i18n.language }),
      );
      const blob = await posterBlob(canvas);
      const url = URL.createObjectURL(blob);
      setPoster({ url, blob });
      const a = document.createElement('a');
      a.href = url;
      a.download = `seimei-${kind}-${user.birthdate}.png`;
      a.click();
      setStatus({ kind: 'ok', key: 'poster.saved' });
    } catch {
      setStatus({ kind: 'error', key: 'poster.failed' });
    } finally {
      setDrawing(false);
    }
  };
  const file = poster ? new File([poster.blob], `seimei-${kind}.png`, { type: 'image/png' }) : null;
  const canShareFile = Boolean(file && canShare && navigator.canShare?.({ files: [file] }));
  const sharePoster = async () => {
    if (!file) return;
    try {
      await navigator.share({ files: [file], title: text });
      setStatus({ kind: 'ok', key: 'shared' });
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return;
      setStatus({ kind: 'error', key: 'failed' });
    }
  };

  return (
    <Modal
      titleId={titleId}
      onClose={onClose}
      testId="share-dialog"
      className="share-dialog"
      header={{ title: t('title'), close: t('close') }}
    >
      <section className="share-privacy" aria-label={t('privacy.includeName')}>
        <p>{t('privacy.contains')}</p>
        <p className="muted">{t('privacy.fragment')}</p>
        {hasName ? (
          <label className="radio">
            <input
              type="checkbox"
              checked={includeName}
              onChange={(e) => setIncludeName(e.target.checked)}
              data-testid="share-include-name"
            />
            {t('privacy.includeName')}
          </label>
        ) : (
          <p className="muted">{t('privacy.noName')}</p>
        )}
      </section>
      <section>
        <label htmlFor={`${titleId}-link`}>{t('link')}</label>
        <div className="share-link-row">
          <input
            ref={linkInput}
            id={`${titleId}-link`}
            type="text"
            readOnly
            value={link ?? t('making')}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="share-link"
          />
          <button type="button" className="button-primary" onClick={() => void copy()} disabled={!link}>
            {t('targets.copy')}
          </button>
        </div>
        <p className={`share-status ${status?.kind ?? ''}`} role="status" data-testid="share-status">
          {status ? t(status.key) : ''}
        </p>
      </section>
      <section>
        <h3 className="share-targets-title">{t('targetsLabel')}</h3>
        <ul className="share-targets">
          {SHARE_TARGETS.map((target) => (
            <li key={target}>
              {target === 'wechat' ? (
                <button
                  type="button"
                  className="button-secondary"
                  aria-expanded={wechat}
                  aria-controls={`${titleId}-wechat`}
                  onClick={() => setWechat((w) => !w)}
                  disabled={!link}
                  data-target={target}
                >
                  {t('targets.wechat')}
                </button>
              ) : link ? (
                <a
                  className="button-secondary"
                  href={targetUrl(target, link, text)}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-target={target}
                >
                  {t(`targets.${target}`)}
                </a>
              ) : (
                <span className="button-secondary is-disabled" aria-disabled="true">
                  {t(`targets.${target}`)}
                </span>
              )}
            </li>
          ))}
          {canShare && (
            <li>
              <button
                type="button"
                className="button-secondary"
                onClick={() => void shareWithApp()}
                disabled={!link}
              >
                {t('targets.more')}
              </button>
            </li>
          )}
        </ul>
        {wechat && link && (
          <div id={`${titleId}-wechat`} className="share-wechat">
            <QrCode text={link} label={t('qrLabel')} sizePx={200} />
            <p>{t('wechatHint')}</p>
          </div>
        )}
      </section>
      <section className="share-poster">
        <p className="muted">{t('poster.note')}</p>
        <div className="row-actions">
          <button
            type="button"
            className="button-secondary"
            onClick={() => void makePoster()}
            disabled={!link || drawing}
            data-testid="share-poster"
          >
            {drawing ? t('poster.making') : t('poster.save')}
          </button>
          {canShareFile && (
            <button type="button" className="button-secondary" onClick={() => void sharePoster()}>
              {t('targets.more')}
            </button>
          )}
        </div>
        {poster && <img className="share-poster-preview" src={poster.url} alt={t('poster.alt')} />}
      </section>
    </Modal>
  );
}
