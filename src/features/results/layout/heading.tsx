import { useEffect, useRef } from 'react';

/**
 * The results page's heading. It takes focus when the page opens (after the form is sent, keyboard and
 * screen-reader users land on the result, not at the top of the document) without scrolling.
 */
export function ResultsHeading({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="results-title">
      {children}
    </h1>
  );
}
