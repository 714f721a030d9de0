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

/** Open or closed, per page kind, for this visit: a recalculation remounts the page and must not close it. */
const openState = new Map<string, boolean>();

/**
 * "How this was calculated": the engine, the birth moment and the conventions, one tap away and still
 * changeable there, so the first screen belongs to the person's chart.
 */
export function CalcDisclosure({
  id,
  title,
  page,
  children,
}: {
  id: string;
  title: string;
  page: 'astrology' | 'bazi';
  children: ReactNode;
}) {
  return (
    <details
      id={id}
      className="card calc-details"
      data-testid="calc-details"
      open={openState.get(page) ?? false}
      onToggle={(e) => openState.set(page, e.currentTarget.open)}
    >
      <summary>
        <span className="calc-summary">{title}</span>
      </summary>
      <div className="calc-body">{children}</div>
    </details>
  );
}
