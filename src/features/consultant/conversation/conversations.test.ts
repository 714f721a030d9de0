import { describe, expect, it } from 'vitest';
import type { CalculationResults, UserData } from '../../../shared/stores/app-types';
import {
  type Conversation,
  ConversationError,
  exportConversation,
  importConversation,
  MAX_MESSAGES,
  message,
  newConversation,
  retryFrom,
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
  it('start only with complete birth data, a non-blank name and a chart', () => {
    expect(start()).toMatchObject({ id: 'c1', messages: [], title: '', language: 'ja', createdAt: 1000 });
    for (const [u, r] of [
      [{ ...user, name: '  ' }, results],
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
});
