import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n/i18n';
import { LANGUAGE_NAMES, type Language, languageOf } from '../../i18n/languages';
import { useAppStore } from '../stores/app-store';

/** Switches to `lang` and keeps the choice in the settings (the settings dialog's buttons use it too). */
export async function chooseLanguage(lang: Language) {
  if (await switchLanguage(lang)) useAppStore.getState().updateSettings({ language: lang });
}

// The menu's code loads when it first opens (or the button is pointed at or focused): not in every first load.
const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadMenu);

/**
 * Compact mode (the header): a button naming the current language opens a menu of the four. Arrow keys, Home
 * and End move through it; Escape, Tab or a click outside close it; focus returns to the button.
 */
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
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  return (
    <div className="lang-switcher" ref={root}>
      <button
        ref={buttonRef}
        type="button"
        className="lang-switcher-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${t('language.label')}: ${LANGUAGE_NAMES[current]}`}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="lang-switcher-name">{LANGUAGE_NAMES[current]}</span>
        <span className="lang-switcher-caret" aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <LanguageMenu id={menuId} label={t('language.label')} current={current} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
