import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n/i18n';
import { LANGUAGE_LABELS, LANGUAGES, type Language, languageOf } from '../../i18n/languages';
import { useAppStore } from '../stores/app-store';

/** Spec §2 default offsets of the fixed switcher, px. */
export const SWITCHER_OFFSETS = { top: 15, right: 15, bottom: 20, left: 20 } as const;

async function choose(lang: Language) {
  if (await switchLanguage(lang)) useAppStore.getState().updateSettings({ language: lang });
}

/** Full mode: a button per language with its flag (and name unless `showNames` is false). */
export function LanguageButtons({ showNames = true }: { showNames?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = languageOf(i18n.language);
  return (
    <fieldset className="lang-buttons">
      <legend className="sr-only">{t('language.label')}</legend>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang === 'zh' ? 'zh-CN' : lang}
          aria-pressed={current === lang}
          className={current === lang ? 'lang-button active' : 'lang-button'}
          onClick={() => void choose(lang)}
        >
          <span aria-hidden="true">{LANGUAGE_LABELS[lang].flag}</span>
          {showNames ? (
            <span>{LANGUAGE_LABELS[lang].name}</span>
          ) : (
            <span className="sr-only">{LANGUAGE_LABELS[lang].name}</span>
          )}
        </button>
      ))}
    </fieldset>
  );
}

/** Compact mode: a dropdown that closes on an outside click or Escape, fixed at the spec's offsets. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const current = languageOf(i18n.language) ?? 'ja';

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      className="lang-switcher"
      ref={root}
      style={{ top: SWITCHER_OFFSETS.top, right: SWITCHER_OFFSETS.right }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="lang-switcher-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${t('language.label')}: ${LANGUAGE_LABELS[current].name}`}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">{LANGUAGE_LABELS[current].flag}</span>
        <span className="lang-switcher-code">{current.toUpperCase()}</span>
      </button>
      {open && (
        <div id={menuId} role="menu" className="lang-menu">
          {LANGUAGES.map((lang) => (
            <div key={lang} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={lang === current}
                lang={lang === 'zh' ? 'zh-CN' : lang}
                onClick={() => {
                  setOpen(false);
                  void choose(lang);
                  buttonRef.current?.focus();
                }}
              >
                <span aria-hidden="true">{LANGUAGE_LABELS[lang].flag}</span> {LANGUAGE_LABELS[lang].name}
              </button>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
