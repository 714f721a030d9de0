import { useCallback, useRef, useState } from 'react';
import type { ChartFact } from '../../../core/consultant/chart-facts';
import { type ClaimLexicon, checkClaims } from '../../../core/consultant/claim-check';
import type { Language } from '../../../i18n/languages';
import type { CalculationResults, UserData } from '../../../shared/stores/app-types';
import {
  type ChatMessageRecord,
  type Conversation,
  ConversationError,
  message,
  newConversation,
  retryFrom,
  type WrongClaim,
  withMessage,
} from '../conversation/conversations';
import { citedIds, withoutCitations } from '../grounding/facts-record';
import { requestMessages } from '../grounding/system-prompt';
import { ChatError, streamChat } from '../provider/chat-stream';
import { providerName } from '../provider/providers';
import { type AiConfig, consentCovers, useChatStore } from '../state/chat-store';
import { PACE_TICK_MS, paceSteps, READING_CHARS_PER_SECOND } from './reading-pace';
import { sameBirth } from './whose-chart';

/**
 * The conversation's controller (spec §4 "AI conversations"): sends a question to the configured provider or the
 * offline consultant, streams the reply into view, checks what it states against the chart before it is saved as
 * final, and keeps the question and any partial reply when something fails.
 */

export interface ChatEnv {
  userData: UserData | null;
  results: CalculationResults | null;
  language: Language;
  facts: readonly ChartFact[];
  lexicon: ClaimLexicon;
  /** The system message, with the name only when the user allowed it. */
  system(includeName: boolean): string;
  /** The offline consultant's answer to a question (texts load on first use). */
  offline(question: string): Promise<{ markdown: string; factIds: string[] }>;
}

/** The reply being written: shown live, saved once complete. */
export interface LiveReply {
  conversationId: string;
  message: ChatMessageRecord;
  /** Thinking: nothing has arrived yet. */
  phase: 'thinking' | 'streaming';
}

export type ChatProblem = 'needUserData' | 'offline';

/** The engine that answers now: the user's provider (with consent given for it) or the offline consultant. */
export function activeEngine(config: AiConfig | null, preferOffline: boolean): AiConfig | null {
  return config && !preferOffline ? config : null;
}

/** A new id for a conversation or message. */
export const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.floor(performance.now() * 1000).toString(36)}`;

/** Whether the person asked the system for less motion: offline answers then appear whole. */
const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * How much of a reply the claim check reads: it runs once, as one task, when the reply ends (15 ms per 1,000
 * characters of claim-dense text), so a reply of megabytes must not freeze the page. A real reply is a few thousand.
 */
const CLAIM_CHECK_CHARS = 20_000;

/** What the reply states that the chart contradicts, with its sentence as shown (citations removed). */
function wrongClaims(text: string, env: ChatEnv): WrongClaim[] {
  return checkClaims(text.slice(0, CLAIM_CHECK_CHARS), env.facts, env.lexicon)
    .filter((c) => !c.ok)
    .map(({ kind, factId, stated, actual, sentence, subject }) => ({
      kind,
      factId,
      stated,
      actual,
      sentence: withoutCitations(sentence),
      ...(subject ? { subject } : {}),
    }));
}

/**
 * The conversation a question continues: the one open now, when it is about the chart stored now (issue 33 §4). One
 * about another person (a chart cast since, with no room to save the chat) is kept and shown, never continued: the
 * question starts a new conversation for this chart.
 */
function activeConversation(userData: UserData | null) {
  const s = useChatStore.getState();
  const c = s.conversations.find((x) => x.id === s.activeId) ?? null;
  return c && userData && sameBirth(c.userData, userData) ? c : null;
}

export function useChat(env: ChatEnv) {
  const [live, setLive] = useState<LiveReply | null>(null);
  const [problem, setProblem] = useState<ChatProblem | null>(null);
  /** A question waiting for the user's consent before it goes to a provider. */
  const [pending, setPending] = useState<{ text: string; conversation: Conversation | null } | null>(null);
  const abort = useRef<AbortController | null>(null);
  /** An offline answer is coming in at reading pace (it can be shown whole at once). */
  const [revealing, setRevealing] = useState(false);
  const showWhole = useRef(false);
  const envRef = useRef(env);
  envRef.current = env;

  /** Saves the finished reply into the conversation as it is in the store now. */
  const finish = useCallback((conversationId: string, reply: ChatMessageRecord) => {
    const store = useChatStore.getState();
    const c = store.conversations.find((x) => x.id === conversationId);
    if (c) store.putConversation(withMessage(c, reply, Date.now()));
    setLive(null);
    abort.current = null;
  }, []);

  const run = useCallback(
    async (text: string, base: Conversation | null) => {
      const e = envRef.current;
      const store = useChatStore.getState();
      let conversation = base;
      if (!conversation) {
        try {
          conversation = newConversation(e.userData, e.results, e.language, newId(), Date.now());
        } catch (err) {
          if (err instanceof ConversationError) return setProblem('needUserData');
          throw err;
        }
      }
      const engine = activeEngine(store.config, store.preferOffline);
      if (engine && !consentCovers(store.consent, engine)) {
        setPending({ text, conversation: base });
        return;
      }
      setProblem(null);
      const history = conversation.messages;
      conversation = withMessage(conversation, message(newId(), 'user', text, Date.now()), Date.now());
      store.putConversation(conversation, true);
      const conversationId = conversation.id;
      const replyId = newId();
      const provider = engine ? providerName(engine.provider, engine.baseUrl) : 'offline';
      const model = engine?.model;
      const draft = (content: string, extra: Partial<ChatMessageRecord['metadata']> = {}) =>
        message(replyId, 'assistant', content, Date.now(), {
          provider: model ? `${provider} · ${model}` : provider,
          ...extra,
        });
      setLive({ conversationId, message: { ...draft(''), isStreaming: true }, phase: 'thinking' });
      const controller = new AbortController();
      abort.current = controller;
      const show = (content: string) =>
        setLive({ conversationId, message: { ...draft(content), isStreaming: true }, phase: 'streaming' });

      if (!engine) {
        let answer: { markdown: string; factIds: string[] };
        try {
          answer = await e.offline(text);
        } catch (err) {
          console.error(err);
          setProblem('offline');
          setLive(null);
          return;
        }
        // At reading pace (reading-pace.ts), or whole when asked to or when the system asks for less motion.
        const reply = answer.markdown;
        const steps = reducedMotion()
          ? [reply.length]
          : paceSteps(reply, READING_CHARS_PER_SECOND[e.language]);
        showWhole.current = false;
        setRevealing(true);
        let shown = 0;
        for (const n of steps) {
          if (controller.signal.aborted) break;
          if (showWhole.current) {
            shown = reply.length;
            break;
          }
          await new Promise((r) => setTimeout(r, PACE_TICK_MS));
          if (n === shown) continue;
          shown = n;
          show(reply.slice(0, shown));
        }
        setRevealing(false);
        const content = reply.slice(0, shown);
        const stopped = shown < reply.length;
        return finish(
          conversationId,
          draft(content, {
            factIds: answer.factIds,
            wrongClaims: wrongClaims(content, e),
            ...(stopped ? { ended: 'stopped' as const } : {}),
          }),
        );
      }

      const consent = useChatStore.getState().consent;
      try {
        const result = await streamChat(
          {
            baseUrl: engine.baseUrl,
            apiKey: engine.apiKey,
            model: engine.model,
            temperature: engine.temperature,
            maxTokens: engine.maxTokens,
            idleTimeoutMs: engine.timeoutSec * 1000,
            messages: requestMessages(
              e.system(consent?.includeName ?? false),
              history,
              text,
              engine.maxHistoryLength,
            ),
            signal: controller.signal,
          },
          (_piece, full) => show(full),
        );
        finish(
          conversationId,
          draft(result.text, {
            factIds: citedIds(result.text, e.facts),
            wrongClaims: wrongClaims(result.text, e),
            ...(result.finishReason === 'stop' ? {} : { ended: result.finishReason }),
          }),
        );
      } catch (err) {
        const failure = err instanceof ChatError ? err : new ChatError('default', String(err));
        if (!(err instanceof ChatError)) console.error(err);
        finish(
          conversationId,
          draft(failure.partial, {
            factIds: citedIds(failure.partial, e.facts),
            wrongClaims: wrongClaims(failure.partial, e),
            ended: failure.code,
          }),
        );
      }
    },
    [finish],
  );

  /** Sends a question in the active conversation (a new one when none is open). */
  const send = useCallback(
    (text: string) => {
      const question = text.trim();
      if (!question || abort.current) return;
      void run(question, activeConversation(envRef.current.userData));
    },
    [run],
  );

  /** Spec §4 retry: from a user message, the conversation is cut there and the question sent again. */
  const retry = useCallback(
    (messageId: string) => {
      const c = activeConversation(envRef.current.userData);
      if (!c || abort.current) return;
      const cut = retryFrom(c, messageId, Date.now());
      if (!cut) return;
      useChatStore.getState().putConversation(cut.conversation, true);
      void run(cut.text, cut.conversation);
    },
    [run],
  );

  const stop = useCallback(() => abort.current?.abort(), []);
  /** Shows the offline answer coming in at reading pace whole, at once. */
  const showAll = useCallback(() => {
    showWhole.current = true;
  }, []);

  /** The consent step's answer: go on with the waiting question, answer it offline, or drop it. */
  const resolveConsent = useCallback(
    (answer: 'agree' | 'offline' | 'cancel', includeName = false) => {
      const waiting = pending;
      setPending(null);
      if (!waiting || answer === 'cancel') return;
      const store = useChatStore.getState();
      if (answer === 'agree' && store.config)
        store.giveConsent({
          provider: store.config.provider,
          baseUrl: store.config.baseUrl,
          includeName,
          atMs: Date.now(),
        });
      if (answer === 'offline') store.setPreferOffline(true);
      void run(waiting.text, waiting.conversation);
    },
    [pending, run],
  );

  return {
    live,
    problem,
    pending,
    revealing,
    send,
    retry,
    stop,
    showAll,
    resolveConsent,
    clearProblem: () => setProblem(null),
  };
}
