import type { OfflineTopic } from './offline-texts';

/** An offline answer: Markdown in the renderer's subset, the ids of the facts it used, and its topic. */
export interface OfflineAnswer {
  markdown: string;
  factIds: string[];
  topic: OfflineTopic;
}

/**
 * Builds an answer block by block in the Markdown subset the chat renderer supports: `### ` headings, paragraphs
 * separated by a blank line, `- ` and `1. ` lists, `**bold**` and `*italic*`; nothing else.
 */
export class AnswerDraft {
  private readonly blocks: string[] = [];
  private readonly ids: string[] = [];

  /** `gap` joins the sentences of a paragraph: a space in English, nothing in Chinese and Japanese. */
  constructor(private readonly gap: string) {}

  /** Records the facts a block states (each once, in the order first used). */
  cite(...ids: (string | undefined)[]): this {
    for (const id of ids) if (id && !this.ids.includes(id)) this.ids.push(id);
    return this;
  }

  heading(text: string): this {
    this.blocks.push(`### ${text}`);
    return this;
  }

  /**
   * One paragraph of the given sentences; empty ones are left out, and so is a paragraph with none. Each sentence
   * starts with a capital (a template may open with a name like "the Sun").
   */
  paragraph(...parts: (string | false | null | undefined)[]): this {
    const text = parts
      .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
      .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
      .join(this.gap);
    if (text) this.blocks.push(text);
    return this;
  }

  bullets(items: readonly string[]): this {
    if (items.length) this.blocks.push(items.map((i) => `- ${i}`).join('\n'));
    return this;
  }

  numbered(items: readonly string[]): this {
    if (items.length) this.blocks.push(items.map((i, n) => `${n + 1}. ${i}`).join('\n'));
    return this;
  }

  /** The closing line: a reflection or a question back, in italics. */
  closing(text: string): this {
    this.blocks.push(`*${text}*`);
    return this;
  }

  done(topic: OfflineTopic): OfflineAnswer {
    return { markdown: this.blocks.join('\n\n'), factIds: [...this.ids], topic };
  }
}
