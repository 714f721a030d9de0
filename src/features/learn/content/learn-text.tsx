import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { type Block, type Inline, plainText } from './parse-lesson';

/** How an example chart's fact is shown inside the text (the lesson pages compute it; the glossary has none). */
export type TokenView = (token: Extract<Inline, { kind: 'token' }>, key: string) => ReactNode;

/** Inline Markdown: text, emphasis, links inside the site, and facts through `token`. */
export function InlineView({ nodes, token }: { nodes: readonly Inline[]; token: TokenView }) {
  return (
    <>
      {nodes.map((n, i) => {
        const key = `${i}`;
        switch (n.kind) {
          case 'text':
            return <Fragment key={key}>{n.text}</Fragment>;
          case 'strong':
            return (
              <strong key={key}>
                <InlineView nodes={n.children} token={token} />
              </strong>
            );
          case 'em':
            return (
              <em key={key}>
                <InlineView nodes={n.children} token={token} />
              </em>
            );
          case 'link':
            return (
              <Link key={key} to={n.href}>
                <InlineView nodes={n.children} token={token} />
              </Link>
            );
          case 'token':
            return token(n, key);
        }
        return null;
      })}
    </>
  );
}

/**
 * The text blocks of a document (headings, paragraphs, quotes, lists, tables); anything else (directives, quizzes)
 * is drawn by `other`. In a lesson, Markdown `##` and `###` become h3 and h4: the part's own heading (Content,
 * Example, Practice) is the h2 above them. An article or the glossary has no parts, so its `##` are h2
 * (`top={2}`), and its headings can take focus where a link lands.
 */
export function TextBlocks({
  blocks,
  token,
  other,
  top = 3,
}: {
  blocks: readonly Block[];
  token: TokenView;
  other: (block: Block, key: string) => ReactNode;
  top?: 2 | 3;
}) {
  return (
    <>
      {blocks.map((b, i) => {
        const key = `${i}`;
        const inline = (nodes: readonly Inline[]) => <InlineView nodes={nodes} token={token} />;
        switch (b.kind) {
          case 'heading': {
            const Tag = (['h2', 'h3', 'h4'] as const)[top - 2 + b.level - 2] ?? 'h4';
            return (
              <Tag key={key} id={b.id} tabIndex={top === 2 ? -1 : undefined}>
                {inline(b.inline)}
              </Tag>
            );
          }
          case 'paragraph':
            return <p key={key}>{inline(b.inline)}</p>;
          case 'quote':
            return <blockquote key={key}>{inline(b.inline)}</blockquote>;
          case 'list': {
            // biome-ignore lint/suspicious/noArrayIndexKey: a lesson's content is fixed; its items never move
            const items = b.items.map((item, j) => <li key={`${j}`}>{inline(item)}</li>);
            return b.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
          }
          case 'table': {
            // Each cell carries its column's name: on a phone the rows become stacked cards (learn.css), so a
            // table written for the lesson never needs sideways scrolling.
            const labels = b.head.map((c) => plainText(c));
            return (
              <div key={key} className="learn-table-wrap">
                <table className="learn-table learn-md-table">
                  <thead>
                    <tr>
                      {b.head.map((c, j) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are positional
                        <th key={`${j}`} scope="col">
                          {inline(c)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {b.rows.map((row, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a table's rows are positional
                      <tr key={`${j}`}>
                        <th scope="row" data-label={labels[0]}>
                          {inline(row[0] ?? [])}
                        </th>
                        {row.slice(1).map((c, k) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: a table's cells are positional
                          <td key={`${k}`} data-label={labels[k + 1]}>
                            {inline(c)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          }
          default:
            return <Fragment key={key}>{other(b, key)}</Fragment>;
        }
      })}
    </>
  );
}
