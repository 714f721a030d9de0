import i18next, { type TFunction } from 'i18next';
import type { ReportLang } from './pdf/font-chain';

/**
 * The app's own texts in the report's language: the report's (footer, birth data), the results pages' (the
 * conventions, as the page names them) and the common ones (the app's name, genders). The page already loaded most
 * of them; the others load now.
 */
export async function reportTexts(lang: ReportLang): Promise<TFunction> {
  const namespaces = ['report', 'results', 'common'];
  await i18next.loadNamespaces(namespaces);
  await i18next.loadLanguages(lang);
  // loadLanguages loads the namespaces known at init; the report's own may still be missing for this language.
  await Promise.all(
    namespaces
      .filter((ns) => !i18next.hasResourceBundle(lang, ns))
      .map(
        (ns) =>
          new Promise<void>((resolve, reject) =>
            i18next.services.backendConnector.load([lang], [ns], (e: unknown) => (e ? reject(e) : resolve())),
          ),
      ),
  );
  return i18next.getFixedT(lang, 'report');
}
