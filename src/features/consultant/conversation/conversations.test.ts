import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CalculationResults, UserData } from '../../../shared/stores/app-types';
import { cpuMs } from '../../../test/cpu-time';
import { fuzzParams, fuzzTimeoutMs } from '../../../test/fuzz';
import { conversationArb, instantArb } from './conversation-arbitraries';
import {
  type ChatMessageRecord,
  type Conversation,
  ConversationError,
  conversationSchema,
  ENDED_REASONS,
  exportConversation,
  importConversation,
  MAX_MESSAGES,
  message,
  newConversation,
  readConversationImport,
  retryFrom,
  TITLE_CHARS,
  titleFrom,
  withMessage,
  wordCount,
} from './conversations';

const user: UserData = {
  name: '花子',
  birthdate: '1990-05-15',
  birthHour: 14,
  birthMinute: 30,
  birthplace: '東京',
  gender: 'female',
  fullBirthDateTime: '1990-05-15T14:30:00',
};
const results = { computedAt: '2026-11-24T00:00:00Z' } as unknown as CalculationResults;
const start = () => newConversation(user, results, 'ja', 'c1', 1000);

describe('consultant conversations', () => {
  it('start only with complete birth data and a chart; the name is optional (issue 28 §3)', () => {
    expect(start()).toMatchObject({ id: 'c1', messages: [], title: '', language: 'ja', createdAt: 1000 });
    const nameless = newConversation({ ...user, name: '' }, results, 'ja', 'c2', 0);
    expect(nameless.userData.name).toBe('');
    expect(withMessage(nameless, message('u1', 'user', '今年の運勢は？', 1), 1).title).toBe('今年の運勢は？');
    for (const [u, r] of [
      [{ ...user, birthplace: '' }, results],
      [null, results],
      [user, null],
    ] as const) {
      expect(() => newConversation(u, r, 'ja', 'c', 0)).toThrow(ConversationError);
    }
  });

  it('take the title from the first user message: 30 characters and an ellipsis', () => {
    expect(titleFrom('今年の仕事運はどうですか？')).toBe('今年の仕事運はどうですか？');
    const long = 'あ'.repeat(31);
    expect(titleFrom(long)).toBe(`${'あ'.repeat(30)}…`);
    expect([...titleFrom('😀'.repeat(40))].length).toBe(31); // an emoji counts once
    let c = withMessage(start(), message('a0', 'assistant', 'ようこそ', 1), 1);
    expect(c.title).toBe('');
    c = withMessage(c, message('u1', 'user', 'What does my Moon in Scorpio mean for love this year?', 2), 2);
    expect(c.title).toBe('What does my Moon in Scorpio m…');
    c = withMessage(c, message('u2', 'user', 'Another question', 3), 3);
    expect(c.title).toBe('What does my Moon in Scorpio m…');
  });

  it('keep the newest 20 messages, and a streaming reply replaces itself as it grows', () => {
    let c: Conversation = start();
    for (let i = 0; i < 25; i++)
      c = withMessage(c, message(`m${i}`, i % 2 ? 'assistant' : 'user', `n${i}`, i), i);
    expect(c.messages).toHaveLength(MAX_MESSAGES);
    expect(c.messages[0]?.id).toBe('m5');
    expect(c.metadata.messageCount).toBe(MAX_MESSAGES);
    c = withMessage(c, message('r', 'assistant', 'あなたの', 30, { isStreaming: true }), 30);
    c = withMessage(
      c,
      message('r', 'assistant', 'あなたの太陽は牡牛座です', 31, { provider: 'OpenAI' }),
      31,
      42,
    );
    expect(c.messages.filter((m) => m.id === 'r')).toHaveLength(1);
    expect(c.messages.at(-1)).toMatchObject({ content: 'あなたの太陽は牡牛座です', isStreaming: false });
    expect(c.messages.at(-1)?.metadata.provider).toBe('OpenAI');
    expect(c.metadata).toMatchObject({ totalTokens: 42, lastActivity: 31 });
  });

  it('retry only from a user message: cut there, and give its text back to send again', () => {
    let c = start();
    c = withMessage(c, message('u1', 'user', '一つ目', 1), 1);
    c = withMessage(c, message('a1', 'assistant', '答え', 2), 2);
    c = withMessage(c, message('u2', 'user', '二つ目', 3), 3);
    c = withMessage(c, message('a2', 'assistant', '途中で切れた答え', 4), 4);
    expect(retryFrom(c, 'a2', 5)).toBeNull();
    expect(retryFrom(c, 'nope', 5)).toBeNull();
    const r = retryFrom(c, 'u2', 5);
    expect(r?.text).toBe('二つ目');
    expect(r?.conversation.messages.map((m) => m.id)).toEqual(['u1', 'a1']);
    expect(r?.conversation.metadata.messageCount).toBe(2);
  });

  it('count words, and Chinese or Japanese characters one by one', () => {
    expect(wordCount('Your Sun is in Taurus.')).toBe(5);
    expect(wordCount('太陽は牡牛座')).toBe(6);
    expect(wordCount('MC は 15° です')).toBe(5); // MC, は, 15°, で, す
    expect(wordCount('  ')).toBe(0);
  });

  it('export with exportedAt and version 1.0; import gives a new id, or refuses what is not a conversation', () => {
    let c = withMessage(start(), message('u1', 'user', '質問', 1), 1);
    c = withMessage(c, message('a1', 'assistant', '途中', 2, { isStreaming: true }), 2);
    const file = JSON.parse(JSON.stringify(exportConversation(c, Date.UTC(2026, 10, 24))));
    expect(file).toMatchObject({ version: '1.0', exportedAt: '2026-11-24T00:00:00.000Z', id: 'c1' });
    const back = importConversation(file, 'c2', 99);
    expect(back.id).toBe('c2');
    expect(back.messages.map((m) => [m.id, m.isStreaming])).toEqual([
      ['u1', false],
      ['a1', false],
    ]);
    expect(back.userData).toEqual(user);
    for (const bad of [
      null,
      'text',
      {},
      { ...file, id: '' },
      { ...file, messages: [{ role: 'system' }] },
      { ...file, userData: { name: 'x' } },
    ]) {
      expect(() => importConversation(bad, 'c3', 0), JSON.stringify(bad)?.slice(0, 40)).toThrow(
        'Invalid conversation data',
      );
    }
  });

  // Issue 33 §3: an import says what it took and assumed; another version of the format is refused by name.
  it('reads version 1 files, assumes 1.0 for a file without one, and refuses other versions with their name', () => {
    // A file written elsewhere may hold more messages than a conversation here keeps.
    const messages = Array.from({ length: 24 }, (_, i) =>
      message(`m${i}`, i % 2 ? 'assistant' : 'user', `${i}`, i),
    );
    const file = JSON.parse(JSON.stringify({ ...exportConversation(start(), 0), messages }));
    const got = readConversationImport(file, 'c2', 9);
    expect(got).toMatchObject({ inFile: 24, taken: 20, assumedVersion: null });
    expect(got.conversation.messages[0]?.id).toBe('m4');
    for (const version of ['1.0', '1', '1.2', 1])
      expect(readConversationImport({ ...file, version }, 'c3', 9).assumedVersion).toBeNull();
    const { version: _v, ...unversioned } = file;
    expect(readConversationImport(unversioned, 'c4', 9)).toMatchObject({ assumedVersion: '1.0', taken: 20 });
    for (const version of ['2.0', '0.9', 'beta', 2, null]) {
      const refusal = (() => {
        try {
          readConversationImport({ ...file, version }, 'c5', 9);
          return null;
        } catch (e) {
          return e instanceof ConversationError ? [e.code, e.version] : e;
        }
      })();
      expect(refusal).toEqual(['otherVersion', String(version)]);
    }
  });
});

/** The dialog's import: the file's text through JSON.parse, then importConversation (conversations-dialog.tsx). */
function importText(text: string, id = 'new', nowMs = 7): Conversation | 'refused' {
  try {
    return importConversation(JSON.parse(text), id, nowMs);
  } catch (e) {
    // Only the typed refusal (or the parser's SyntaxError, which the dialog reports the same way) may escape.
    if (e instanceof ConversationError && (e.code === 'invalidConversation' || e.code === 'otherVersion'))
      return 'refused';
    if (e instanceof SyntaxError) return 'refused';
    throw e;
  }
}

const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).join();
function expectNoPollution() {
  const clean =
    ({} as Record<string, unknown>).polluted === undefined &&
    Object.getOwnPropertyNames(Object.prototype).join() === prototypeKeys;
  expect(clean, 'Object.prototype changed').toBe(true);
}

const CONVERSATION_KEYS = [
  'id',
  'messages',
  'userData',
  'language',
  'createdAt',
  'updatedAt',
  'title',
  'metadata',
];

/** What every imported conversation must be: schema-valid, finished, at most 20 messages, new id, nothing extra. */
function expectImported(c: Conversation, id = 'new', nowMs = 7) {
  expect(conversationSchema.safeParse(c).success).toBe(true);
  expect(Object.getPrototypeOf(c)).toBe(Object.prototype);
  expect(Object.keys(c).every((k) => CONVERSATION_KEYS.includes(k))).toBe(true);
  expect(c.id).toBe(id);
  expect(c.updatedAt).toBe(nowMs);
  expect(c.messages.length).toBeLessThanOrEqual(MAX_MESSAGES);
  expect(c.metadata.messageCount).toBe(c.messages.length);
  expect(c.messages.every((m) => !m.isStreaming)).toBe(true);
}

type Breaker = (c: Record<string, unknown> & Conversation) => unknown;
const at = (list: readonly unknown[], n: number) => list[n % list.length];
/** Ways to make a valid conversation file definitely invalid, each with a random choice of how. */
const breakers: fc.Arbitrary<Breaker> = fc.oneof(
  // Instants Date cannot hold (the screen's toISOString and DateTimeFormat throw on 1e16), or not instants.
  fc.tuple(fc.constantFrom('createdAt', 'updatedAt'), fc.nat()).map(
    ([k, n]): Breaker =>
      (c) => ({ ...c, [k]: at([-1, 8.64e15 + 1, 1.5, 1e300, '1', null], n) }),
  ),
  fc.nat().map(
    (n): Breaker =>
      (c) => ({ ...c, metadata: { ...c.metadata, lastActivity: at([-5, 2e16, 0.25, '0', true], n) } }),
  ),
  fc.tuple(fc.nat(), fc.nat()).map(
    ([i, n]): Breaker =>
      (c) => {
        if (c.messages.length === 0) return { ...c, messages: null };
        const messages = c.messages.map((m, j) =>
          j === i % c.messages.length ? { ...m, timestamp: at([-1, 1e16, 3.5, 'now', null], n) } : m,
        );
        return { ...c, messages };
      },
  ),
  // Counts that are not counts.
  fc.tuple(fc.constantFrom('totalTokens', 'messageCount'), fc.nat()).map(
    ([k, n]): Breaker =>
      (c) => ({ ...c, metadata: { ...c.metadata, [k]: at([-1, 0.5, '3', null], n) } }),
  ),
  // An end reason the screen has no words for, a role the spec has not, a language the app does not speak.
  fc
    .string({ maxLength: 12 })
    .filter((s) => !(ENDED_REASONS as readonly string[]).includes(s))
    .map(
      (ended): Breaker =>
        (c) => ({
          ...c,
          messages: [
            ...c.messages,
            { ...message('x-ended', 'assistant', 'a', 1), metadata: { wordCount: 1, ended } },
          ],
        }),
    ),
  fc.constantFrom('system', 'tool', '', 'User').map(
    (role): Breaker =>
      (c) => ({ ...c, messages: [{ ...message('x-role', 'user', 'q', 1), role }, ...c.messages] }),
  ),
  fc.constantFrom('fr', 'JA', '', null).map(
    (language): Breaker =>
      (c) => ({ ...c, language }),
  ),
  // Two messages with one id (a reply replaces itself by id; the screen keys messages by it).
  fc.constant<Breaker>((c) => {
    const m = c.messages[0] ?? message('dup', 'user', 'q', 1);
    return { ...c, messages: [m, ...c.messages.slice(1), { ...m, content: 'again' }] };
  }),
  // A title longer than titleFrom makes.
  fc.string({ minLength: TITLE_CHARS + 2, maxLength: 80, unit: 'grapheme-ascii' }).map(
    (title): Breaker =>
      (c) => ({ ...c, title }),
  ),
  // No id, an empty one, a wrong type anywhere at the top.
  fc.tuple(fc.constantFrom(...CONVERSATION_KEYS), fc.boolean()).map(
    ([k, remove]): Breaker =>
      (c) => {
        const { [k]: _dropped, ...rest } = c;
        return remove ? rest : { ...rest, [k]: k === 'id' ? '' : k === 'title' ? 42 : '42' };
      },
  ),
  // Birth data the home form would refuse.
  fc
    .constantFrom<Partial<UserData> | null>(
      { birthplace: ' \u3000' },
      { birthHour: 24 },
      { birthdate: '1990/05/15' },
      { name: 'x'.repeat(101) },
      { fullBirthDateTime: 'yesterday' },
      null,
    )
    .map(
      (patch): Breaker =>
        (c) => ({ ...c, userData: patch && { ...c.userData, ...patch } }),
    ),
  // Not a conversation at all.
  fc.constantFrom<unknown>(null, [], 'conversation', 0, true).map(
    (v): Breaker =>
      () =>
        v,
  ),
);

/** JSON text with prototype keys written in (JSON.stringify cannot write a "__proto__" that JSON.parse then owns). */
function withKey(json: string, key: string, value: string, depth: number): string {
  const objects = [...json.matchAll(/\{/g)].map((m) => m.index);
  const i = objects[depth % objects.length] ?? 0;
  return `${json.slice(0, i + 1)}"${key}":${value},${json.slice(i + 1)}`;
}

describe('conversation import (fuzzed)', () => {
  it('knows every way a reply ends (the type and the list agree)', () => {
    expectTypeOf<(typeof ENDED_REASONS)[number]>().toEqualTypeOf<
      NonNullable<ChatMessageRecord['metadata']['ended']>
    >();
  });

  it(
    'imports every exported conversation: a new id, the newest 20 messages, finished, and nothing else changed',
    () => {
      fc.assert(
        fc.property(conversationArb, instantArb, (c, exportedAt) => {
          const text = JSON.stringify(exportConversation(c, exportedAt));
          const back = importText(text);
          expect(back).not.toBe('refused');
          if (back === 'refused') return;
          expectImported(back);
          const kept = c.messages.slice(-MAX_MESSAGES).map((m) => ({ ...m, isStreaming: false }));
          expect(back).toEqual({
            ...c,
            id: 'new',
            messages: kept,
            updatedAt: 7,
            metadata: { ...c.metadata, messageCount: kept.length },
          });
          // Exported again and imported again, it is the same conversation (a fixed point).
          expect(importText(JSON.stringify(exportConversation(back, exportedAt)))).toEqual(back);
        }),
        fuzzParams(),
      );
    },
    fuzzTimeoutMs(),
  );

  it(
    'refuses every conversation broken in a way the app could not have made, with its typed error only',
    () => {
      fc.assert(
        fc.property(conversationArb, breakers, (c, breaker) => {
          const broken = breaker(c as Record<string, unknown> & Conversation);
          expect(importText(JSON.stringify(broken) ?? 'undefined')).toBe('refused');
        }),
        fuzzParams(),
      );
    },
    fuzzTimeoutMs(),
  );

  it(
    'never throws on any mutated file, accepts only valid conversations, and is never polluted',
    () => {
      const PROTO = ['__proto__', 'constructor', 'prototype'];
      const pollutions = fc.constantFrom(
        '{"polluted":true}',
        '{"__proto__":{"polluted":true}}',
        '{"prototype":{"polluted":true}}',
        '"<script>globalThis.__pwned=1</script>"',
      );
      const files = fc.oneof(
        // A valid file with a prototype key written into one of its objects.
        fc
          .tuple(conversationArb, fc.constantFrom(...PROTO), pollutions, fc.nat())
          .map(([c, k, v, depth]) => withKey(JSON.stringify(exportConversation(c, 1)), k, v, depth)),
        // A valid file with a character replaced, inserted or removed, or cut short.
        fc.tuple(conversationArb, fc.nat(), fc.string({ maxLength: 3 }), fc.nat(3)).map(([c, i, s, cut]) => {
          const t = JSON.stringify(c);
          return t.slice(0, i % t.length) + s + t.slice((i % t.length) + cut);
        }),
        fc.tuple(conversationArb, fc.nat()).map(([c, n]) => JSON.stringify(c).slice(0, n)),
        // Any JSON at all, and objects with prototype keys.
        fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
        fc
          .dictionary(fc.constantFrom(...CONVERSATION_KEYS, ...PROTO), fc.jsonValue({ maxDepth: 2 }))
          .map((v) => JSON.stringify(v)),
      );
      let accepted = 0;
      fc.assert(
        fc.property(files, (text) => {
          const out = importText(text);
          if (out !== 'refused') {
            accepted++;
            expectImported(out);
          }
          expectNoPollution();
          expect((globalThis as Record<string, unknown>).__pwned).toBeUndefined();
        }),
        fuzzParams(),
      );
      expect(accepted).toBeGreaterThan(0); // prototype keys in a valid file are dropped, not fatal
    },
    fuzzTimeoutMs(),
  );

  it('answers huge and deep files (5–50 MB, 100,000 levels) in bounded time', () => {
    const [c] = fc.sample(conversationArb, { numRuns: 1, seed: 3 }) as [Conversation];
    const file = exportConversation(c, 1);
    const timed = (text: string) => {
      const started = cpuMs();
      const out = importText(text);
      expect(cpuMs() - started).toBeLessThan(10_000);
      return out;
    };
    // A 50 MB message is a valid (if odd) conversation; a 5 MB title is not; 100,000 messages (10 MB) keep the newest 20.
    const long = timed(
      JSON.stringify({ ...file, messages: [message('m', 'user', 'x'.repeat(50_000_000), 1)] }),
    );
    expect(long !== 'refused' && long.messages[0]?.content.length).toBe(50_000_000);
    expect(timed(JSON.stringify({ ...file, title: 't'.repeat(5_000_000) }))).toBe('refused');
    const many = Array.from({ length: 100_000 }, (_, i) => message(`m${i}`, 'user', '', i));
    const kept = timed(JSON.stringify({ ...file, messages: many }));
    expect(kept !== 'refused' && kept.messages.map((m) => m.id)).toEqual(
      many.slice(-MAX_MESSAGES).map((m) => m.id),
    );
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(timed(deep)).toBe('refused');
    expect(
      timed(JSON.stringify({ ...file, userData: 0 }).replace('"userData":0', `"userData":${deep}`)),
    ).toBe('refused');
    expect(timed('x'.repeat(50_000_000))).toBe('refused');
  });
});
