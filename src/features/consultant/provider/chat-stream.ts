import { createParser } from 'eventsource-parser';

/**
 * A streamed reply from any OpenAI-compatible chat-completions endpoint (OpenAI, DeepSeek, a local Ollama, or a
 * base URL the user gives): `POST {baseUrl}/chat/completions` with `stream: true`, read as server-sent events
 * (eventsource-parser), cancellable, with every failure turned into one of the spec's chat errors (§8) and the text
 * received so far kept (../shared/docs/ecosystem.md §7).
 */

export type ChatRole = 'system' | 'user' | 'assistant';
export interface ChatMessage {
  role: ChatRole;
  content: string;
}

export interface ChatRequest {
  /** Usually ends in /v1, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  /** Sent as a bearer token when not empty (a local Ollama needs none). */
  apiKey: string;
  model: string;
  messages: ChatMessage[];
  temperature: number;
  maxTokens: number;
  /** The user's stop button: the reply ends where it is, as stopped (not an error). */
  signal?: AbortSignal;
  /** Given up as timed out when nothing arrives for this long (before the answer starts or between chunks). */
  idleTimeoutMs?: number;
}

/** The spec's chat messages (§8), plus the ways a stream itself fails, each with its own text in the UI. */
export type ChatErrorCode =
  | 'network'
  | 'apiKey'
  | 'rateLimit'
  | 'quota'
  | 'unavailable'
  | 'timeout'
  | 'brokenStream'
  | 'malformed'
  | 'default';

export class ChatError extends Error {
  constructor(
    readonly code: ChatErrorCode,
    message: string,
    /** The reply received before the failure, kept for the user. */
    readonly partial = '',
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ChatError';
  }
}

export interface ChatResult {
  text: string;
  /** 'stopped' when the user stopped it; 'length' when the token limit cut it. */
  finishReason: 'stop' | 'length' | 'stopped';
  /** The model the server says answered, when it says. */
  model: string | null;
}

const DEFAULT_IDLE_TIMEOUT_MS = 60_000;

/** The endpoint for a base URL, with or without a trailing slash. */
export function completionsUrl(baseUrl: string): string {
  return `${baseUrl.trim().replace(/\/+$/, '')}/chat/completions`;
}

interface ErrorBody {
  error?: { message?: unknown; type?: unknown; code?: unknown };
}

/** The spec's message for an HTTP status and the provider's error body (OpenAI's and DeepSeek's codes). */
export function errorCodeFor(status: number, body: ErrorBody | null): ChatErrorCode {
  const code = String(body?.error?.code ?? body?.error?.type ?? '');
  const message = String(body?.error?.message ?? '').toLowerCase();
  const quota = code === 'insufficient_quota' || /quota|balance|billing/.test(message);
  if (status === 401 || status === 403 || code === 'invalid_api_key') return 'apiKey';
  if (status === 402 || (status === 429 && quota)) return 'quota';
  if (status === 429) return 'rateLimit';
  if (status >= 500) return 'unavailable';
  if (quota) return 'quota';
  return 'default';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

interface Chunk {
  model?: string;
  choices?: {
    delta?: { content?: string | null };
    message?: { content?: string | null };
    finish_reason?: string | null;
  }[];
  error?: ErrorBody['error'];
}

/**
 * Streams one reply. `onDelta` hears each piece of text as it arrives, with the whole text so far. Resolves with the
 * full reply (also when the user stops it); rejects with a ChatError that carries the text received before it.
 */
export async function streamChat(
  req: ChatRequest,
  onDelta: (piece: string, text: string) => void = () => {},
): Promise<ChatResult> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idleMs = req.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, idleMs);
  };
  const stop = () => controller.abort();
  if (req.signal?.aborted) controller.abort();
  req.signal?.addEventListener('abort', stop);

  let text = '';
  let model: string | null = null;
  let finishReason: ChatResult['finishReason'] | null = null;
  const stopped = () => req.signal?.aborted === true && !timedOut;
  const fail = (code: ChatErrorCode, message: string, status?: number) =>
    new ChatError(code, message, text, status);

  try {
    arm();
    let response: Response;
    try {
      response = await fetch(completionsUrl(req.baseUrl), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          ...(req.apiKey.trim() ? { Authorization: `Bearer ${req.apiKey.trim()}` } : {}),
        },
        body: JSON.stringify({
          model: req.model,
          messages: req.messages,
          stream: true,
          temperature: req.temperature,
          max_tokens: req.maxTokens,
        }),
        signal: controller.signal,
      });
    } catch (e) {
      if (stopped()) return { text, finishReason: 'stopped', model };
      if (timedOut) throw fail('timeout', 'No answer from the provider in time.');
      throw fail('network', `The provider could not be reached: ${(e as Error).message}`);
    }

    if (!response.ok) {
      const body = parseJson(await response.text().catch(() => '')) as ErrorBody | null;
      throw fail(
        errorCodeFor(response.status, body),
        `The provider answered ${response.status}: ${String(body?.error?.message ?? response.statusText)}`,
        response.status,
      );
    }

    // A server that ignores `stream: true` answers with one JSON completion.
    if (!/text\/event-stream/i.test(response.headers.get('content-type') ?? '')) {
      const body = parseJson(await response.text()) as Chunk | null;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string')
        throw fail('malformed', 'The provider sent a reply that is not a completion.');
      text = content;
      onDelta(content, text);
      return {
        text,
        finishReason: body?.choices?.[0]?.finish_reason === 'length' ? 'length' : 'stop',
        model: body?.model ?? null,
      };
    }

    let done = false;
    let problem: ChatError | null = null;
    const parser = createParser({
      onEvent: (event) => {
        if (done || problem) return;
        if (event.data.trim() === '[DONE]') {
          done = true;
          return;
        }
        const chunk = parseJson(event.data) as Chunk | null;
        if (!chunk || typeof chunk !== 'object') {
          problem = fail('malformed', 'The provider sent a piece of the reply that is not JSON.');
          return;
        }
        if (chunk.error) {
          problem = fail(
            errorCodeFor(0, chunk),
            `The provider stopped with an error: ${String(chunk.error.message)}`,
          );
          return;
        }
        model ??= chunk.model ?? null;
        const choice = chunk.choices?.[0];
        const piece = choice?.delta?.content;
        if (typeof piece === 'string' && piece) {
          text += piece;
          onDelta(piece, text);
        }
        if (choice?.finish_reason) finishReason = choice.finish_reason === 'length' ? 'length' : 'stop';
      },
    });

    const reader = response.body?.getReader();
    if (!reader) throw fail('malformed', 'The provider sent no body.');
    const decoder = new TextDecoder();
    try {
      while (!done && !problem) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        arm();
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch (e) {
      if (stopped()) return { text, finishReason: 'stopped', model };
      if (timedOut) throw fail('timeout', 'The provider stopped sending in the middle of the reply.');
      throw fail('brokenStream', `The reply broke off: ${(e as Error).message}`);
    } finally {
      if (done || problem) void reader.cancel().catch(() => {});
    }
    if (problem) throw problem;
    // Ended without [DONE] or a finish reason: the connection closed early.
    if (!done && finishReason === null) throw fail('brokenStream', 'The reply ended before it was complete.');
    return { text, finishReason: finishReason ?? 'stop', model };
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', stop);
  }
}
