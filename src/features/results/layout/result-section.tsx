import type { ReactNode } from 'react';

/**
 * A titled section of a results page: the target of the section navigation (its heading takes focus when
 * jumped to) and kept clear of the sticky header by scroll-margin.
 */
export function ResultSection({
  id,
  title,
  children,
  className = '',
  testId,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      id={id}
      className={`result-section ${className}`}
      aria-labelledby={`${id}-title`}
      data-testid={testId}
    >
      <h2 id={`${id}-title`} tabIndex={-1} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * "How this was calculated": the engine, the birth moment and the conventions, one tap away and still
 * changeable there, so the first screen belongs to the person's chart.
 */
export function CalcDisclosure({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <details id={id} className="card calc-details" data-testid="calc-details">
      <summary>
        <span className="calc-summary">{title}</span>
      </summary>
      <div className="calc-body">{children}</div>
    </details>
  );
}
