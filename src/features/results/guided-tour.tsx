import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../shared/stores/app-store';

const STEPS = [
  { key: 'welcome', selector: null },
  { key: 'navigation', selector: '.site-header' },
  { key: 'chart', selector: '[data-tour="chart"]' },
  { key: 'recommendations', selector: '[data-tour="recommendations"]' },
  { key: 'advanced', selector: '.house-picker' },
] as const;

/**
 * The guided tour of the results page (driver.js, loaded on demand): offered once in a dismissible notice,
 * and re-openable at any time from its button.
 */
export function GuidedTour() {
  const { t } = useTranslation('results');
  const offered = useAppStore((s) => s.settings.tourOffered ?? false);
  const markOffered = () => useAppStore.getState().updateSettings({ tourOffered: true });

  const start = async () => {
    markOffered();
    const [{ driver }] = await Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]);
    const tour = driver({
      showProgress: true,
      progressText: t('tour.progress'),
      nextBtnText: t('tour.next'),
      prevBtnText: t('tour.previous'),
      doneBtnText: t('tour.finish'),
      steps: STEPS.map((s) => ({
        ...(s.selector && document.querySelector(s.selector) ? { element: s.selector } : {}),
        popover: { title: t(`tour.${s.key}.title`), description: t(`tour.${s.key}.text`) },
      })),
    });
    tour.drive();
  };

  return (
    <>
      {!offered && (
        <section className="notice notice-info tour-offer" aria-label={t('tour.offerTitle')}>
          <p>{t('tour.offer')}</p>
          <div className="row-actions">
            <button type="button" className="button-primary" onClick={() => void start()}>
              {t('tour.start')}
            </button>
            <button type="button" className="button-ghost" onClick={markOffered}>
              {t('tour.later')}
            </button>
          </div>
        </section>
      )}
      {offered && (
        <button type="button" className="button-ghost tour-again" onClick={() => void start()}>
          {t('tour.again')}
        </button>
      )}
    </>
  );
}
