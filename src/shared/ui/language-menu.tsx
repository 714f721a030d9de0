import { type KeyboardEvent, useEffect, useRef } from 'react';
import { HTML_LANG, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../i18n/languages';
import { chooseLanguage } from './language-switcher';

/**
 * The header's language menu (opened by LanguageSwitcher): each language named in its own words, the current one
 * focused as it opens. Arrow keys, Home and End move; Escape closes and returns focus to the button; Tab closes.
 */
export default function LanguageMenu({
  id,
  label,
  current,
  onClose,
}: {
  id: string;
  label: string;
  current: Language;
  onClose(refocus: boolean): void;
}) {
  const menuRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    menuRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }, []);

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
      onClose(true);
    } else if (e.key === 'Tab') {
      onClose(false);
    }
  };

  return (
    <div id={id} ref={menuRef} role="menu" aria-label={label} className="lang-menu" onKeyDown={onMenuKey}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          role="menuitemradio"
          tabIndex={-1}
          aria-checked={lang === current}
          lang={HTML_LANG[lang]}
          onClick={() => {
            onClose(true);
            void chooseLanguage(lang);
          }}
        >
          {LANGUAGE_NAMES[lang]}
        </button>
      ))}
    </div>
  );
}
