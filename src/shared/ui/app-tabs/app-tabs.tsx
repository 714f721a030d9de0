import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { addBundledTexts } from '../../../i18n/bundled-texts';
import { paths } from '../../paths';
import { useAppStore } from '../../stores/app-store';
import './app-tabs.css';
import en from './texts/en.json';
import ja from './texts/ja.json';
import zh from './texts/zh.json';
import zhHant from './texts/zh-Hant.json';

const TABS = ['today', 'chart', 'timing', 'compat', 'ask'] as const;
type Tab = (typeof TABS)[number];

/** Simple line icons (24 × 24), drawn with the text colour. */
const ICONS: Record<Tab, string> = {
  today:
    'M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10M12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
  chart: 'M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20M12 6a6 6 0 1 0 0 12a6 6 0 1 0 0-12M2 12h20M12 2v20',
  timing: 'M3 20h18M5 16l4-5 4 3 6-8M15 6h4v4',
  compat: 'M9 6a6 6 0 1 0 0 12a6 6 0 1 0 0-12M15 6a6 6 0 1 0 0 12a6 6 0 1 0 0-12',
  ask: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
};

/**
 * The app's own navigation once a chart exists (issue 30 §1): Today, My chart, Timing, Compatibility and Ask, one tap
 * from any page — a bar at the foot of a phone's screen (`bar`), a row under the header on a tablet (`bar` too), and
 * on a wide screen the header's own links (`header`: list items for the header's menu, text only). Loaded only when
 * birth data is stored, so a first visit's home page carries none of it.
 */
export default function AppTabs({ variant = 'bar' }: { variant?: 'bar' | 'header' }) {
  // The texts ride in this chunk (src/i18n/page-namespaces.ts), not in the loader's list in every first load;
  // added before the hook that reads them.
  addBundledTexts(useTranslation().i18n, 'appTabs', { ja, zh, 'zh-Hant': zhHant, en });
  const { t } = useTranslation('appTabs');
  const { pathname } = useLocation();
  const resultId = useAppStore((s) => s.resultId);
  const analysisType = useAppStore((s) => s.analysisType);
  const chartPath =
    resultId === null
      ? paths.home
      : analysisType === 'bazi'
        ? paths.baziResults(resultId)
        : paths.astrologyResults(resultId);
  const targets: Record<Tab, string> = {
    today: paths.home,
    chart: chartPath,
    timing: paths.transit,
    compat: paths.compatibility,
    ask: paths.chat,
  };
  // "My chart" covers both results pages; the others their own page.
  const active = (tab: Tab) =>
    tab === 'chart'
      ? /^\/(astrology|bazi)-results\//.test(pathname) && !pathname.endsWith('/shared')
      : tab === 'today'
        ? pathname === '/'
        : pathname === targets[tab];
  if (variant === 'header')
    return (
      <>
        {TABS.map((tab) => (
          <li key={tab} className="app-tab-h">
            <NavLink
              to={targets[tab]}
              className={active(tab) ? 'active' : undefined}
              aria-current={active(tab) ? 'page' : undefined}
              data-tab={tab}
            >
              {t(tab)}
            </NavLink>
          </li>
        ))}
      </>
    );
  return (
    <nav className="app-tabs" aria-label={t('label')} data-testid="app-tabs" data-report="skip">
      <ul>
        {TABS.map((tab) => (
          <li key={tab}>
            <NavLink
              to={targets[tab]}
              className={active(tab) ? 'active' : undefined}
              aria-current={active(tab) ? 'page' : undefined}
              data-tab={tab}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={ICONS[tab]} />
              </svg>
              <span>{t(tab)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
