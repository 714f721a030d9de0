import { useTranslation } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/languages';
import { REDIRECT_KEY } from '../../shared/paths';
import {
  AI_CHAT_STATE_KEY,
  APP_STATE_KEY,
  PARTNER_KEY,
  REMINDER_DAY_KEY,
} from '../../shared/stores/app-types';
import { LastUpdated, ProseSection, RelatedLinks } from './static-parts';

/** Every browser-storage key the app writes, with where it lives (spec §3). */
const STORAGE_ROWS = [
  { key: APP_STATE_KEY, contentKey: 'appState', place: 'local' },
  { key: AI_CHAT_STATE_KEY, contentKey: 'aiChatState', place: 'local' },
  { key: LANGUAGE_STORAGE_KEY, contentKey: 'preferredLanguage', place: 'local' },
  { key: REMINDER_DAY_KEY, contentKey: 'reminderDay', place: 'local' },
  { key: PARTNER_KEY, contentKey: 'partner', place: 'local' },
  { key: REDIRECT_KEY, contentKey: 'spaRedirectPath', place: 'session' },
] as const;

/**
 * Which third-party providers this build loads. Mirrors the build-time adapters (shared/lib/analytics.ts,
 * shared/ui/ad-slot.tsx): a provider counts only when both its name and its id are configured.
 */
function configuredProviders(): { analytics: string | null; ads: string | null; externalChart: boolean } {
  const env = import.meta.env;
  return {
    analytics: env.VITE_ANALYTICS_PROVIDER === 'ga4' && env.VITE_ANALYTICS_ID ? 'Google Analytics 4' : null,
    ads: env.VITE_ADS_PROVIDER === 'adsense' && env.VITE_ADS_CLIENT ? 'Google AdSense' : null,
    // src/shared/lib/external-astrology.ts: offered in Settings only when the build names a service.
    externalChart: Boolean((env.VITE_EXTERNAL_ASTROLOGY_API as string | undefined)?.trim()),
  };
}

/** Privacy policy: what stays in the browser, what leaves it and only when the user chooses (spec §1, §3, §9). */
export function Component() {
  const { t } = useTranslation('pages');
  const providers = configuredProviders();
  return (
    <div className="page static-page">
      <article className="prose">
        <header className="static-header">
          <h1>{t('privacy.title')}</h1>
          <LastUpdated />
          <p className="static-lead">{t('privacy.intro')}</p>
        </header>
        <ProseSection base="privacy.summary" />
        <section aria-labelledby="privacy-stored-heading">
          <h2 id="privacy-stored-heading">{t('privacy.stored.heading')}</h2>
          <p>{t('privacy.stored.intro')}</p>
          <div className="static-table-wrap">
            <table className="static-table">
              <thead>
                <tr>
                  <th scope="col">{t('privacy.stored.keyHeader')}</th>
                  <th scope="col">{t('privacy.stored.contentHeader')}</th>
                  <th scope="col">{t('privacy.stored.placeHeader')}</th>
                </tr>
              </thead>
              <tbody>
                {STORAGE_ROWS.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">
                      <code>{row.key}</code>
                    </th>
                    <td>{t(`privacy.stored.keys.${row.contentKey}`)}</td>
                    <td>{t(`privacy.stored.${row.place}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>{t('privacy.stored.note')}</p>
        </section>
        <ProseSection base="privacy.notSent" />
        <section aria-labelledby="privacy-choice-heading">
          <h2 id="privacy-choice-heading">{t('privacy.yourChoice.heading')}</h2>
          <ul>
            {(providers.externalChart
              ? (['ai', 'share', 'contact', 'external'] as const)
              : (['ai', 'share', 'contact'] as const)
            ).map((k) => (
              <li key={k}>{t(`privacy.yourChoice.${k}`)}</li>
            ))}
          </ul>
        </section>
        <ProseSection base="privacy.thirdParty">
          <div className="static-status card">
            <h3>{t('privacy.thirdParty.statusHeading')}</h3>
            <ul>
              <li data-testid="analytics-status">
                {t('privacy.thirdParty.analytics', {
                  provider: providers.analytics ?? t('privacy.thirdParty.none'),
                })}
              </li>
              <li data-testid="ads-status">
                {t('privacy.thirdParty.ads', { provider: providers.ads ?? t('privacy.thirdParty.none') })}
              </li>
            </ul>
          </div>
        </ProseSection>
        <ProseSection base="privacy.control" />
        <ProseSection base="privacy.children" />
        <ProseSection base="privacy.changes" />
        <ProseSection base="privacy.contactUs" />
      </article>
      <RelatedLinks current="privacy" />
    </div>
  );
}
