import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectAllowed, connectOrigins, originOf, type PolicyEnv } from '../../../shared/lib/content-policy';
import { Modal } from '../../../shared/ui/modal';
import { MAX_MESSAGES } from '../conversation/conversations';
import {
  AI_TIMEOUT_RANGE_SEC,
  ollamaOriginCommand,
  PROVIDER_IDS,
  PROVIDERS,
  type ProviderId,
  providerName,
} from '../provider/providers';
import { type AiConfig, consentCovers, defaultConfig, useChatStore } from '../state/chat-store';

type Engine = 'offline' | ProviderId;
type FieldError = { field: string; key: string; values?: Record<string, number | string> };

/** The origins this build's content policy lets the page connect to (README, "Content-Security-Policy"). */
const ALLOWED_ORIGINS = connectOrigins(import.meta.env as PolicyEnv);

/** Checks a configuration; the first problem per field, as message keys. */
function validate(c: AiConfig): FieldError[] {
  const errors: FieldError[] = [];
  const baseUrl = c.baseUrl.trim();
  if (!/^https?:\/\/[^\s/]+/i.test(baseUrl))
    errors.push({ field: 'baseUrl', key: 'settings.errors.baseUrl' });
  // The browser would refuse the request under the site's policy: say so now, not as a network error later.
  else if (!connectAllowed(baseUrl, ALLOWED_ORIGINS, window.location.origin))
    errors.push({
      field: 'baseUrl',
      key: 'settings.errors.notAllowed',
      values: { origin: originOf(baseUrl) ?? baseUrl },
    });
  if (!c.model.trim()) errors.push({ field: 'model', key: 'settings.errors.model' });
  if (PROVIDERS[c.provider].needsKey && !c.apiKey.trim())
    errors.push({ field: 'apiKey', key: 'settings.errors.apiKey' });
  const range = (field: keyof AiConfig, v: number, min: number, max: number, int: boolean) => {
    if (!Number.isFinite(v) || v < min || v > max || (int && !Number.isInteger(v)))
      errors.push({ field, key: 'settings.errors.number', values: { min, max } });
  };
  range('temperature', c.temperature, 0, 2, false);
  range('maxTokens', c.maxTokens, 1, 32000, true);
  range('maxHistoryLength', c.maxHistoryLength, 0, MAX_MESSAGES, true);
  range('timeoutSec', c.timeoutSec, AI_TIMEOUT_RANGE_SEC.min, AI_TIMEOUT_RANGE_SEC.max, true);
  return errors;
}

/**
 * AI settings (issue 11 §1): who answers — the offline consultant or the user's own OpenAI-compatible provider
 * (OpenAI, DeepSeek, a local Ollama, any other address) — with model, key, temperature, reply length and history
 * length; the consent given and its withdrawal; whether conversations are kept and times shown.
 */
export function AiSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('consultant');
  const store = useChatStore();
  const [engine, setEngine] = useState<Engine>(
    store.config && !store.preferOffline ? store.config.provider : 'offline',
  );
  const [draft, setDraft] = useState<AiConfig>(
    store.config ?? defaultConfig('openai', PROVIDERS.openai.baseUrl, PROVIDERS.openai.defaultModel),
  );
  const [showKey, setShowKey] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [saved, setSaved] = useState(false);

  const pick = (next: Engine) => {
    setEngine(next);
    setErrors([]);
    setSaved(false);
    if (next === 'offline' || next === draft.provider) return;
    const preset = PROVIDERS[next];
    // Switching provider starts from its preset (its address and model), keeping the numbers the user set.
    setDraft((d) => ({
      ...d,
      provider: next,
      baseUrl: preset.baseUrl,
      model: preset.defaultModel,
      apiKey: '',
    }));
  };
  const set = <K extends keyof AiConfig>(key: K, value: AiConfig[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setSaved(false);
  };
  const save = () => {
    if (engine === 'offline') {
      store.setPreferOffline(true);
      setSaved(true);
      return;
    }
    const config = {
      ...draft,
      baseUrl: draft.baseUrl.trim(),
      model: draft.model.trim(),
      apiKey: draft.apiKey.trim(),
    };
    const found = validate(config);
    setErrors(found);
    if (found.length) {
      document.getElementById(`ai-${found[0]?.field}`)?.focus();
      return;
    }
    store.setConfig(config);
    store.setPreferOffline(false);
    setSaved(true);
  };
  const errorOf = (field: string) => errors.find((e) => e.field === field);
  const field = (name: keyof AiConfig, label: string, input: React.ReactNode, hint?: string) => {
    const error = errorOf(name);
    return (
      <div className="field">
        <label htmlFor={`ai-${name}`}>{label}</label>
        {input}
        {hint && (
          <p className="field-note" id={`ai-${name}-hint`}>
            {hint}
          </p>
        )}
        {error && (
          <p className="field-error" id={`ai-${name}-error`} role="alert">
            {t(error.key, error.values)}
          </p>
        )}
      </div>
    );
  };
  const described = (name: string, hint = false) =>
    [hint ? `ai-${name}-hint` : '', errorOf(name) ? `ai-${name}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const number = (name: 'temperature' | 'maxTokens' | 'maxHistoryLength' | 'timeoutSec', step: number) => (
    <input
      id={`ai-${name}`}
      type="number"
      inputMode={step < 1 ? 'decimal' : 'numeric'}
      step={step}
      value={Number.isNaN(draft[name]) ? '' : draft[name]}
      aria-invalid={!!errorOf(name) || undefined}
      aria-describedby={described(name, name === 'timeoutSec')}
      onChange={(e) => set(name, e.target.value === '' ? Number.NaN : Number(e.target.value))}
    />
  );
  const preset = engine === 'offline' ? null : PROVIDERS[engine];
  const consent = consentCovers(store.consent, store.config) ? store.consent : null;

  return (
    <Modal
      titleId="ai-settings-title"
      onClose={onClose}
      header={{ title: t('settings.title'), close: t('settings.close') }}
      testId="ai-settings"
    >
      <p className="field-note">{t('settings.privacy')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
        noValidate
      >
        <div className="field">
          <label htmlFor="ai-engine">{t('settings.engine')}</label>
          <select id="ai-engine" value={engine} onChange={(e) => pick(e.target.value as Engine)}>
            <option value="offline">{t('settings.offline')}</option>
            {PROVIDER_IDS.map((id) => (
              <option key={id} value={id}>
                {id === 'custom'
                  ? t('settings.custom')
                  : id === 'ollama'
                    ? t('settings.ollama')
                    : PROVIDERS[id].label}
              </option>
            ))}
          </select>
        </div>
        {preset && (
          <>
            {field(
              'baseUrl',
              t('settings.baseUrl'),
              <input
                id="ai-baseUrl"
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                value={draft.baseUrl}
                placeholder="https://…/v1"
                aria-invalid={!!errorOf('baseUrl') || undefined}
                aria-describedby={described('baseUrl')}
                onChange={(e) => set('baseUrl', e.target.value)}
              />,
            )}
            {engine === 'ollama' && (
              <div className="chat-ollama">
                <p className="field-note">{t('settings.ollamaHint')}</p>
                <code>{ollamaOriginCommand(window.location.origin)}</code>
              </div>
            )}
            {field(
              'model',
              t('settings.model'),
              <input
                id="ai-model"
                autoComplete="off"
                spellCheck={false}
                value={draft.model}
                aria-invalid={!!errorOf('model') || undefined}
                aria-describedby={described('model')}
                onChange={(e) => set('model', e.target.value)}
              />,
            )}
            {field(
              'apiKey',
              preset.needsKey ? t('settings.apiKey') : t('settings.apiKeyOptional'),
              <>
                <input
                  id="ai-apiKey"
                  type={showKey ? 'text' : 'password'}
                  autoComplete="off"
                  spellCheck={false}
                  value={draft.apiKey}
                  aria-invalid={!!errorOf('apiKey') || undefined}
                  aria-describedby={described('apiKey', true)}
                  onChange={(e) => set('apiKey', e.target.value)}
                />
                <label className="radio">
                  <input type="checkbox" checked={showKey} onChange={(e) => setShowKey(e.target.checked)} />
                  {t('settings.showKey')}
                </label>
              </>,
              t('settings.apiKeyHint'),
            )}
            <div className="chat-numbers">
              {field('temperature', t('settings.temperature'), number('temperature', 0.1))}
              {field('maxTokens', t('settings.maxTokens'), number('maxTokens', 1))}
              {field('maxHistoryLength', t('settings.history'), number('maxHistoryLength', 1))}
              {field(
                'timeoutSec',
                t('settings.timeout', AI_TIMEOUT_RANGE_SEC),
                number('timeoutSec', 1),
                t('settings.timeoutHint'),
              )}
            </div>
          </>
        )}
        <div className="row-actions chat-dialog-actions">
          <button type="submit" className="button-primary">
            {t('settings.save')}
          </button>
          <span role="status" className="chat-saved">
            {saved ? t('settings.saved') : ''}
          </span>
        </div>
      </form>
      {consent && (
        <section>
          <p>{t('settings.consentGiven', { provider: providerName(consent.provider, consent.baseUrl) })}</p>
          <button type="button" className="button-secondary" onClick={() => store.withdrawConsent()}>
            {t('settings.withdraw')}
          </button>
        </section>
      )}
      <section aria-labelledby="ai-prefs-title">
        <h3 id="ai-prefs-title">{t('settings.preferences')}</h3>
        <label className="radio">
          <input
            type="checkbox"
            checked={store.preferences.autoSave}
            onChange={(e) => store.setPreferences({ autoSave: e.target.checked })}
          />
          {t('settings.autoSave')}
        </label>
        <label className="radio">
          <input
            type="checkbox"
            checked={store.preferences.showTimestamps}
            onChange={(e) => store.setPreferences({ showTimestamps: e.target.checked })}
          />
          {t('settings.showTimestamps')}
        </label>
      </section>
    </Modal>
  );
}
