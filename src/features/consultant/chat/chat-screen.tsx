import i18next from 'i18next';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartFact } from '../../../core/consultant/chart-facts';
import { chartFacts } from '../../../core/consultant/chart-facts';
import { jdUtFromUnixMs } from '../../../core/time/julian-day';
import { type Language, languageOf } from '../../../i18n/languages';
import { todayLocalIso } from '../../../shared/lib/local-date';
import { isLocalAddress, onlineStore } from '../../../shared/lib/use-online';
import { useAppStore } from '../../../shared/stores/app-store';
import type { CalculationResults } from '../../../shared/stores/app-types';
import {
  type ConsultantBundle,
  claimLexicon,
  type ResultsBundle,
  recordNames,
} from '../grounding/chart-names';
import { factLine, factsRecord } from '../grounding/facts-record';
import { systemPrompt } from '../grounding/system-prompt';
import { providerName } from '../provider/providers';
import { useChatStore } from '../state/chat-store';
import { AiSettingsDialog } from './ai-settings-dialog';
import { ChatFacts } from './chat-facts';
import { Composer } from './composer';
import { ConsentDialog } from './consent-dialog';
import { ConversationsDialog } from './conversations-dialog';
import { factLineText } from './fact-line-text';
import { MessageView } from './message-view';
import { loadOfflineKit, type OfflineKit } from './offline-kit';
import { activeEngine, useChat } from './use-chat';
import { personLabel, sameBirth } from './whose-chart';

/** The locale bundles a language's record and claim names come from (loaded with the route). */
function bundles(lang: Language) {
  const get = (ns: string) => i18next.getResourceBundle(lang, ns) as unknown;
  const results = get('results') as ResultsBundle | undefined;
  const consultant = get('consultant') as ConsultantBundle | undefined;
  return results && consultant ? { results, consultant } : null;
}

/**
 * The chat (spec §2 "AI chat screen"): Meimei's welcome with the chart's key facts and questions drawn from it,
 * the conversation, and the question box; AI settings, the consent step and the conversation list as dialogs.
 */
/**
 * How far the newest message's end lies below the top of the sticky question box (positive: hidden behind or below
 * it); null before there is a message.
 */
function logEndBelowBox(log: HTMLElement | null): number | null {
  const last = log?.lastElementChild;
  if (!last) return null;
  const box = document.querySelector('.chat-composer')?.getBoundingClientRect();
  const visibleBottom = box ? Math.min(box.top, window.innerHeight) : window.innerHeight;
  return last.getBoundingClientRect().bottom - visibleBottom;
}

export function ChatScreen({ results }: { results: CalculationResults }) {
  const { t, i18n } = useTranslation(['consultant', 'results']);
  const language = languageOf(i18n.language) ?? 'ja';
  const userData = useAppStore((s) => s.userData);
  const { conversations, activeId, config, preferOffline, preferences } = useChatStore();
  const engine = activeEngine(config, preferOffline);
  const online = useSyncExternalStore(...onlineStore);
  const [dialog, setDialog] = useState<'settings' | 'list' | null>(null);
  const [draft, setDraft] = useState('');
  const [facts, setFacts] = useState<ChartFact[] | null>(null);
  const [kit, setKit] = useState<OfflineKit | null>(null);
  const [kitFailed, setKitFailed] = useState(false);
  const log = useRef<HTMLOListElement>(null);

  // The facts (with the transits in force today) are worked out after the first paint: the welcome shows at once.
  useEffect(() => {
    const id = requestAnimationFrame(() => setFacts(chartFacts(results.chart, jdUtFromUnixMs(Date.now()))));
    return () => cancelAnimationFrame(id);
  }, [results]);
  useEffect(() => {
    let live = true;
    setKit(null);
    loadOfflineKit(language).then(
      (k) => live && setKit(k),
      (err: unknown) => {
        console.error(err);
        if (live) setKitFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [language]);

  const names = useMemo(() => {
    const own = bundles(language);
    if (!own) return null;
    const en = language === 'en' ? null : bundles('en');
    return {
      record: recordNames(own.results, own.consultant),
      lexicon: claimLexicon(en ? [own, en] : [own]),
    };
  }, [language]);

  const chat = useChat({
    userData,
    results,
    language,
    facts: facts ?? [],
    lexicon: names?.lexicon ?? { points: {}, signs: {} as never, transitWords: [], pillars: {} as never },
    system: (includeName) =>
      systemPrompt((key, values) => t(`prompt.${key}`, values ?? {}), {
        record: facts && names ? factsRecord(facts, names.record) : '',
        date: todayLocalIso(),
        name: includeName ? (userData?.name.trim() ?? null) : null,
      }),
    offline: async (question) => {
      const k = kit ?? (await loadOfflineKit(language));
      return k.answer(question, facts ?? []);
    },
  });

  const conversation = conversations.find((c) => c.id === activeId) ?? null;
  // Whose chart the consultant answers for, always said (issue 33 §4); an open conversation about another chart is
  // shown as such, and the next question starts a new one for this chart (use-chat.ts).
  const sep = t('whose.separator');
  const who = userData ? personLabel(userData, i18n.language, sep) : null;
  const aboutOther =
    conversation && userData && !sameBirth(conversation.userData, userData) ? conversation : null;
  const saved = conversation?.messages ?? [];
  const live = chat.live && chat.live.conversationId === conversation?.id ? chat.live : null;
  const messages = live && !saved.some((m) => m.id === live.message.id) ? [...saved, live.message] : saved;
  const streaming = chat.live !== null;
  const suggestions = kit && facts ? kit.suggestions(facts) : [];
  const lineOf = (id: string) => {
    const f = facts?.find((x) => x.id === id);
    return f && names
      ? factLineText(factLine(f, names.record).replace(/^\[[^\]]+\]\s*/, ''), i18n.language)
      : null;
  };

  // Keep the newest message in view while a reply grows — unless the reader has scrolled up to read.
  const count = messages.length;
  const liveLength = live?.message.content.length ?? 0;
  const follow = useRef(true);
  useEffect(() => {
    // Following while the end of the conversation is in sight above the question box (the page's footer below the
    // log does not count: issue 28 §4, a phone must show the reply, not the page's end).
    const onScroll = () => {
      const gap = logEndBelowBox(log.current);
      follow.current = gap === null || gap <= 160;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => {
    if (count > 0) follow.current = true; // a new message: follow it
  }, [count]);
  useEffect(() => {
    // A long reply renders a chunk per task (markdown-pace.ts), so the log grows after the count changed: while
    // following, its growth is followed too.
    const el = log.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const gap = follow.current ? logEndBelowBox(el) : null;
      if (gap !== null && gap > 0) window.scrollBy(0, gap);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs as the live reply grows (liveLength), by design
  useEffect(() => {
    if (count === 0 || !follow.current) return;
    const gap = logEndBelowBox(log.current);
    if (gap !== null && gap > 0) window.scrollBy(0, gap);
  }, [count, liveLength]);

  const providerLabel = engine ? providerName(engine.provider, engine.baseUrl) : null;
  const ready = facts !== null && names !== null;

  return (
    <div className="page consultant-page chat-page">
      <header className="consultant-header">
        <span className="consultant-avatar" aria-hidden="true">
          ✦
        </span>
        <div className="chat-heading">
          <h1>{t('title')}</h1>
          {who && (
            <p className="chat-whose" data-testid="chat-whose">
              {t('whose.answering', { who })}
            </p>
          )}
          <p className="chat-mode" data-testid="chat-mode">
            {engine
              ? t('mode.provider', { provider: providerLabel, model: engine.model })
              : t('mode.offline')}
          </p>
        </div>
      </header>
      <div className="chat-toolbar" role="toolbar" aria-label={t('subtitle')}>
        <button
          type="button"
          className="button-secondary"
          disabled={streaming || !conversation}
          onClick={() => useChatStore.getState().setActive(null)}
        >
          {t('actions.newChat')}
        </button>
        <button type="button" className="button-secondary" onClick={() => setDialog('list')}>
          {t('actions.conversations')}
        </button>
        <button type="button" className="button-secondary" onClick={() => setDialog('settings')}>
          {t('actions.settings')}
        </button>
      </div>

      {messages.length === 0 && !live && (
        <section className="card chat-welcome" aria-labelledby="chat-welcome-title">
          <h2 id="chat-welcome-title" className="sr-only">
            {t('factsTitle')}
          </h2>
          <p className="lead">{t('welcome')}</p>
          <ChatFacts chart={results.chart} />
          {suggestions.length > 0 && (
            <div className="chat-suggestions">
              <h3>{t('suggestedTitle')}</h3>
              <ul data-testid="chat-suggestions">
                {suggestions.map((q) => (
                  <li key={q.text}>
                    <button
                      type="button"
                      className="chat-suggestion"
                      disabled={!ready || streaming}
                      onClick={() => chat.send(q.text)}
                    >
                      {q.text}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      )}

      {aboutOther && who && (
        <p className="notice notice-warning" role="note" data-testid="chat-about-other">
          {t('whose.otherNotice', {
            other: personLabel(aboutOther.userData, i18n.language, sep),
            current: who,
          })}
        </p>
      )}
      <ol
        className="chat-log"
        ref={log}
        aria-label={conversation?.title || t('title')}
        data-testid="chat-log"
      >
        {messages.map((m, i) => {
          // The reply being written sits in the list under its own id, so it stays the same component when it is
          // saved (a long one is not rendered again from its start).
          if (live && m === live.message)
            return <MessageView key={m.id} message={m} factLine={lineOf} showTime={false} busy />;
          const next = messages[i + 1];
          // Retry sits under a question whose reply failed, was stopped, or is missing.
          const canRetry =
            m.role === 'user' && (!next || (next.role === 'assistant' && !!next.metadata.ended));
          return (
            <MessageView
              key={m.id}
              message={m}
              factLine={lineOf}
              showTime={preferences.showTimestamps}
              busy={streaming}
              onRetry={canRetry && !(live && i === saved.length - 1) ? () => chat.retry(m.id) : undefined}
            />
          );
        })}
      </ol>
      <p className="sr-only" role="status">
        {live?.phase === 'thinking' ? t('thinking') : ''}
      </p>
      {live?.phase === 'thinking' && (
        <p className="chat-thinking" aria-hidden="true" data-testid="chat-thinking">
          <span className="chat-dots" />
          {t('thinking')}
        </p>
      )}
      {chat.problem && (
        <p className="field-error" role="alert" data-testid="chat-problem">
          {t(`errors.${chat.problem}`)}
        </p>
      )}
      {engine && !online && !isLocalAddress(engine.baseUrl) && (
        <div className="notice notice-warning" role="status" data-testid="chat-offline">
          <p>{t('offlineNotice', { provider: providerLabel })}</p>
          <button
            type="button"
            className="button-secondary"
            onClick={() => useChatStore.getState().setPreferOffline(true)}
          >
            {t('actions.useOffline')}
          </button>
        </div>
      )}
      {kitFailed && !engine && (
        <p className="field-error" role="alert">
          {t('errors.offline')}
        </p>
      )}

      <Composer
        value={draft}
        onChange={setDraft}
        streaming={streaming}
        disabled={!ready}
        onSend={chat.send}
        onStop={chat.stop}
        onShowAll={chat.revealing ? chat.showAll : undefined}
      />
      <p className="chat-safety">{t('safety')}</p>

      {dialog === 'settings' && <AiSettingsDialog onClose={() => setDialog(null)} />}
      {dialog === 'list' && <ConversationsDialog onClose={() => setDialog(null)} />}
      {chat.pending && engine && (
        <ConsentDialog
          config={engine}
          name={userData?.name ?? ''}
          onAnswer={(answer, includeName) => {
            // Cancelled: the question goes back into the box, nothing lost.
            if (answer === 'cancel' && chat.pending) setDraft(chat.pending.text);
            chat.resolveConsent(answer, includeName);
          }}
        />
      )}
    </div>
  );
}
