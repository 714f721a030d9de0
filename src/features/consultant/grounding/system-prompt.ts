import type { ChatMessage } from '../provider/chat-stream';

/**
 * What goes to the model (issue 11 §2): the persona, the rules (answer only from the facts, cite their ids, say
 * when they do not answer, the safety rules) and the facts record, in the user's language; then the conversation.
 */

export type PromptText = (
  key: 'system' | 'withName' | 'withoutName' | 'factsHeader',
  values?: Record<string, string>,
) => string;

export interface PromptInput {
  /** factsRecord(...) of the chart. */
  record: string;
  /** Today, as YYYY-MM-DD (the date the luck pillar, year and transits are given for). */
  date: string;
  /** The person's name, only when they allowed it to be sent. */
  name: string | null;
}

/** The system message: persona and rules, who the person is (or that the name is withheld), then the facts. */
export function systemPrompt(text: PromptText, input: PromptInput): string {
  const who = input.name ? text('withName', { name: input.name }) : text('withoutName');
  return `${text('system', { date: input.date })}\n\n${who}\n\n${text('factsHeader', { date: input.date })}\n${input.record}`;
}

/**
 * The messages of a request: the system message, the last `historyLength` turns that have text (a failed reply
 * with nothing in it is left out), and the new question.
 */
export function requestMessages(
  system: string,
  history: readonly { role: 'user' | 'assistant'; content: string }[],
  question: string,
  historyLength: number,
): ChatMessage[] {
  const withText = history.filter((m) => m.content.trim() !== '');
  const turns = historyLength > 0 ? withText.slice(-historyLength) : [];
  return [
    { role: 'system', content: system },
    ...turns.map((m) => ({ role: m.role, content: m.content })),
    { role: 'user', content: question },
  ];
}
