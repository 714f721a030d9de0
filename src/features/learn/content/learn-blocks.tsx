import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../shared/lib/local-date';
import { exampleChart } from './examples';
import { type FactT, factText } from './facts';
import { TextBlocks, type TokenView } from './learn-text';
import type { Block } from './parse-lesson';
import { quizOf } from './quiz';

/** How the directives that show something of their own are drawn (reference tables, example charts, the reader's chart). */
export interface DirectiveViews {
  refTable: (b: Extract<Block, { kind: 'refTable' }>) => ReactNode;
  chart: (b: Extract<Block, { kind: 'chart' }>) => ReactNode;
  yourChart: (b: Extract<Block, { kind: 'yourChart' }>) => ReactNode;
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
 * A lesson's or article's blocks as the page shows them: the text (learn-text.tsx), example facts computed by the
 * engine, practice questions, and the directives drawn by `views`.
 */
export function LearnBlocks({
  blocks,
  views,
  top = 3,
}: {
  blocks: readonly Block[];
  views: DirectiveViews;
  top?: 2 | 3;
}) {
  const { t, i18n } = useTranslation(['learn', 'results']);
  const date = (iso: string) => formatIsoDate(iso, i18n.language);
  // The engine's value, marked so a reader (and a test) can tell it was computed, not typed.
  const token: TokenView = (n, key) => (
    <span key={key} className="learn-fact" data-fact={`${n.example}:${n.fact}`}>
      {factText(exampleChart(n.example), n.example, n.fact, t, date)}
    </span>
  );
  let quiz = 0;
  return (
    <TextBlocks
      blocks={blocks}
      token={token}
      top={top}
      other={(b, key) => {
        switch (b.kind) {
          case 'quiz':
            quiz++;
            return <QuizView key={key} block={b} index={quiz} t={t} date={date} />;
          case 'refTable':
            return views.refTable(b);
          case 'chart':
            return views.chart(b);
          case 'yourChart':
            return views.yourChart(b);
        }
        return null;
      }}
    />
  );
}
