import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatIsoDate } from '../../../shared/lib/local-date';
import { exampleChart } from './examples';
import { type FactT, factText } from './facts';
import { type Block, type Inline, plainText } from './parse-lesson';
import { quizOf } from './quiz';

/** How the directives that show something of their own are drawn (reference tables, example charts, the reader's chart). */
export interface DirectiveViews {
  refTable: (b: Extract<Block, { kind: 'refTable' }>) => ReactNode;
  chart: (b: Extract<Block, { kind: 'chart' }>) => ReactNode;
  yourChart: (b: Extract<Block, { kind: 'yourChart' }>) => ReactNode;
}

function InlineView({
  nodes,
  t,
  date,
}: {
  nodes: readonly Inline[];
  t: FactT;
  date: (iso: string) => string;
}) {
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
                <InlineView nodes={n.children} t={t} date={date} />
              </strong>
            );
          case 'em':
            return (
              <em key={key}>
                <InlineView nodes={n.children} t={t} date={date} />
              </em>
            );
          case 'link':
            return (
              <Link key={key} to={n.href}>
                <InlineView nodes={n.children} t={t} date={date} />
              </Link>
            );
          case 'token':
            // The engine's value, marked so a reader (and a test) can tell it was computed, not typed.
            return (
              <span key={key} className="learn-fact" data-fact={`${n.example}:${n.fact}`}>
                {factText(exampleChart(n.example), n.example, n.fact, t, date)}
              </span>
            );
        }
        return null;
      })}
    </>
  );
}

/** A practice question with its answer behind a disclosure, so the reader tries first. */
function QuizView({
  block,
  index,
  t,
  date,
}: {
  block: Extract<Block, { kind: 'quiz' }>;
  index: number;
  t: FactT;
  date: (iso: string) => string;
}) {
  const q = quizOf(block.quiz, exampleChart(block.example), block.example, t, date);
  return (
    <div className="learn-quiz" data-quiz={`${block.example}:${block.quiz}`}>
      <p className="learn-quiz-q">
        <span className="learn-quiz-n">{t('learn:practiceUi.question', { n: index })}</span> {q.question}
      </p>
      <details>
        <summary>{t('learn:practiceUi.showAnswer')}</summary>
        <p className="learn-quiz-a">
          <strong>{q.answer}</strong>
        </p>
        <p>{q.why}</p>
      </details>
    </div>
  );
}

/**
 * A lesson part's blocks as the page shows them. Markdown `##` and `###` become h3 and h4: the part's own heading
 * (Content, Example, Practice) is the h2 above them.
 */
export function LearnBlocks({ blocks, views }: { blocks: readonly Block[]; views: DirectiveViews }) {
  const { t, i18n } = useTranslation(['learn', 'results']);
  const date = (iso: string) => formatIsoDate(iso, i18n.language);
  let quiz = 0;
  return (
    <>
      {blocks.map((b, i) => {
        const key = `${i}`;
        const inline = (nodes: readonly Inline[]) => <InlineView nodes={nodes} t={t} date={date} />;
        switch (b.kind) {
          case 'heading':
            return b.level === 2 ? (
              <h3 key={key} id={b.id}>
                {inline(b.inline)}
              </h3>
            ) : (
              <h4 key={key} id={b.id}>
                {inline(b.inline)}
              </h4>
            );
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
          case 'quiz':
            quiz++;
            return <QuizView key={key} block={b} index={quiz} t={t} date={date} />;
          case 'refTable':
            return <Fragment key={key}>{views.refTable(b)}</Fragment>;
          case 'chart':
            return <Fragment key={key}>{views.chart(b)}</Fragment>;
          case 'yourChart':
            return <Fragment key={key}>{views.yourChart(b)}</Fragment>;
        }
        return null;
      })}
    </>
  );
}
