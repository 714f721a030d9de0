import { useTranslation } from 'react-i18next';
import { HTML_LANG, LANGUAGE_NAMES, LANGUAGES, languageOf } from '../../i18n/languages';
import { chooseLanguage } from './language-switcher';

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
          onClick={() => void chooseLanguage(lang)}
        >
          {LANGUAGE_NAMES[lang]}
        </button>
      ))}
    </fieldset>
  );
}
