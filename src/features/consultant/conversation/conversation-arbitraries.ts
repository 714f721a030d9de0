/**
 * Test-only (the app never imports it): fast-check generators of valid conversations as the app makes them, for
 * the property-based suites of the conversation import and the chat store (issue 16 §3).
 */
import fc from 'fast-check';
import { GENDERS } from '../../../core/bazi/conventions';
import type { UserData } from '../../../shared/stores/app-types';
import {
  type ChatMessageRecord,
  type Conversation,
  ENDED_REASONS,
  MAX_MESSAGES,
  titleFrom,
  type WrongClaim,
} from './conversations';

const pad = (n: number) => String(n).padStart(2, '0');

/** Birth data as the home form stores it (the same rules as userDataSchema). */
export const userDataArb: fc.Arbitrary<UserData> = fc
  .record(
    {
      name: fc.string({ maxLength: 40 }),
      date: fc.date({
        min: new Date('1800-01-01T00:00:00Z'),
        max: new Date('2200-12-31T00:00:00Z'),
        noInvalidDate: true,
      }),
      birthHour: fc.integer({ min: 0, max: 23 }),
      birthMinute: fc.integer({ min: 0, max: 59 }),
      birthplace: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''),
      gender: fc.constantFrom(...GENDERS),
      coordinates: fc.record(
        {
          lat: fc.integer({ min: -90_000, max: 90_000 }).map((n) => n / 1000),
          lng: fc.integer({ min: -180_000, max: 180_000 }).map((n) => n / 1000),
          tz: fc.constantFrom('Asia/Tokyo', 'America/New_York', 'UTC', 'Etc/GMT-14'),
          placeId: fc.stringMatching(/^[a-z0-9:-]{1,40}$/),
          fallback: fc.boolean(),
        },
        { requiredKeys: ['lat', 'lng', 'tz'] },
      ),
    },
    { requiredKeys: ['name', 'date', 'birthHour', 'birthMinute', 'birthplace', 'gender'] },
  )
  .map(({ date, ...u }) => {
    const birthdate = date.toISOString().slice(0, 10);
    return {
      ...u,
      birthdate,
      fullBirthDateTime: `${birthdate}T${pad(u.birthHour)}:${pad(u.birthMinute)}:00`,
    };
  });

/** An instant as Date.now() gives it. */
export const instantArb = fc.integer({ min: 0, max: 8.64e15 });

const wrongClaimArb: fc.Arbitrary<WrongClaim> = fc.record(
  {
    kind: fc.constantFrom('sign', 'house', 'degree', 'pillar', 'tenGod', 'elementCount', 'date'),
    factId: fc.constantFrom('P.sun', 'A.asc', 'B.day', 'L.1', 'T.saturn-sun-square'),
    stated: fc.string({ maxLength: 10 }),
    actual: fc.string({ maxLength: 10 }),
    sentence: fc.string({ maxLength: 40 }),
    subject: fc.constantFrom('wood', 'fire', 'centralStar'),
  },
  { requiredKeys: ['kind', 'factId', 'stated', 'actual', 'sentence'] },
);

const messageArb = (id: string): fc.Arbitrary<ChatMessageRecord> =>
  fc.record({
    id: fc.constant(id),
    role: fc.constantFrom('user', 'assistant'),
    content: fc.string({ maxLength: 80 }),
    timestamp: instantArb,
    metadata: fc.record(
      {
        wordCount: fc.nat(500),
        provider: fc.constantFrom('OpenAI', 'DeepSeek', 'Ollama', 'offline'),
        factIds: fc.array(fc.constantFrom('P.sun', 'B.day', 'L.2'), { maxLength: 3 }),
        wrongClaims: fc.array(wrongClaimArb, { maxLength: 2 }),
        ended: fc.constantFrom(...ENDED_REASONS),
      },
      { requiredKeys: ['wordCount'] },
    ),
    isStreaming: fc.boolean(),
  });

/** A conversation with up to `maxMessages` messages (by default a few more than an import keeps). */
export const conversationArbOf = (maxMessages: number): fc.Arbitrary<Conversation> =>
  fc
    .record({
      id: fc.string({ minLength: 1, maxLength: 36 }),
      ids: fc.uniqueArray(fc.string({ maxLength: 12 }), { maxLength: maxMessages }),
      userData: userDataArb,
      language: fc.constantFrom('ja', 'zh', 'zh-Hant', 'en'),
      createdAt: instantArb,
      updatedAt: instantArb,
      firstQuestion: fc.option(fc.string({ maxLength: 60 }), { nil: undefined }),
      totalTokens: fc.nat(1_000_000),
      lastActivity: instantArb,
    })
    .chain(({ ids, firstQuestion, totalTokens, lastActivity, ...c }) =>
      fc.tuple(...ids.map(messageArb)).map((messages) => ({
        ...c,
        messages,
        title: firstQuestion === undefined ? '' : titleFrom(firstQuestion),
        metadata: { totalTokens, messageCount: messages.length, lastActivity },
      })),
    );

/** A conversation as the store keeps it, and as files bring it: up to 24 messages (an import keeps the newest 20). */
export const conversationArb = conversationArbOf(MAX_MESSAGES + 4);
