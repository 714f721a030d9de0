import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n/i18n';
import { HTML_LANG, LANGUAGE_NAMES, LANGUAGES, type Language, languageOf } from '../../i18n/languages';
import { useAppStore } from '../stores/app-store';

async function choose(lang: Language) {
  if (await switchLanguage(lang)) useAppStore.getState().updateSettings({ language: lang });
}

/** Full mode (settings): a button per language, named in its own words. */
export function LanguageButtons() {
  const { t, i18n } = useTranslation();
  const current = languageOf(i18n.language);
  return (
    <fieldset className="lang-buttons">
      <legend className="sr-only">{t('language.label')}</legend>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={HTML_LANG[lang]}
          aria-pressed={current === lang}
          className={current === lang ? 'lang-button active' : 'lang-button'}
          onClick={() => void choose(lang)}
        >
          {LANGUAGE_NAMES[lang]}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * Compact mode (the header): a button naming the current language opens a menu of the three. Arrow keys, Home
 * and End move through it; Escape, Tab or a click outside close it; focus returns to the button.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const current = languageOf(i18n.language) ?? 'ja';

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const onDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next: Record<string, number> = {
      ArrowDown: (at + 1) % items.length,
      ArrowUp: (at - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (e.key in next) {
      e.preventDefault();
      items[next[e.key] as number]?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
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
        <div
          id={menuId}
          ref={menuRef}
          role="menu"
          aria-label={t('language.label')}
          className="lang-menu"
          onKeyDown={onMenuKey}
        >
          {LANGUAGES.map((lang) => (
            <button
              key={lang}
              type="button"
              role="menuitemradio"
              tabIndex={-1}
              aria-checked={lang === current}
              lang={HTML_LANG[lang]}
              onClick={() => {
                close();
                void choose(lang);
              }}
            >
              {LANGUAGE_NAMES[lang]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
