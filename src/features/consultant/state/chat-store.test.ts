// @vitest-environment happy-dom
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StorageValue } from 'zustand/middleware';
import { safeLocalStorage } from '../../../shared/lib/storage';
import { listUnreadable } from '../../../shared/lib/unreadable-backups';
import { AI_CHAT_STATE_KEY, FORGET_CHAT_EVENT } from '../../../shared/stores/app-types';
import { cpuMs } from '../../../test/cpu-time';
import { fuzzParams, fuzzTimeoutMs } from '../../../test/fuzz';
import { conversationArbOf, instantArb } from '../conversation/conversation-arbitraries';
import { conversationSchema, MAX_MESSAGES } from '../conversation/conversations';
import { AI_TIMEOUT_RANGE_SEC, PROVIDER_IDS, PROVIDERS } from '../provider/providers';
import type { ChatPersisted } from './chat-store';

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
    expect(listUnreadable(AI_CHAT_STATE_KEY, safeLocalStorage).map((b) => b.value)).toEqual([
      '{"state":{"conversations":"nope"}}',
    ]);
  });

  // Issue 33 §2: the same recovery as the app state and the saved people, for every way the value can be unreadable.
  for (const [label, raw] of [
    ['empty', ''],
    ['truncated', '{"state":{"conversations":[{"id":"a","mess'],
    ['HTML', '<!doctype html><p>502</p>'],
    ['null', 'null'],
    ['an array', '[1,2]'],
    ['a newer version', JSON.stringify({ state: { conversations: [] }, version: 9 })],
  ] as const)
    it(`puts ${label} aside and tells the user once`, async () => {
      localStorage.setItem(AI_CHAT_STATE_KEY, raw);
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const m = await freshStore();
      const { useStorageStatus } = await import('../../../shared/stores/storage-status');
      expect(m.useChatStore.getState().conversations).toEqual([]);
      const kept = listUnreadable(AI_CHAT_STATE_KEY, safeLocalStorage);
      expect(kept.map((k) => k.value)).toEqual([raw]);
      expect(useStorageStatus.getState()).toMatchObject({ recovered: kept[0]?.key, dismissed: false });
      useStorageStatus.setState({ recovered: null });
      await freshStore();
      const status = (await import('../../../shared/stores/storage-status')).useStorageStatus.getState();
      expect(status.recovered).toBeNull();
      expect(listUnreadable(AI_CHAT_STATE_KEY, safeLocalStorage)).toHaveLength(1);
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

describe('ai-chat-state read back (fuzzed)', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  const keptAside = () => listUnreadable(AI_CHAT_STATE_KEY, safeLocalStorage).map((b) => b.value);
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).join();
  const expectNoPollution = () =>
    expect(
      ({} as Record<string, unknown>).polluted === undefined &&
        Object.getOwnPropertyNames(Object.prototype).join() === prototypeKeys,
      'Object.prototype changed',
    ).toBe(true);

  const baseUrlArb = fc.oneof(
    fc.constantFrom(...Object.values(PROVIDERS).map((p) => p.baseUrl)),
    fc.string({ maxLength: 30 }),
  );
  const configArb = fc.record(
    {
      provider: fc.constantFrom(...PROVIDER_IDS),
      baseUrl: baseUrlArb,
      model: fc.string({ maxLength: 20 }),
      apiKey: fc.string({ maxLength: 40 }),
      temperature: fc.integer({ min: 0, max: 200 }).map((n) => n / 100),
      maxTokens: fc.integer({ min: 1, max: 100_000 }),
      maxHistoryLength: fc.integer({ min: 0, max: MAX_MESSAGES }),
      timeoutSec: fc.integer({ min: AI_TIMEOUT_RANGE_SEC.min, max: AI_TIMEOUT_RANGE_SEC.max }),
    },
    {
      requiredKeys: [
        'provider',
        'baseUrl',
        'model',
        'apiKey',
        'temperature',
        'maxTokens',
        'maxHistoryLength',
      ],
    },
  );
  /** What the store writes (partialize's fields), as any visit could have left it. */
  const persistedArb = fc.record({
    conversations: fc.array(conversationArbOf(4), { maxLength: 2 }), // the import suite tries long ones
    activeId: fc.option(fc.string({ maxLength: 36 }), { nil: null }),
    config: fc.option(configArb, { nil: null }),
    preferOffline: fc.boolean(),
    consent: fc.option(
      fc.record({
        provider: fc.constantFrom(...PROVIDER_IDS),
        baseUrl: baseUrlArb,
        includeName: fc.boolean(),
        atMs: instantArb,
      }),
      { nil: null },
    ),
    preferences: fc.record({
      autoSave: fc.boolean(),
      showTimestamps: fc.boolean(),
      enableSound: fc.boolean(),
      theme: fc.constantFrom('auto', 'light', 'dark'),
    }),
    lastSaved: instantArb,
  });
  const stored = (state: unknown, version: unknown = 1) => JSON.stringify({ state, version });

  it(
    'reads back every state the store writes, a missing timeout as the default, and keeps nothing aside',
    async () => {
      const { chatStorage } = await freshStore();
      fc.assert(
        fc.property(persistedArb, (state) => {
          localStorage.clear();
          localStorage.setItem(AI_CHAT_STATE_KEY, stored(state));
          const config = state.config && { timeoutSec: 60, ...state.config };
          expect(chatStorage.getItem(AI_CHAT_STATE_KEY)).toEqual({ state: { ...state, config }, version: 1 });
          expect(keptAside()).toEqual([]);
        }),
        fuzzParams(),
      );
    },
    fuzzTimeoutMs(),
  );

  it(
    'never throws on any stored text: a valid state, or null with the text kept aside; never polluted',
    async () => {
      const { chatStorage } = await freshStore();
      const valid = fc.sample(persistedArb, { numRuns: 40, seed: 5 }).map((s) => stored(s));
      /** A prototype key written into one of the JSON text's objects (JSON.stringify cannot write an own one). */
      const withKey = (json: string, key: string, value: string, n: number) => {
        const objects = [...json.matchAll(/\{/g)].map((m) => m.index);
        const i = objects[n % objects.length] ?? 0;
        return `${json.slice(0, i + 1)}"${key}":${value},${json.slice(i + 1)}`;
      };
      const texts = fc.oneof(
        fc
          .tuple(
            fc.constantFrom(...valid),
            fc.constantFrom('__proto__', 'constructor', 'prototype'),
            fc.constantFrom('{"polluted":true}', '{"__proto__":{"polluted":true}}', '1'),
            fc.nat(),
          )
          .map(([v, k, x, n]) => withKey(v, k, x, n)),
        fc
          .tuple(fc.constantFrom(...valid), fc.nat(), fc.string({ maxLength: 3 }), fc.nat(3))
          .map(([v, i, s, cut]) => v.slice(0, i % v.length) + s + v.slice((i % v.length) + cut)),
        fc.tuple(fc.constantFrom(...valid), fc.nat()).map(([v, n]) => v.slice(0, n % v.length)),
        // A valid state under any version: only 1 is read, anything else is kept aside.
        fc
          .tuple(fc.constantFrom(...valid), fc.jsonValue({ maxDepth: 1 }))
          .map(([v, version]) => stored(JSON.parse(v).state, version)),
        fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
        fc.jsonValue({ maxDepth: 3 }).map((v) => stored(v)),
        fc.string({ maxLength: 100 }),
      );
      let read = 0;
      fc.assert(
        fc.property(texts, (raw) => {
          localStorage.clear();
          localStorage.setItem(AI_CHAT_STATE_KEY, raw);
          const out = chatStorage.getItem(AI_CHAT_STATE_KEY) as StorageValue<ChatPersisted> | null;
          if (out === null) {
            // Unreadable: kept aside exactly as it was, and the store starts clean.
            expect(keptAside()).toEqual([raw]);
            expect(localStorage.getItem(AI_CHAT_STATE_KEY)).toBeNull();
          } else {
            read++;
            expect(keptAside()).toEqual([]);
            expect(out.version).toBe(1);
            expect(out.state.conversations.every((c) => conversationSchema.safeParse(c).success)).toBe(true);
            const timeout = out.state.config?.timeoutSec ?? AI_TIMEOUT_RANGE_SEC.min;
            expect(timeout >= AI_TIMEOUT_RANGE_SEC.min && timeout <= AI_TIMEOUT_RANGE_SEC.max).toBe(true);
            // What was read, written and read again, is the same (nothing odd passed through half-checked).
            localStorage.setItem(AI_CHAT_STATE_KEY, JSON.stringify(out));
            expect(chatStorage.getItem(AI_CHAT_STATE_KEY)).toEqual(out);
          }
          expectNoPollution();
        }),
        fuzzParams(),
      );
      expect(read).toBeGreaterThan(0);
    },
    fuzzTimeoutMs(),
  );

  it('reads huge and deep stored text (5–50 MB, 100,000 levels) in bounded time', async () => {
    const { chatStorage } = await freshStore();
    const [state] = fc.sample(persistedArb, { numRuns: 1, seed: 9 });
    const timed = (raw: string) => {
      localStorage.clear();
      localStorage.setItem(AI_CHAT_STATE_KEY, raw);
      const started = cpuMs();
      const out = chatStorage.getItem(AI_CHAT_STATE_KEY);
      expect(cpuMs() - started).toBeLessThan(10_000);
      return out;
    };
    expect(timed('{'.repeat(50_000_000))).toBeNull();
    expect(timed(`{"state":${'['.repeat(100_000)}${']'.repeat(100_000)}}`)).toBeNull();
    const long = { ...state, conversations: [{ ...conversation('a'), title: 'x'.repeat(5_000_000) }] };
    expect(timed(stored(long))).toBeNull(); // no title is that long
    const big = { ...state, conversations: [{ ...conversation('a'), messages: [] }], config: null };
    big.conversations[0]?.messages.push({
      id: 'm',
      role: 'user',
      content: 'x'.repeat(5_000_000),
      timestamp: 1,
      metadata: { wordCount: 1 },
      isStreaming: false,
    } as never);
    expect(timed(stored(big))).toEqual({ state: big, version: 1 });
  });
});
