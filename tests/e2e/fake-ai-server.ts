import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1 for the browser tests (issue 11): `POST
 * {baseUrl}/chat/completions` answered from a queue of scenarios — a reply streamed as server-sent events in pieces,
 * a whole JSON completion, an error status with the provider's body, a stream that breaks halfway, a piece that is
 * not JSON, headers (and some text) and then silence, or a connection closed with no answer at all. The app runs on another 127.0.0.1 port, so every answer carries CORS
 * headers and preflights are allowed. It records every POST (headers and parsed body) so a test can read what the
 * app sent.
 */

export type FakeAiScenario =
  /** Streamed in pieces of `chunkChars` characters (default 8), `delayMs` apart (default 10). */
  | { kind: 'reply'; text: string; chunkChars?: number; delayMs?: number }
  /** A non-streaming completion (a server that ignores `stream: true`). */
  | { kind: 'json'; text: string }
  /** An error answer: 401, 403, 402, 429 (rate or quota body), 500, 503 … with the provider's JSON body. */
  | { kind: 'status'; status: number; body: object }
  /** Streams the first half of the text, then destroys the socket. */
  | { kind: 'broken'; text: string }
  /** Streams `text` if given, then a piece that is not JSON. */
  | { kind: 'malformed'; text?: string }
  /** Sends the stream's headers (and `text` if given), then nothing (for timeouts and the stop button). */
  | { kind: 'hang'; text?: string }
  /**
   * Closes the connection without an answer: to the browser, a network failure. Chromium quietly resends a request
   * whose connection closes before any answer when it believes the connection was stale; such a resend (the same
   * body again) is dropped too and not recorded, so the app sees the failure as a user would.
   */
  | { kind: 'drop' };

export interface FakeAi {
  /** e.g. http://127.0.0.1:PORT/v1 — what the app is configured with as a custom base URL. */
  baseUrl: string;
  /** Every POST to the completions endpoint, in order, with its body parsed (the raw text if it is not JSON). */
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever shape the app sent, field by field
  requests: { headers: Record<string, string | string[] | undefined>; body: any }[];
  /** Queues scenarios for the next requests; with the queue empty, a request gets FAKE_AI_DEFAULT_REPLY. */
  next(...scenarios: FakeAiScenario[]): void;
  /** Ends every open connection (hanging streams included) and stops the server. */
  close(): Promise<void>;
}

/** The reply a request gets when no scenario is queued. */
export const FAKE_AI_DEFAULT_REPLY = 'This is the fake AI server’s default reply.';
/** The model named in every answer when the request names none. */
export const FAKE_AI_MODEL = 'fake-model';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function cors(req: IncomingMessage): Record<string, string> {
  return {
    // The request carries an Authorization header, so the origin is echoed rather than '*'-matched by preflight.
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Headers': 'authorization, content-type',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
    ...(req.headers['access-control-request-private-network']
      ? { 'Access-Control-Allow-Private-Network': 'true' }
      : {}),
  };
}

const event = (model: string, delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

/** The text in pieces of `size` characters (code points, so no emoji is cut in two). */
function pieces(text: string, size: number): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += Math.max(1, size)) out.push(chars.slice(i, i + size).join(''));
  return out;
}

async function answer(
  scenario: FakeAiScenario,
  model: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const open = () => !res.destroyed && !res.writableEnded;
  const json = (status: number, body: object) => {
    res.writeHead(status, { ...cors(req), 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const sse = () => {
    res.writeHead(200, {
      ...cors(req),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
    });
    res.flushHeaders();
  };
  const stream = async (text: string, size: number, delayMs: number) => {
    res.write(event(model, { role: 'assistant', content: '' }));
    for (const piece of pieces(text, size)) {
      if (!open()) return;
      res.write(event(model, { content: piece }));
      await sleep(delayMs);
    }
  };

  switch (scenario.kind) {
    case 'reply':
      sse();
      await stream(scenario.text, scenario.chunkChars ?? 8, scenario.delayMs ?? 10);
      if (!open()) return;
      res.write(event(model, {}, 'stop'));
      res.end('data: [DONE]\n\n');
      return;
    case 'json':
      return json(200, {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [
          { index: 0, message: { role: 'assistant', content: scenario.text }, finish_reason: 'stop' },
        ],
      });
    case 'status':
      return json(scenario.status, scenario.body);
    case 'broken': {
      sse();
      const chars = Array.from(scenario.text);
      await stream(chars.slice(0, Math.floor(chars.length / 2)).join(''), 8, 10);
      // Let the pieces reach the client before the connection dies mid-response. On a loaded machine 50 ms was not
      // always enough: the reset then arrived with the data and the browser dropped what it had not read yet.
      await sleep(500);
      res.socket?.destroy();
      return;
    }
    case 'malformed':
      sse();
      if (scenario.text) await stream(scenario.text, 8, 10);
      if (!open()) return;
      res.end('data: {"choices": [{"delta": {"content": "oops\n\n');
      return;
    case 'hang':
      sse();
      if (scenario.text) await stream(scenario.text, 8, 10);
      return; // never another byte
    case 'drop':
      res.socket?.destroy();
      return;
  }
}

/** Starts the server on a free 127.0.0.1 port. */
export async function startFakeAi(): Promise<FakeAi> {
  const queue: FakeAiScenario[] = [];
  const requests: FakeAi['requests'] = [];
  /** The body of the last request answered with 'drop', to recognise the browser's resend of it. */
  let dropped: string | null = null;

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors(req));
        res.end();
        return;
      }
      let raw = '';
      for await (const part of req) raw += part;
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        res.writeHead(404, { ...cors(req), 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `No such endpoint: ${req.method} ${path}` } }));
        return;
      }
      if (raw === dropped) {
        res.socket?.destroy();
        return;
      }
      dropped = null;
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
      requests.push({ headers: req.headers, body });
      const named = (body as { model?: unknown } | null)?.model;
      const model = typeof named === 'string' && named ? named : FAKE_AI_MODEL;
      const scenario = queue.shift() ?? { kind: 'reply', text: FAKE_AI_DEFAULT_REPLY };
      if (scenario.kind === 'drop') dropped = raw;
      await answer(scenario, model, req, res);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    next: (...scenarios) => {
      queue.push(...scenarios);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
