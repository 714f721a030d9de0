import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatError, type ChatRequest, completionsUrl, errorCodeFor, streamChat } from './chat-stream';

// A small OpenAI-compatible server on 127.0.0.1: the first path segment picks how it answers.
const chunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'c1',
    object: 'chat.completion.chunk',
    model: 'fake-model',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  })}\n\n`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let lastRequest: { headers: IncomingMessage['headers']; body: Record<string, unknown> } | null = null;

async function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  for await (const part of req) raw += part;
  lastRequest = { headers: req.headers, body: JSON.parse(raw || '{}') };
  const scenario = (req.url ?? '').split('/')[1];
  const sse = () => res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
  const error = (status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  switch (scenario) {
    case 'ok':
      sse();
      res.write(
        `data: ${JSON.stringify({ model: 'fake-model', choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] })}\n\n`,
      );
      for (const piece of ['あなたの', '太陽は', '牡牛座です。']) {
        res.write(chunk(piece));
        await sleep(5);
      }
      res.write(chunk(null, 'stop'));
      res.end('data: [DONE]\n\n');
      return;
    case 'split':
      // One event cut across TCP writes, and two events in one write.
      sse();
      res.write('data: {"choices":[{"delta":{"content":"He');
      await sleep(10);
      res.write(`llo"}}]}\n\n${chunk(', world')}`);
      res.end(`${chunk(null, 'length')}data: [DONE]\n\n`);
      return;
    case 'slow':
      sse();
      for (let i = 0; i < 40; i++) {
        res.write(chunk(`${i} `));
        await sleep(25);
      }
      res.end('data: [DONE]\n\n');
      return;
    case 'json':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          model: 'm',
          choices: [{ message: { content: 'whole reply' }, finish_reason: 'stop' }],
        }),
      );
      return;
    case 'key':
      return error(401, { error: { message: 'Incorrect API key provided', code: 'invalid_api_key' } });
    case 'forbidden':
      return error(403, { error: { message: 'Forbidden' } });
    case 'balance':
      return error(402, { error: { message: 'Insufficient Balance', type: 'unknown_error' } });
    case 'quota':
      return error(429, {
        error: { message: 'You exceeded your current quota', code: 'insufficient_quota' },
      });
    case 'busy':
      return error(429, { error: { message: 'Rate limit reached', code: 'rate_limit_exceeded' } });
    case 'down':
      return error(503, { error: { message: 'Service Unavailable' } });
    case 'model':
      return error(404, { error: { message: 'The model does not exist', code: 'model_not_found' } });
    case 'broken':
      sse();
      res.write(chunk('half a '));
      await sleep(20);
      res.socket?.destroy();
      return;
    case 'early-end':
      sse();
      res.end(chunk('cut short'));
      return;
    case 'malformed':
      sse();
      res.write(chunk('fine, then '));
      res.end('data: {"choices": [oops\n\n');
      return;
    case 'stream-error':
      sse();
      res.write(chunk('so far '));
      res.end(
        `data: ${JSON.stringify({ error: { message: 'quota exceeded mid-way', code: 'insufficient_quota' } })}\n\n`,
      );
      return;
    case 'hang':
      sse();
      res.write(chunk('started '));
      return; // never another byte
    default:
      error(404, { error: { message: 'no such scenario' } });
  }
}

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const request = (scenario: string, over: Partial<ChatRequest> = {}): ChatRequest => ({
  baseUrl: `${base}/${scenario}/v1/`,
  apiKey: 'sk-test',
  model: 'fake-model',
  messages: [
    { role: 'system', content: 'facts' },
    { role: 'user', content: '私の太陽星座は？' },
  ],
  temperature: 0.7,
  maxTokens: 1000,
  ...over,
});

async function failure(req: ChatRequest): Promise<ChatError> {
  const e = await streamChat(req).then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ChatError);
  return e as ChatError;
}

describe('streamed chat completions', () => {
  it('streams the pieces in order and sends the spec’s request', async () => {
    const pieces: string[] = [];
    const result = await streamChat(request('ok'), (piece) => pieces.push(piece));
    expect(pieces).toEqual(['あなたの', '太陽は', '牡牛座です。']);
    expect(result).toEqual({ text: 'あなたの太陽は牡牛座です。', finishReason: 'stop', model: 'fake-model' });
    expect(lastRequest?.headers.authorization).toBe('Bearer sk-test');
    expect(lastRequest?.body).toMatchObject({
      model: 'fake-model',
      stream: true,
      temperature: 0.7,
      max_tokens: 1000,
    });
    expect(lastRequest?.body.messages).toHaveLength(2);
  });

  it('joins an event split across writes and reads two in one; a token cut is "length"', async () => {
    const result = await streamChat(request('split'));
    expect(result.text).toBe('Hello, world');
    expect(result.finishReason).toBe('length');
  });

  it('sends no Authorization header without a key (a local Ollama)', async () => {
    await streamChat(request('ok', { apiKey: '  ' }));
    expect(lastRequest?.headers.authorization).toBeUndefined();
  });

  it('takes a whole JSON completion from a server that does not stream', async () => {
    expect((await streamChat(request('json'))).text).toBe('whole reply');
  });

  it('stops when the user stops it, keeping what came (not an error)', async () => {
    const stop = new AbortController();
    const result = await streamChat(request('slow', { signal: stop.signal }), (_, text) => {
      if (text.length > 10) stop.abort();
    });
    expect(result.finishReason).toBe('stopped');
    expect(result.text.length).toBeGreaterThan(10);
    expect(result.text.split(' ').length).toBeLessThan(40);
  });

  it.each([
    ['key', 'apiKey', 401],
    ['forbidden', 'apiKey', 403],
    ['balance', 'quota', 402],
    ['quota', 'quota', 429],
    ['busy', 'rateLimit', 429],
    ['down', 'unavailable', 503],
    ['model', 'default', 404],
  ] as const)('maps %s to the %s message (HTTP %i)', async (scenario, code, status) => {
    const e = await failure(request(scenario));
    expect([e.code, e.status]).toEqual([code, status]);
  });

  it('reports a refused connection as a network error', async () => {
    const e = await failure(request('ok', { baseUrl: 'http://127.0.0.1:9/v1' }));
    expect(e.code).toBe('network');
  });

  it('keeps the partial reply when the stream breaks, ends early, sends garbage or an error', async () => {
    for (const [scenario, code, partial] of [
      ['broken', 'brokenStream', 'half a '],
      ['early-end', 'brokenStream', 'cut short'],
      ['malformed', 'malformed', 'fine, then '],
      ['stream-error', 'quota', 'so far '],
    ] as const) {
      const e = await failure(request(scenario));
      expect([scenario, e.code, e.partial]).toEqual([scenario, code, partial]);
    }
  });

  it('gives up when nothing arrives for the idle time, keeping what came', async () => {
    const e = await failure(request('hang', { idleTimeoutMs: 300 }));
    expect([e.code, e.partial]).toEqual(['timeout', 'started ']);
  });

  it('builds the endpoint from a base URL with or without a slash', () => {
    expect(completionsUrl('http://127.0.0.1:11434/v1')).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(completionsUrl(' https://api.deepseek.com/v1/ ')).toBe(
      'https://api.deepseek.com/v1/chat/completions',
    );
    expect(errorCodeFor(400, { error: { message: 'Your credit balance is too low' } })).toBe('quota');
  });
});
