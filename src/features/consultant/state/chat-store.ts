import * as z from 'zod/mini';
import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
import { safeLocalStorage } from '../../../shared/lib/storage';
import { putAsideUnreadable } from '../../../shared/lib/unreadable-backups';
import { AI_CHAT_STATE_KEY, FORGET_CHAT_EVENT } from '../../../shared/stores/app-types';
import { useStorageStatus } from '../../../shared/stores/storage-status';
import { type Conversation, conversationSchema, MAX_MESSAGES } from '../conversation/conversations';
import {
  AI_CONFIG_DEFAULTS,
  AI_TIMEOUT_RANGE_SEC,
  PROVIDER_IDS,
  type ProviderId,
} from '../provider/providers';

/**
 * The consultant's state on this device (spec §3 "Browser storage": conversations, active id, config, preferences,
 * lastSaved, under `ai-chat-state`). The API key is kept here and nowhere else; it goes only to the provider the
 * user configured.
 */

/** Spec §3 "AI config", plus where to send it (the user's own OpenAI-compatible provider). */
export interface AiConfig {
  provider: ProviderId;
  baseUrl: string;
  model: string;
  apiKey: string;
  temperature: number;
  maxTokens: number;
  maxHistoryLength: number;
  /** Seconds without a byte from the provider before the reply fails with the timeout error. */
  timeoutSec: number;
}

/** Spec §3 "User preferences". */
export interface ChatPreferences {
  autoSave: boolean;
  showTimestamps: boolean;
  enableSound: boolean;
  theme: 'auto' | 'light' | 'dark';
}

/** The user's yes to sending their chart facts (and, if they allow it, their name) to one provider. */
export interface ChatConsent {
  provider: ProviderId;
  baseUrl: string;
  includeName: boolean;
  atMs: number;
}

export interface ChatPersisted {
  conversations: Conversation[];
  activeId: string | null;
  /** Null: no provider configured, the offline consultant answers. */
  config: AiConfig | null;
  /** The user chose the offline consultant although a provider is configured. */
  preferOffline: boolean;
  consent: ChatConsent | null;
  preferences: ChatPreferences;
  lastSaved: number;
}

export interface ChatState extends ChatPersisted {
  setConfig(config: AiConfig | null): void;
  setPreferOffline(preferOffline: boolean): void;
  giveConsent(consent: ChatConsent): void;
  withdrawConsent(): void;
  setPreferences(patch: Partial<ChatPreferences>): void;
  /** Adds or replaces a conversation (matched by id) and, when `activate`, makes it the active one. */
  putConversation(conversation: Conversation, activate?: boolean): void;
  setActive(id: string | null): void;
  deleteConversation(id: string): void;
  clearAll(): void;
  /** Back to a first visit (clear-user-data and reset-app call it). */
  reset(): void;
}

export const CHAT_PREFERENCES_DEFAULTS: ChatPreferences = {
  autoSave: true,
  showTimestamps: false,
  enableSound: false,
  theme: 'auto',
};

const INITIAL: ChatPersisted = {
  conversations: [],
  activeId: null,
  config: null,
  preferOffline: false,
  consent: null,
  preferences: CHAT_PREFERENCES_DEFAULTS,
  lastSaved: 0,
};

/** A new configuration for a provider, with the spec's defaults. */
export function defaultConfig(provider: ProviderId, baseUrl: string, model: string): AiConfig {
  return { provider, baseUrl, model, apiKey: '', ...AI_CONFIG_DEFAULTS };
}

/** Whether the consent given covers this configuration (asked again when the provider or its address changes). */
export function consentCovers(consent: ChatConsent | null, config: AiConfig | null): consent is ChatConsent {
  return !!consent && !!config && consent.provider === config.provider && consent.baseUrl === config.baseUrl;
}

const configSchema = z.object({
  provider: z.enum(PROVIDER_IDS),
  baseUrl: z.string(),
  model: z.string(),
  apiKey: z.string(),
  temperature: z.number().check(z.gte(0), z.lte(2)),
  maxTokens: z.number().check(z.int(), z.gte(1)),
  maxHistoryLength: z.number().check(z.int(), z.gte(0), z.lte(MAX_MESSAGES)),
  // Configurations saved before the setting existed have none: they get the default.
  timeoutSec: z.optional(z.number().check(z.gte(AI_TIMEOUT_RANGE_SEC.min), z.lte(AI_TIMEOUT_RANGE_SEC.max))),
});

const persistedSchema = z.object({
  conversations: z.array(conversationSchema),
  activeId: z.nullable(z.string()),
  config: z.nullable(configSchema),
  preferOffline: z.boolean(),
  consent: z.nullable(
    z.object({
      provider: z.enum(PROVIDER_IDS),
      baseUrl: z.string(),
      includeName: z.boolean(),
      atMs: z.number(),
    }),
  ),
  preferences: z.object({
    autoSave: z.boolean(),
    showTimestamps: z.boolean(),
    enableSound: z.boolean(),
    theme: z.enum(['auto', 'light', 'dark']),
  }),
  lastSaved: z.number(),
});

/** Exported for tests: checks the stored value and keeps an unreadable one under a backup key (never crash). */
export const chatStorage: PersistStorage<ChatPersisted> = {
  getItem(name) {
    const raw = safeLocalStorage.getItem(name);
    if (raw === null) return null;
    try {
      const value = JSON.parse(raw) as { state?: unknown; version?: unknown };
      const checked = persistedSchema.safeParse(value?.state);
      // Version 1 is the only one written: another (a newer app's) is kept aside too, not dropped by the store.
      if (checked.success && (value.version ?? 1) === 1) {
        const { config } = checked.data;
        const state = {
          ...checked.data,
          config: config && { ...config, timeoutSec: config.timeoutSec ?? AI_CONFIG_DEFAULTS.timeoutSec },
        };
        return { state: state as ChatPersisted, version: 1 };
      }
    } catch {
      // falls through to the backup below
    }
    // Put aside, never lost (issue 16 §4): cleared only once copied; with no room to copy, left untouched.
    putAsideUnreadable(name, raw, safeLocalStorage, (status) => useStorageStatus.setState(status));
    return null;
  },
  setItem(name, value) {
    const status = useStorageStatus.getState();
    if (status.held === name) return;
    const ok = safeLocalStorage.setItem(name, JSON.stringify(value));
    if (ok === status.writeFailed) useStorageStatus.setState({ writeFailed: !ok, dismissed: false });
  },
  removeItem(name) {
    safeLocalStorage.removeItem(name);
  },
};

export const useChatStore = create<ChatState>()(
  persist(
    (set, get) => {
      const saved = () => ({ lastSaved: Date.now() });
      return {
        ...INITIAL,
        setConfig(config) {
          set({ config, ...saved() });
        },
        setPreferOffline(preferOffline) {
          set({ preferOffline, ...saved() });
        },
        giveConsent(consent) {
          set({ consent, ...saved() });
        },
        withdrawConsent() {
          set({ consent: null, ...saved() });
        },
        setPreferences(patch) {
          set({ preferences: { ...get().preferences, ...patch }, ...saved() });
        },
        putConversation(conversation, activate = false) {
          const list = get().conversations;
          const at = list.findIndex((c) => c.id === conversation.id);
          const conversations =
            at === -1 ? [conversation, ...list] : list.map((c, i) => (i === at ? conversation : c));
          set({ conversations, ...(activate ? { activeId: conversation.id } : {}), ...saved() });
        },
        setActive(id) {
          set({ activeId: id && get().conversations.some((c) => c.id === id) ? id : null });
        },
        deleteConversation(id) {
          const conversations = get().conversations.filter((c) => c.id !== id);
          const activeId = get().activeId === id ? null : get().activeId;
          set({ conversations, activeId, ...saved() });
        },
        clearAll() {
          set({ conversations: [], activeId: null, ...saved() });
        },
        reset() {
          set({ ...INITIAL });
        },
      };
    },
    {
      name: AI_CHAT_STATE_KEY,
      version: 1,
      storage: chatStorage,
      // With auto-save off, conversations live for this visit only; the setup is always kept.
      partialize: (s): ChatPersisted => ({
        conversations: s.preferences.autoSave ? s.conversations : [],
        activeId: s.preferences.autoSave ? s.activeId : null,
        config: s.config,
        preferOffline: s.preferOffline,
        consent: s.consent,
        preferences: s.preferences,
        lastSaved: s.lastSaved,
      }),
    },
  ),
);

// Delete-my-data and reset-app (settings dialog) reach a store already in memory through this event.
if (typeof window !== 'undefined')
  window.addEventListener(FORGET_CHAT_EVENT, () => {
    useChatStore.getState().reset();
    safeLocalStorage.removeItem(AI_CHAT_STATE_KEY);
  });
