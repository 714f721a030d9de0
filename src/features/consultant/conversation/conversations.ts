import * as z from 'zod/mini';
import { LANGUAGES, type Language } from '../../../i18n/languages';
import { hasBirthData } from '../../../shared/lib/birth-data';
import type { CalculationResults, UserData } from '../../../shared/stores/app-types';
import { userDataSchema } from '../../../shared/stores/schemas';
import type { ChatErrorCode } from '../provider/chat-stream';

/**
 * The consultant's conversations (spec §3 "AI conversation", "Message"; §4 "AI conversations"; §5; §9 "Chat"):
 * plain data and pure rules, so the store, the screen and the import all follow the same ones. Ids and clocks are
 * passed in.
 */

/** Spec §9: messages kept per conversation (older ones dropped). */
export const MAX_MESSAGES = 20;
/** Spec §9: a title is the first 30 characters of the first user message, plus an ellipsis. */
export const TITLE_CHARS = 30;
/** Spec §3: the version of an exported conversation. */
export const EXPORT_VERSION = '1.0';

export type ChatRole = 'user' | 'assistant';

export interface ChatMessageRecord {
  id: string;
  role: ChatRole;
  content: string;
  timestamp: number;
  metadata: {
    wordCount: number;
    /** Which provider answered (an assistant message); 'offline' for the offline consultant. */
    provider?: string;
    /** The ids of the chart facts the reply cited. */
    factIds?: string[];
    /** What the claim check found wrong in the reply (nothing when all it states matches the chart). */
    wrongClaims?: WrongClaim[];
    /** Why the reply ended early: the user stopped it, the token limit, or a failure (its code). */
    ended?: 'stopped' | 'length' | ChatErrorCode;
  };
  isStreaming: boolean;
}

export interface Conversation {
  id: string;
  messages: ChatMessageRecord[];
  /** The birth data the conversation is about, as it was when it started. */
  userData: UserData;
  language: Language;
  createdAt: number;
  updatedAt: number;
  title: string;
  metadata: { totalTokens: number; messageCount: number; lastActivity: number };
}

/** A statement of a reply that the engine's facts contradict (from the claim checker). */
export interface WrongClaim {
  kind: string;
  factId: string;
  stated: string;
  actual: string;
  sentence: string;
  /** What a count or a ten god is about when the fact id does not say (an element, the central star). */
  subject?: string;
}

/** Why a conversation cannot start or be read (spec §8 "Chat state errors", §5 import). */
export type ConversationErrorCode = 'needUserData' | 'invalidConversation' | 'otherVersion';

export class ConversationError extends Error {
  /** For otherVersion: the version the file names. */
  version?: string;
  constructor(readonly code: ConversationErrorCode) {
    super(
      code === 'needUserData' ? 'Full user data is needed to start a chat.' : 'Invalid conversation data',
    );
    this.name = 'ConversationError';
  }
}

/** Spec §9: the first 30 characters (not UTF-16 units: a kanji or an emoji counts once), plus "…" when cut. */
export function titleFrom(text: string): string {
  const chars = [...text.trim().replace(/\s+/g, ' ')];
  return chars.length > TITLE_CHARS ? `${chars.slice(0, TITLE_CHARS).join('')}…` : chars.join('');
}

/**
 * Spec §3 `metadata.wordCount`: words of space-separated scripts, plus each Chinese or Japanese character (those
 * languages do not separate words with spaces, so a character is the fair unit).
 */
export function wordCount(text: string): number {
  const cjk = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  const rest = text.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, ' ');
  const words = rest.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return cjk + words;
}

/**
 * Spec §4–§5: a conversation starts only with complete birth data and a calculated chart. The name is optional, as
 * on the form (issue 28 §3: where the spec's chat-start check asked for one, the form's optional name wins); a
 * conversation without one is titled from its first message like every other.
 */
export function newConversation(
  userData: UserData | null,
  results: CalculationResults | null,
  language: Language,
  id: string,
  nowMs: number,
): Conversation {
  if (!hasBirthData(userData) || !results) throw new ConversationError('needUserData');
  return {
    id,
    messages: [],
    userData: { ...userData },
    language,
    createdAt: nowMs,
    updatedAt: nowMs,
    title: '',
    metadata: { totalTokens: 0, messageCount: 0, lastActivity: nowMs },
  };
}

/** A message as the conversation stores it. */
export function message(
  id: string,
  role: ChatRole,
  content: string,
  nowMs: number,
  extra: { isStreaming?: boolean } & Omit<ChatMessageRecord['metadata'], 'wordCount'> = {},
): ChatMessageRecord {
  const { isStreaming = false, ...metadata } = extra;
  return {
    id,
    role,
    content,
    timestamp: nowMs,
    metadata: { wordCount: wordCount(content), ...metadata },
    isStreaming,
  };
}

/**
 * Adds a message, or replaces the one with the same id (a streaming reply growing): the newest 20 are kept, the
 * title comes from the first user message, and the counts follow. `tokens` adds to the running total when known.
 */
export function withMessage(c: Conversation, m: ChatMessageRecord, nowMs: number, tokens = 0): Conversation {
  const at = c.messages.findIndex((x) => x.id === m.id);
  const messages = at === -1 ? [...c.messages, m] : c.messages.map((x, i) => (i === at ? m : x));
  const kept = messages.slice(-MAX_MESSAGES);
  const firstUser = c.title || (m.role === 'user' ? titleFrom(m.content) : '');
  return {
    ...c,
    messages: kept,
    title: firstUser,
    updatedAt: nowMs,
    metadata: {
      totalTokens: c.metadata.totalTokens + tokens,
      messageCount: kept.length,
      lastActivity: nowMs,
    },
  };
}

/**
 * Spec §4 retry: only from a user message; the conversation is cut before it, and its text is returned to be sent
 * again (as a new message). Null when the id is not a user message of this conversation.
 */
export function retryFrom(
  c: Conversation,
  messageId: string,
  nowMs: number,
): { conversation: Conversation; text: string } | null {
  const at = c.messages.findIndex((m) => m.id === messageId);
  const m = c.messages[at];
  if (m?.role !== 'user') return null;
  const messages = c.messages.slice(0, at);
  return {
    conversation: {
      ...c,
      messages,
      updatedAt: nowMs,
      metadata: { ...c.metadata, messageCount: messages.length, lastActivity: nowMs },
    },
    text: m.content,
  };
}

/** Spec §3: an exported conversation carries when it was exported and the format's version. */
export function exportConversation(c: Conversation, nowMs: number) {
  return { ...c, exportedAt: new Date(nowMs).toISOString(), version: EXPORT_VERSION };
}

/** Every way a reply ends early (`metadata.ended`): stopped, cut by the token limit, or a chat error's code. */
export const ENDED_REASONS = [
  'stopped',
  'length',
  'network',
  'apiKey',
  'rateLimit',
  'quota',
  'unavailable',
  'timeout',
  'brokenStream',
  'malformed',
  'default',
] as const satisfies readonly NonNullable<ChatMessageRecord['metadata']['ended']>[];

/** An instant in ms as Date.now() gives it: a whole number Date can hold (the screen formats it; 1e16 would throw). */
const instantSchema = z.int().check(z.gte(0), z.lte(8.64e15));
const countSchema = z.int().check(z.gte(0));

const messageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: instantSchema,
  metadata: z.object({
    wordCount: countSchema,
    provider: z.optional(z.string()),
    factIds: z.optional(z.array(z.string())),
    wrongClaims: z.optional(
      z.array(
        z.object({
          kind: z.string(),
          factId: z.string(),
          stated: z.string(),
          actual: z.string(),
          sentence: z.string(),
          subject: z.optional(z.string()),
        }),
      ),
    ),
    ended: z.optional(z.enum(ENDED_REASONS)),
  }),
  isStreaming: z.boolean(),
});

/** A stored or imported conversation's shape (the chat store checks what it reads with it too). */
export const conversationSchema = z.object({
  id: z.string().check(z.minLength(1)),
  // Ids are unique within a conversation: a reply replaces itself by its id, and the screen keys messages by it.
  messages: z.array(messageSchema).check(z.refine((ms) => new Set(ms.map((m) => m.id)).size === ms.length)),
  userData: userDataSchema,
  language: z.enum(LANGUAGES),
  createdAt: instantSchema,
  updatedAt: instantSchema,
  // As titleFrom makes it: at most 30 characters and the ellipsis (a character is at most two UTF-16 units).
  title: z
    .string()
    .check(z.refine((t) => t.length <= 2 * (TITLE_CHARS + 1) && [...t].length <= TITLE_CHARS + 1)),
  metadata: z.object({
    totalTokens: countSchema,
    messageCount: countSchema,
    lastActivity: instantSchema,
  }),
});

/** Conversation files this app reads: version 1 and its minor revisions. */
const READABLE_EXPORT = /^1(?:\.\d{1,3})?$/;

/** What a conversation import did (issue 33 §3), for the message that says so. */
export interface ConversationImport {
  conversation: Conversation;
  /** Messages in the file, and how many were kept (the newest MAX_MESSAGES). */
  inFile: number;
  taken: number;
  /** The version a file without one was read as; null when it names its version. */
  assumedVersion: string | null;
}

/**
 * Spec §5: an imported conversation must be a whole conversation with an id; it gets a new id (so it never
 * overwrites one already here), keeps its newest 20 messages and comes in finished (nothing left streaming). A file
 * of another version of the format is refused with its name (ConversationError 'otherVersion'), before its fields are
 * read; one naming no version is read as 1.0, and says so.
 */
export function readConversationImport(data: unknown, newId: string, nowMs: number): ConversationImport {
  const given =
    typeof data === 'object' && data !== null ? (data as { version?: unknown }).version : undefined;
  const version = typeof given === 'number' ? String(given) : given;
  if (version !== undefined && !(typeof version === 'string' && READABLE_EXPORT.test(version))) {
    const err = new ConversationError('otherVersion');
    err.version = (typeof version === 'object' ? JSON.stringify(version) : String(version)).slice(0, 24);
    throw err;
  }
  const parsed = conversationSchema.safeParse(data);
  if (!parsed.success) throw new ConversationError('invalidConversation');
  const c = parsed.data as Conversation;
  const messages = c.messages.slice(-MAX_MESSAGES).map((m) => ({ ...m, isStreaming: false }));
  return {
    conversation: {
      ...c,
      id: newId,
      messages,
      updatedAt: nowMs,
      metadata: { ...c.metadata, messageCount: messages.length },
    },
    inFile: c.messages.length,
    taken: messages.length,
    assumedVersion: version === undefined ? EXPORT_VERSION : null,
  };
}

/** The conversation of an import file (see readConversationImport). */
export function importConversation(data: unknown, newId: string, nowMs: number): Conversation {
  return readConversationImport(data, newId, nowMs).conversation;
}
