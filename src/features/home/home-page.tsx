import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { computeResults, fullBirthDateTime } from '../../shared/lib/analysis';
import { useAppStore } from '../../shared/stores/app-store';
import type { UserData } from '../../shared/stores/app-types';
import { PlaceCombobox } from './place-combobox';
import { RecentAnalyses } from './recent-analyses';
import {
  type BirthField,
  type BirthFormValues,
  HOURS,
  MINUTES,
  validateBirthForm,
} from './validate-birth-form';

const fromUser = (u: UserData | null): BirthFormValues => ({
  name: u?.name ?? '',
  birthdate: u?.birthdate ?? '',
  birthHour: u ? String(u.birthHour) : '',
  birthMinute: u ? String(u.birthMinute) : '',
  birthplace: u?.birthplace ?? '',
  gender: u?.gender ?? '',
});

/** Home: the birth form, the analysis choice and recent analyses (spec §2, §4, §5). */
export function Component() {
  const { t, i18n } = useTranslation('home');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const stored = useAppStore((s) => s.userData);
  const isLoading = useAppStore((s) => s.isLoading);
  const appError = useAppStore((s) => s.error);
  const [values, setValues] = useState<BirthFormValues>(() => fromUser(stored));
  const [analysis, setAnalysis] = useState<'astrology' | 'bazi'>('astrology');
  const [invalid, setInvalid] = useState<{ field: BirthField; messageKey: string } | null>(null);
  const [notice, setNotice] = useState<'expired' | 'sharedInvalid' | null>(null);
  const refs = {
    birthdate: useRef<HTMLInputElement>(null),
    birthHour: useRef<HTMLSelectElement>(null),
    birthMinute: useRef<HTMLSelectElement>(null),
    birthplace: useRef<HTMLInputElement>(null),
    gender: useRef<HTMLInputElement>(null),
  };

  // ?expired=1 (a stale deep link) and ?shared=invalid (a tampered share link): tell, then clear the query.
  useEffect(() => {
    const expired = params.get('expired') === '1';
    const shared = params.get('shared') === 'invalid';
    if (!expired && !shared) return;
    setNotice(expired ? 'expired' : 'sharedInvalid');
    const next = new URLSearchParams(params);
    next.delete('expired');
    next.delete('shared');
    setParams(next, { replace: true });
  }, [params, setParams]);

  const set = (field: keyof BirthFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (invalid?.field === field) setInvalid(null);
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const failure = validateBirthForm(values);
    setInvalid(failure);
    if (failure) {
      refs[failure.field].current?.focus();
      return;
    }
    const user: UserData = {
      name: values.name.trim(),
      birthdate: values.birthdate,
      birthHour: Number(values.birthHour),
      birthMinute: Number(values.birthMinute),
      birthplace: values.birthplace.trim(),
      gender: values.gender as UserData['gender'],
      fullBirthDateTime: fullBirthDateTime(
        values.birthdate,
        Number(values.birthHour),
        Number(values.birthMinute),
      ),
    };
    const store = useAppStore.getState();
    store.setUserData(user);
    store.setAnalysisType(analysis);
    store.setLoading(true);
    try {
      const results = await computeResults(user, store.settings.conventions);
      store.setResults(results, analysis);
      const id = String(Date.now());
      navigate(analysis === 'bazi' ? paths.baziResults(id) : paths.astrologyResults(id));
    } catch (err) {
      console.error(err);
      const code = (err as { code?: string }).code;
      store.setError({
        message: code ? `errors.${code}` : 'appErrors.CalculationError',
        type: 'CalculationError',
        timestamp: Date.now(),
        ...(code ? { code } : {}),
      });
    }
  };

  const errorId = (field: BirthField) => (invalid?.field === field ? `${field}-error` : undefined);
  const fieldError = (field: BirthField) =>
    invalid?.field === field ? (
      <p id={`${field}-error`} className="field-error" role="alert">
        {t(invalid.messageKey)}
      </p>
    ) : null;
  const dateText = values.birthdate
    ? new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : i18n.language === 'en' ? 'en-US' : 'ja-JP', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${values.birthdate}T00:00:00Z`))
    : '';

  return (
    <div className="page home-page">
      <section className="hero">
        <h1>{t('hero.title')}</h1>
        <p className="lead">{t('hero.lead')}</p>
      </section>
      {notice && (
        <div className="notice notice-info" role="alert">
          <p>{t(notice === 'expired' ? 'notices.expired' : 'notices.sharedInvalid')}</p>
          <button type="button" className="button-secondary" onClick={() => setNotice(null)}>
            {t('common:actions.close')}
          </button>
        </div>
      )}
      <form className="card birth-form" noValidate onSubmit={onSubmit} aria-labelledby="form-title">
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
            onChange={(e) => set('name')(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="birthdate">
            {t('form.birthdate')}{' '}
            <span className="required" aria-hidden="true">
              *
            </span>
          </label>
          <input
            id="birthdate"
            ref={refs.birthdate}
            type="date"
            required
            min="1800-01-01"
            max="2200-12-31"
            aria-invalid={invalid?.field === 'birthdate'}
            aria-describedby={errorId('birthdate')}
            value={values.birthdate}
            onChange={(e) => set('birthdate')(e.target.value)}
          />
          {dateText && <p className="field-note">{dateText}</p>}
          {fieldError('birthdate')}
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor="birthHour">
              {t('form.birthHour')}{' '}
              <span className="required" aria-hidden="true">
                *
              </span>
            </label>
            <select
              id="birthHour"
              ref={refs.birthHour}
              required
              aria-invalid={invalid?.field === 'birthHour'}
              aria-describedby={errorId('birthHour')}
              value={values.birthHour}
              onChange={(e) => set('birthHour')(e.target.value)}
            >
              <option value="">{t('form.choose')}</option>
              {HOURS.map((h) => (
                <option key={h} value={h}>
                  {t('form.hourOption', { hour: h })}
                </option>
              ))}
            </select>
            {fieldError('birthHour')}
          </div>
          <div className="field">
            <label htmlFor="birthMinute">
              {t('form.birthMinute')}{' '}
              <span className="required" aria-hidden="true">
                *
              </span>
            </label>
            <select
              id="birthMinute"
              ref={refs.birthMinute}
              required
              aria-invalid={invalid?.field === 'birthMinute'}
              aria-describedby={errorId('birthMinute')}
              value={values.birthMinute}
              onChange={(e) => set('birthMinute')(e.target.value)}
            >
              <option value="">{t('form.choose')}</option>
              {MINUTES.map((m) => (
                <option key={m} value={m}>
                  {t('form.minuteOption', { minute: String(m).padStart(2, '0') })}
                </option>
              ))}
            </select>
            {fieldError('birthMinute')}
          </div>
        </div>
        <div className="field">
          <label htmlFor="birthplace">
            {t('form.birthplace')}{' '}
            <span className="required" aria-hidden="true">
              *
            </span>
          </label>
          <PlaceCombobox
            id="birthplace"
            inputRef={refs.birthplace}
            value={values.birthplace}
            onChange={set('birthplace')}
            invalid={invalid?.field === 'birthplace'}
            describedBy={errorId('birthplace')}
          />
          {fieldError('birthplace')}
        </div>
        <fieldset
          className="field"
          aria-describedby={errorId('gender')}
          aria-invalid={invalid?.field === 'gender'}
        >
          <legend>
            {t('form.gender')}{' '}
            <span className="required" aria-hidden="true">
              *
            </span>
          </legend>
          <div className="radio-row">
            {(['male', 'female'] as const).map((g, i) => (
              <label key={g} className="radio">
                <input
                  ref={i === 0 ? refs.gender : undefined}
                  type="radio"
                  name="gender"
                  value={g}
                  required
                  checked={values.gender === g}
                  onChange={() => set('gender')(g)}
                />
                {t(`common:genders.${g}`)}
              </label>
            ))}
          </div>
          {fieldError('gender')}
        </fieldset>
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
        {appError && (
          <p className="form-error" role="alert">
            {t(appError.message, { ns: ['home', 'common'] })}
          </p>
        )}
        <button type="submit" className="button-primary" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? t('common:status.computing') : t('form.submit')}
        </button>
        <p className="privacy-line">{t('form.privacy')}</p>
      </form>
      <RecentAnalyses />
    </div>
  );
}
