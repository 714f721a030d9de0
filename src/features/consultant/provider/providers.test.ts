import { describe, expect, it } from 'vitest';
import { AI_CONFIG_DEFAULTS, ollamaOriginCommand, PROVIDER_IDS, PROVIDERS, providerName } from './providers';

describe('AI providers', () => {
  it('has a preset for each provider, the hosted ones over https with a key, Ollama on this machine', () => {
    for (const id of PROVIDER_IDS) expect(PROVIDERS[id].id).toBe(id);
    for (const id of ['openai', 'deepseek'] as const) {
      expect(PROVIDERS[id].baseUrl).toMatch(/^https:\/\/[^/]+\/v1$/);
      expect(PROVIDERS[id].needsKey).toBe(true);
    }
    expect(PROVIDERS.ollama).toMatchObject({ baseUrl: 'http://127.0.0.1:11434/v1', needsKey: false });
    expect(ollamaOriginCommand('https://seimei.example')).toBe(
      'OLLAMA_ORIGINS=https://seimei.example ollama serve',
    );
  });

  it('starts from the spec’s numbers: temperature 0.7, 1000 tokens, 20 messages of history', () => {
    expect(AI_CONFIG_DEFAULTS).toEqual({
      temperature: 0.7,
      maxTokens: 1000,
      maxHistoryLength: 20,
      timeoutSec: 60,
    });
  });

  it('names a preset by its name and any other address by its host', () => {
    expect(providerName('deepseek', PROVIDERS.deepseek.baseUrl)).toBe('DeepSeek');
    expect(providerName('custom', 'https://llm.example.org:8443/v1')).toBe('llm.example.org:8443');
    expect(providerName('custom', 'not a url')).toBe('not a url');
  });
});
