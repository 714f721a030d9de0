// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AI_CHAT_STATE_KEY, FORGET_CHAT_EVENT } from '../../../shared/stores/app-types';
import { PROVIDERS } from '../provider/providers';

const conversation = (id: string) => ({
  id,
  messages: [],
  userData: {
    name: '花子',
    birthdate: '1990-05-15',
    birthHour: 14,
    birthMinute: 30,
    birthplace: '東京',
    gender: 'female' as const,
    fullBirthDateTime: '1990-05-15T14:30:00',
  },
  language: 'ja' as const,
  createdAt: 1,
  updatedAt: 1,
  title: '',
  metadata: { totalTokens: 0, messageCount: 0, lastActivity: 1 },
});

async function freshStore() {
  vi.resetModules();
  const m = await import('./chat-store');
  await m.useChatStore.persist.rehydrate();
  return m;
}
const stored = () => JSON.parse(localStorage.getItem(AI_CHAT_STATE_KEY) ?? 'null');

describe('ai-chat-state', () => {
  beforeEach(() => localStorage.clear());

  it('keeps conversations, the active id, config, consent, preferences and lastSaved under ai-chat-state', async () => {
    const { useChatStore, defaultConfig } = await freshStore();
    const s = useChatStore.getState();
    s.setConfig({ ...defaultConfig('deepseek', PROVIDERS.deepseek.baseUrl, 'deepseek-chat'), apiKey: 'k' });
    s.putConversation(conversation('a'), true);
    s.giveConsent({ provider: 'deepseek', baseUrl: PROVIDERS.deepseek.baseUrl, includeName: false, atMs: 5 });
    const saved = stored().state;
    expect(saved.activeId).toBe('a');
    expect(saved.conversations.map((c: { id: string }) => c.id)).toEqual(['a']);
    expect(saved.config).toMatchObject({
      provider: 'deepseek',
      temperature: 0.7,
      maxTokens: 1000,
      maxHistoryLength: 20,
      timeoutSec: 60,
    });
    expect(saved.lastSaved).toBeGreaterThan(0);
    // Read back on the next visit.
    const again = await freshStore();
    expect(again.useChatStore.getState().conversations).toHaveLength(1);
    expect(again.useChatStore.getState().config?.apiKey).toBe('k');
  });

  it('reads a configuration saved before the response timeout existed with the default timeout', async () => {
    const { defaultConfig } = await freshStore();
    const { timeoutSec: _dropped, ...older } = defaultConfig('ollama', PROVIDERS.ollama.baseUrl, 'llama3.1');
    const state = (config: object) =>
      JSON.stringify({
        state: {
          conversations: [],
          activeId: null,
          config,
          preferOffline: false,
          consent: null,
          preferences: { autoSave: true, showTimestamps: false, enableSound: false, theme: 'auto' },
          lastSaved: 1,
        },
        version: 1,
      });
    localStorage.setItem(AI_CHAT_STATE_KEY, state(older));
    const again = await freshStore();
    expect(again.useChatStore.getState().config).toMatchObject({ model: 'llama3.1', timeoutSec: 60 });
    // A timeout outside the allowed range is not accepted from storage.
    localStorage.setItem(AI_CHAT_STATE_KEY, state({ ...older, timeoutSec: 1 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await freshStore()).useChatStore.getState().config).toBeNull();
  });

  it('asks for consent again when the provider or its address changes', async () => {
    const { consentCovers, defaultConfig } = await freshStore();
    const config = defaultConfig('custom', 'http://127.0.0.1:9/v1', 'm');
    const consent = {
      provider: 'custom' as const,
      baseUrl: 'http://127.0.0.1:9/v1',
      includeName: true,
      atMs: 1,
    };
    expect(consentCovers(consent, config)).toBe(true);
    expect(consentCovers(consent, { ...config, baseUrl: 'http://127.0.0.1:10/v1' })).toBe(false);
    expect(consentCovers(consent, { ...config, provider: 'openai' })).toBe(false);
    expect(consentCovers(null, config)).toBe(false);
  });

  it('with auto-save off keeps conversations for this visit only', async () => {
    const { useChatStore } = await freshStore();
    useChatStore.getState().setPreferences({ autoSave: false });
    useChatStore.getState().putConversation(conversation('b'), true);
    expect(useChatStore.getState().conversations).toHaveLength(1);
    expect(stored().state.conversations).toEqual([]);
    expect(stored().state.preferences.autoSave).toBe(false);
  });

  it('deletes one, clears all, and resets; a stored value it cannot read is kept aside, not crashed on', async () => {
    const { useChatStore } = await freshStore();
    const s = useChatStore.getState();
    s.putConversation(conversation('a'));
    s.putConversation(conversation('b'), true);
    s.deleteConversation('b');
    expect(useChatStore.getState().activeId).toBeNull();
    expect(useChatStore.getState().conversations.map((c) => c.id)).toEqual(['a']);
    s.clearAll();
    expect(stored().state.conversations).toEqual([]);
    localStorage.setItem(AI_CHAT_STATE_KEY, '{"state":{"conversations":"nope"}}');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const again = await freshStore();
    expect(again.useChatStore.getState().conversations).toEqual([]);
    expect(localStorage.getItem(`${AI_CHAT_STATE_KEY}.unreadable-backup`)).toBe(
      '{"state":{"conversations":"nope"}}',
    );
  });

  it('forgets everything, in memory and stored, when the user deletes their data', async () => {
    const { useChatStore, defaultConfig } = await freshStore();
    useChatStore.getState().setConfig(defaultConfig('openai', PROVIDERS.openai.baseUrl, 'gpt-4o-mini'));
    useChatStore.getState().putConversation(conversation('a'), true);
    window.dispatchEvent(new Event(FORGET_CHAT_EVENT));
    expect(useChatStore.getState().conversations).toEqual([]);
    expect(useChatStore.getState().config).toBeNull();
    expect(localStorage.getItem(AI_CHAT_STATE_KEY)).toBeNull();
  });
});
