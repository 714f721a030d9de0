import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  chosenFromUser,
  useBirthForm,
  userFromForm,
  valuesFromUser,
} from '../../shared/birth-form/birth-form';
import type { BirthFormValues } from '../../shared/birth-form/validate-birth-form';
import { chartPageOf, paths } from '../../shared/paths';
import { appStoreReady, useAppStore } from '../../shared/stores/app-store';
import { SkyNow } from '../../shared/ui/wheel/sky-now';
import { TodayForYou } from './today-for-you';
import '../../shared/birth-form/birth-form.css';
import './home.css';

/** The recent analyses, a chunk of their own: only a returning visitor has any (the first load pays nothing). */
const RecentAnalyses = lazy(() => import('./recent-analyses'));
/** Why a link brought the visitor home: rare, so a chunk of its own too. */
const LinkNotice = lazy(() => import('./link-notice'));

// A returning visitor's home opens on today's reading (issue 30 §2): its card's chunk (which starts the reading and
// its texts as it loads) is asked for as this page's code loads, while the app is still starting.
void appStoreReady.then(() => {
  if (useAppStore.getState().calculationResults) void import('./today-card').catch(() => undefined);
});

/** Home: the birth form, the analysis choice and recent analyses (spec §2, §4, §5; issue 9 §3). */
export function Component() {
  const { t, i18n } = useTranslation('home');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const stored = useAppStore((s) => s.userData);
  const isLoading = useAppStore((s) => s.isLoading);
  const appError = useAppStore((s) => s.error);
  // True solar time (issue 32 §3): a convention of the BaZi pillars, offered where the birth is entered.
  const trueSolarTime = useAppStore((s) => s.settings.conventions.trueSolarTime);
  const updateSettings = useAppStore((s) => s.updateSettings);
  const hasHistory = useAppStore((s) => s.analysisHistory.length > 0);
  // A returning visitor (a chart stored) opens on today's reading; a new one on the promise and the form.
  const returning = useAppStore((s) => s.calculationResults !== null && s.userData !== null);
  const [values, setValues] = useState<BirthFormValues>(() => valuesFromUser(stored));
  const [chosen, setChosen] = useState(() => chosenFromUser(stored));
  const [analysis, setAnalysis] = useState<'astrology' | 'bazi'>('astrology');
  const [notice, setNotice] = useState<'expired' | 'sharedInvalid' | 'needChart' | null>(null);
  // A page that needs the chart sent the visitor here (?next=): where to go once it is cast.
  const [next, setNext] = useState<string | null>(null);

  // ?expired=1 (a stale deep link), ?shared=invalid (a tampered share link) and ?next= (a page that reads the chart):
  // tell, then clear the query.
  useEffect(() => {
    const expired = params.get('expired') === '1';
    const shared = params.get('shared') === 'invalid';
    const wanted = chartPageOf(params.get('next')) ? params.get('next') : null;
    if (!expired && !shared && !params.has('next')) return;
    if (wanted) setNext(wanted);
    setNotice(expired ? 'expired' : shared ? 'sharedInvalid' : wanted ? 'needChart' : null);
    const rest = new URLSearchParams(params);
    for (const k of ['expired', 'shared', 'next']) rest.delete(k);
    setParams(rest, { replace: true });
  }, [params, setParams]);

  const form = useBirthForm({
    values,
    setValues,
    chosen,
    setChosen,
    onValid: async (v, place) => {
      // The calculation's code loads when the form is sent, not with the first screen.
      const { computeResults } = await import('../../shared/lib/analysis');
      const user = userFromForm(v, place);
      const store = useAppStore.getState();
      store.setUserData(user);
      store.setAnalysisType(analysis);
      store.setLoading(true);
      try {
        const results = await computeResults(user, store.settings.conventions);
        const id = store.setResults(results, analysis);
        navigate(next ?? (analysis === 'bazi' ? paths.baziResults(id) : paths.astrologyResults(id)));
      } catch (err) {
        console.error(err);
        const code = (err as { code?: string }).code;
        // The engine's messages are a namespace of their own, fetched only when a cast fails.
        await i18n.loadNamespaces('chartErrors').catch(() => undefined);
        store.setError({
          message: code ? `chartErrors:${code}` : 'chartErrors:app.CalculationError',
          type: 'CalculationError',
          timestamp: Date.now(),
          ...(code ? { code } : {}),
        });
      }
    },
  });
  const busy = isLoading || form.lookingUp;

  return (
    <div className="page home-page">
      {returning ? (
        <TodayForYou />
      ) : (
        <section className="hero">
          <h1>{t('hero.title')}</h1>
          <p className="lead">{t('hero.lead')}</p>
        </section>
      )}
      {notice && (
        <Suspense fallback={null}>
          <LinkNotice kind={notice} page={chartPageOf(next)} onClose={() => setNotice(null)} />
        </Suspense>
      )}
      <div className="home-grid">
        <form
          className="card birth-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            form.start();
          }}
          aria-labelledby="form-title"
        >
          <h2 id="form-title">{t('form.title')}</h2>
          <div className="field">
            <label htmlFor="name">
              {t('form.name')} <span className="optional">{t('form.optional')}</span>
            </label>
            <input
              id="name"
              type="text"
              autoComplete="name"
              maxLength={100}
              value={values.name}
              onChange={(e) => form.set('name')(e.target.value)}
            />
          </div>
          {form.fields}
          <fieldset className="field">
            <legend>{t('form.analysis')}</legend>
            <div className="segmented">
              {(['astrology', 'bazi'] as const).map((a) => (
                <label key={a} className={analysis === a ? 'segment active' : 'segment'}>
                  <input
                    type="radio"
                    name="analysis"
                    value={a}
                    checked={analysis === a}
                    onChange={() => setAnalysis(a)}
                  />
                  {t(`common:analysisTypes.${a}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="field">
            <label className="check">
              <input
                type="checkbox"
                aria-describedby="tst-note"
                checked={trueSolarTime}
                onChange={(e) => {
                  const { conventions } = useAppStore.getState().settings;
                  updateSettings({ conventions: { ...conventions, trueSolarTime: e.target.checked } });
                }}
              />
              {t('form.tst')}
            </label>
            <p className="field-note" id="tst-note">
              {t('form.tstNote')}
            </p>
          </div>
          {appError && (
            <p className="form-error" role="alert">
              {t(appError.message, { ns: ['home', 'common'] })}
            </p>
          )}
          <button
            ref={form.submitRef}
            type="submit"
            className="button-primary"
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? t('common:status.computing') : t('form.submit')}
          </button>
          <p className="privacy-line">{t('form.privacy')}</p>
        </form>
        <aside className="home-side" aria-labelledby="promise-title">
          <SkyNow />
          <section className="card home-promise">
            <h2 id="promise-title">{t('promise.title')}</h2>
            <ul>
              {(['natal', 'bazi', 'private'] as const).map((k) => (
                <li key={k} className={`promise-${k}`}>
                  <strong>{t(`promise.${k}.title`)}</strong>
                  <span>{t(`promise.${k}.text`)}</span>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
      {hasHistory && (
        <Suspense fallback={null}>
          <RecentAnalyses />
        </Suspense>
      )}
    </div>
  );
}
