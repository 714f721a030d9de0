import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../shared/stores/app-store';
import { revealAllSections } from '../../shared/ui/deferred';

// Targets that fit on a phone screen below the sticky header (a card taller than the screen would be cut off).
const STEPS = [
  { key: 'welcome', selector: null },
  { key: 'navigation', selector: '.site-header' },
  { key: 'chart', selector: '[data-testid="natal-wheel"]' },
  { key: 'recommendations', selector: '[data-testid="big-three"]' },
  { key: 'advanced', selector: '#calc > summary' },
] as const;

/** Keeps a highlighted element clear of the sticky header: centred in the part of the screen below it. */
function bringIntoView(el: Element | undefined) {
  if (!el) return;
  const header = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0;
  const r = el.getBoundingClientRect();
  const room = window.innerHeight - header;
  const target = window.scrollY + r.top - header - Math.max(8, (room - r.height) / 2);
  window.scrollTo({ top: Math.max(0, target), behavior: 'instant' });
}

/**
 * The guided tour of the results page (driver.js, loaded on demand): offered once in a one-line notice, and
 * re-openable at any time from its button. Styled with our tokens (results.css, .seimei-tour).
 */
export function GuidedTour() {
  const { t } = useTranslation('results');
  const offered = useAppStore((s) => s.settings.tourOffered ?? false);
  const markOffered = () => useAppStore.getState().updateSettings({ tourOffered: true });

  const start = async () => {
    markOffered();
    const [{ driver }] = await Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]);
    // The last step shows the calculation notes at the end of the page: build the sections that are not yet.
    revealAllSections();
    const tour = driver({
      showProgress: true,
      popoverClass: 'seimei-tour',
      stagePadding: 6,
      stageRadius: 12,
      progressText: t('tour.progress'),
      nextBtnText: t('tour.next'),
      prevBtnText: t('tour.previous'),
      doneBtnText: t('tour.finish'),
      onHighlightStarted: (el) => {
        if (el && el !== document.querySelector('.site-header')) bringIntoView(el);
      },
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
        <section
          className="notice notice-info tour-offer"
          aria-label={t('tour.offerTitle')}
          data-report="skip"
        >
          <p>{t('tour.offer')}</p>
          <button type="button" className="button-primary" onClick={() => void start()}>
            {t('tour.start')}
          </button>
          <button
            type="button"
            className="button-ghost tour-close"
            onClick={markOffered}
            aria-label={t('tour.later')}
            title={t('tour.later')}
          >
            <span aria-hidden="true">×</span>
          </button>
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
