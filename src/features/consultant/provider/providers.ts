/**
 * The AI providers the consultant can use (issue 11): presets for OpenAI, DeepSeek and a local Ollama, or any
 * OpenAI-compatible base URL the user enters. Keys stay on the device; nothing here is a secret.
 */
export const PROVIDER_IDS = ['openai', 'deepseek', 'ollama', 'custom'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

export interface ProviderPreset {
  id: ProviderId;
  /** Shown to the user ("answered by …") and in the consent step ("sent to …"). */
  label: string;
  /** Empty for a custom provider: the user enters it. */
  baseUrl: string;
  defaultModel: string;
  /** Whether the provider needs an API key (a local Ollama does not). */
  needsKey: boolean;
}

export const PROVIDERS: Record<ProviderId, ProviderPreset> = {
  openai: {
    id: 'openai',
    label: 'OpenAI',
    baseUrl: 'https://api.openai.com/v1',
    defaultModel: 'gpt-4o-mini',
    needsKey: true,
  },
  deepseek: {
    id: 'deepseek',
    label: 'DeepSeek',
    baseUrl: 'https://api.deepseek.com/v1',
    defaultModel: 'deepseek-chat',
    needsKey: true,
  },
  ollama: {
    id: 'ollama',
    label: 'Ollama',
    baseUrl: 'http://127.0.0.1:11434/v1',
    defaultModel: 'llama3.1',
    needsKey: false,
  },
  custom: { id: 'custom', label: '', baseUrl: '', defaultModel: '', needsKey: false },
};

/**
 * The one line a user runs so a local Ollama accepts requests from this site's origin (by default it answers only
 * its own origin, and the browser then blocks the reply).
 */
export function ollamaOriginCommand(origin: string): string {
  return `OLLAMA_ORIGINS=${origin} ollama serve`;
}

/**
 * Spec §3 "AI config" and §9 "Chat": the defaults of a new configuration. `timeoutSec` is ours: how long the chat
 * waits for the provider's next piece before it gives up (a slow local model may need more than a minute).
 */
export const AI_CONFIG_DEFAULTS = {
  temperature: 0.7,
  maxTokens: 1000,
  maxHistoryLength: 20,
  timeoutSec: 60,
} as const;
/** The range the response timeout may be set to, in seconds. */
export const AI_TIMEOUT_RANGE_SEC = { min: 5, max: 600 } as const;

/** How a provider is named to the user: the preset's name, or for another address its host (e.g. "api.example.com"). */
export function providerName(provider: ProviderId, baseUrl: string): string {
  if (PROVIDERS[provider].label) return PROVIDERS[provider].label;
  try {
    return new URL(baseUrl).host || baseUrl;
  } catch {
    return baseUrl;
  }
}
