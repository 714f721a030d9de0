import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChatError,
  type ChatErrorCode,
  type ChatRequest,
  streamChat,
} from '../../src/features/consultant/provider/chat-stream';
import { connectBrowser } from './browser';
import { FAKE_AI_DEFAULT_REPLY, type FakeAi, startFakeAi } from './fake-ai-server';

let ai: FakeAi;
beforeAll(async () => {
  ai = await startFakeAi();
});
afterAll(() => ai.close());

const request = (over: Partial<ChatRequest> = {}): ChatRequest => ({
  baseUrl: ai.baseUrl,
  apiKey: 'sk-test',
  model: 'gpt-test',
  messages: [
    { role: 'system', content: 'facts: P.sun Taurus 24°' },
    { role: 'user', content: '私の太陽星座は？' },
  ],
  temperature: 0.7,
  maxTokens: 1000,
  ...over,
});

async function failure(req: ChatRequest = request()): Promise<ChatError> {
  const e = await streamChat(req).then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ChatError);
  return e as ChatError;
}

describe('the fake AI server, through the app’s chat client', () => {
  it('streams a reply in pieces that the client assembles, and records the request', async () => {
    const text = 'あなたの太陽は**牡牛座**の24°です 🌟 — a steady sign.';
    ai.next({ kind: 'reply', text, chunkChars: 4, delayMs: 2 });
    const before = ai.requests.length;
    const pieces: string[] = [];
    const result = await streamChat(request(), (piece) => pieces.push(piece));
    expect(result).toEqual({ text, finishReason: 'stop', model: 'gpt-test' });
    expect(pieces.length).toBe(Math.ceil(Array.from(text).length / 4));
    expect(pieces.join('')).toBe(text);
    expect(ai.requests.length).toBe(before + 1);
    const sent = ai.requests[before];
    expect(sent?.headers.authorization).toBe('Bearer sk-test');
    expect(sent?.body).toMatchObject({ model: 'gpt-test', stream: true, temperature: 0.7, max_tokens: 1000 });
    expect(sent?.body.messages[0].content).toContain('P.sun');
  });

  it('answers queued scenarios in order, then the default reply', async () => {
    ai.next({ kind: 'reply', text: 'first' }, { kind: 'json', text: 'second, whole' });
    expect((await streamChat(request())).text).toBe('first');
    expect((await streamChat(request())).text).toBe('second, whole');
    expect((await streamChat(request())).text).toBe(FAKE_AI_DEFAULT_REPLY);
  });

  it.each([
    [401, { error: { message: 'Incorrect API key provided', code: 'invalid_api_key' } }, 'apiKey'],
    [403, { error: { message: 'Forbidden' } }, 'apiKey'],
    [402, { error: { message: 'Insufficient Balance', type: 'unknown_error' } }, 'quota'],
    [429, { error: { message: 'Rate limit reached', code: 'rate_limit_exceeded' } }, 'rateLimit'],
    [429, { error: { message: 'You exceeded your current quota', code: 'insufficient_quota' } }, 'quota'],
    [500, { error: { message: 'Internal error' } }, 'unavailable'],
    [503, { error: { message: 'Service Unavailable' } }, 'unavailable'],
  ] as [number, object, ChatErrorCode][])('HTTP %i is the %s error', async (status, body, code) => {
    ai.next({ kind: 'status', status, body });
    const e = await failure();
    expect([e.code, e.status]).toEqual([code, status]);
  });

  it('a broken stream keeps the half that came', async () => {
    ai.next({ kind: 'broken', text: '0123456789abcdefghij' });
    const e = await failure();
    expect([e.code, e.partial]).toEqual(['brokenStream', '0123456789']);
  });

  it('a piece that is not JSON is the malformed error, keeping what came before', async () => {
    ai.next({ kind: 'malformed' }, { kind: 'malformed', text: 'so far, ' });
    expect([(await failure()).code, (await failure()).partial]).toEqual(['malformed', 'so far, ']);
  });

  it('a hanging stream ends as stopped when the user stops it, or as a timeout', async () => {
    ai.next({ kind: 'hang' }, { kind: 'hang' });
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 150);
    expect(await streamChat(request({ signal: stop.signal }))).toEqual({
      text: '',
      finishReason: 'stopped',
      model: null,
    });
    const e = await failure(request({ idleTimeoutMs: 200 }));
    expect(e.code).toBe('timeout');
    ai.next({ kind: 'hang', text: 'so far, ' });
    const partial = await failure(request({ idleTimeoutMs: 300 }));
    expect([partial.code, partial.partial]).toEqual(['timeout', 'so far, ']);
  });

  it('a connection closed with no answer is the network error', async () => {
    ai.next({ kind: 'drop' });
    expect((await failure()).code).toBe('network');
  });
});

describe('the fake AI server over plain HTTP', () => {
  const origin = 'http://127.0.0.1:4173';

  it('allows the preflight of a request with a key from another origin', async () => {
    const before = ai.requests.length;
    const res = await fetch(`${ai.baseUrl}/chat/completions`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization.*content-type/);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(ai.requests.length).toBe(before); // a preflight is not a request the app made
  });

  it('answers every response, errors included, with the allowed origin', async () => {
    const post = (path = '/chat/completions') =>
      fetch(`${ai.baseUrl}${path}`, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/json' },
        body: '{"model":"m","stream":true,"messages":[]}',
      });
    ai.next(
      { kind: 'status', status: 401, body: { error: { message: 'no' } } },
      { kind: 'reply', text: 'hi' },
      { kind: 'json', text: 'whole' },
    );
    for (const [res, status, type] of [
      [await post(), 401, 'application/json'],
      [await post(), 200, 'text/event-stream'],
      [await post(), 200, 'application/json'],
      [await post('/models'), 404, 'application/json'],
    ] as const) {
      expect([res.status, res.headers.get('access-control-allow-origin')]).toEqual([status, origin]);
      expect(res.headers.get('content-type')).toContain(type);
      await res.text();
    }
  });

  it('sends the stream in OpenAI’s wire format, ending in [DONE]', async () => {
    ai.next({ kind: 'reply', text: 'abcdef', chunkChars: 3, delayMs: 0 });
    const res = await fetch(`${ai.baseUrl}/chat/completions`, {
      method: 'POST',
      body: JSON.stringify({ model: 'm', stream: true, messages: [] }),
    });
    const events = (await res.text()).split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e.replace(/^data: /, '')));
    expect(chunks.map((c) => c.choices[0].delta.content ?? null)).toEqual(['', 'abc', 'def', null]);
    expect(chunks.at(-1).choices[0].finish_reason).toBe('stop');
    expect(chunks.every((c) => c.object === 'chat.completion.chunk' && c.model === 'm')).toBe(true);
  });

  it('records a body that is not JSON as its text', async () => {
    await (await fetch(`${ai.baseUrl}/chat/completions`, { method: 'POST', body: 'not json' })).text();
    expect(ai.requests.at(-1)?.body).toBe('not json');
  });

  it('closes with a stream still hanging, and is gone after', async () => {
    const other = await startFakeAi();
    other.next({ kind: 'hang' });
    const res = await fetch(`${other.baseUrl}/chat/completions`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(200);
    const reading = res.text().then(
      () => 'ended',
      () => 'failed',
    );
    await other.close();
    expect(await reading).toBe('failed');
    await expect(fetch(`${other.baseUrl}/chat/completions`, { method: 'POST' })).rejects.toThrow();
  });
});

describe('the fake AI server from a page on another 127.0.0.1 port (Chromium)', () => {
  let browser: Browser;
  let page: Server;
  let pageUrl: string;
  beforeAll(async () => {
    page = createServer((_, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html lang="en"><title>origin</title><p>page</p></html>');
    });
    await new Promise<void>((r) => page.listen(0, '127.0.0.1', r));
    pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`;
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((r) => page.close(r));
  });

  it('passes CORS with a key: a streamed reply and an error body are both readable', async () => {
    const tab = await browser.newPage();
    await tab.goto(pageUrl);
    ai.next(
      { kind: 'reply', text: 'from the browser', chunkChars: 5 },
      { kind: 'status', status: 429, body: { error: { message: 'slow down' } } },
    );
    const results = await tab.evaluate(async (url) => {
      const call = async () => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { Authorization: 'Bearer sk-browser', 'Content-Type': 'application/json' },
          body: JSON.stringify({ model: 'm', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
        });
        return { status: res.status, text: await res.text() };
      };
      return [await call(), await call()];
    }, `${ai.baseUrl}/chat/completions`);
    expect(results[0]?.status).toBe(200);
    const streamed = (results[0]?.text ?? '')
      .split('\n\n')
      .filter((e) => e && e !== 'data: [DONE]')
      .map((e) => JSON.parse(e.slice(6)).choices[0].delta.content ?? '')
      .join('');
    expect(streamed).toBe('from the browser');
    expect(results[1]).toEqual({ status: 429, text: '{"error":{"message":"slow down"}}' });
    expect(ai.requests.at(-2)?.headers.authorization).toBe('Bearer sk-browser');
    expect(ai.requests.at(-2)?.headers.origin).toBe(pageUrl.replace(/\/$/, ''));
    await tab.close();
  });

  it('breaks a stream and hangs one the way Chromium reports them: a read error after the half, an abort', async () => {
    const tab = await browser.newPage();
    await tab.goto(pageUrl);
    ai.next({ kind: 'broken', text: 'abcdefghij' }, { kind: 'hang' });
    const outcomes = await tab.evaluate(async (url) => {
      const read = async (signal?: AbortSignal) => {
        let received = '';
        try {
          const res = await fetch(url, { method: 'POST', body: '{"stream":true}', signal });
          const reader = (res.body as ReadableStream<Uint8Array>).getReader();
          const decoder = new TextDecoder();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) return { received, error: null };
            received += decoder.decode(value, { stream: true });
          }
        } catch (e) {
          return { received, error: (e as Error).name };
        }
      };
      const stop = new AbortController();
      setTimeout(() => stop.abort(), 300);
      return [await read(), await read(stop.signal)];
    }, `${ai.baseUrl}/chat/completions`);
    expect(outcomes[0]?.error).toBe('TypeError');
    expect(outcomes[0]?.received).toContain('"content":"abcde"');
    expect(outcomes[0]?.received).not.toContain('[DONE]');
    expect(outcomes[1]).toEqual({ received: '', error: 'AbortError' });
    await tab.close();
  });
});
