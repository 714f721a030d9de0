import { useEffect, useRef } from 'react';

/**
 * The results page's heading. It takes focus when the page opens (after the form is sent, keyboard and
 * screen-reader users land on the result, not at the top of the document) without scrolling. The focus waits for
 * the next frame: focusing needs a layout, and asked for inside React's commit it forced the page's first layout
 * into the same long task (Lighthouse's forced-reflow finding); in the frame the layout is due anyway.
 */
export function ResultsHeading({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="results-title">
      {children}
    </h1>
  );
}

/** The page header of a results page: the person's name and the chart's kind, when and where they were born. */
export function ResultsHeader({
  title,
  user,
  children,
}: {
  title: string;
  user: { name: string; birthdate: string; birthHour: number; birthMinute: number; birthplace: string };
  children?: React.ReactNode;
}) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <header className="results-header">
      <ResultsHeading>{user.name ? `${user.name} — ${title}` : title}</ResultsHeading>
      <p className="results-sub">
        <span className="nowrap">
          {user.birthdate} {pad(user.birthHour)}:{pad(user.birthMinute)}
        </span>{' '}
        · <span>{user.birthplace}</span>
      </p>
      {children}
    </header>
  );
}
