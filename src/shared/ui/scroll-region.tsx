import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A horizontally scrollable area for something wider than a phone (a table, a grid, a timeline): the page itself
 * never scrolls sideways. Named (a labelled region) and, while its content is wider than it, focusable so keyboard
 * users can scroll it with the arrow keys (axe: scrollable-region-focusable); when everything fits it is not a tab stop.
 */
export function ScrollRegion({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  /** Extra classes beside `table-wrap`. */
  className?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  // Focusable until measured: a region that scrolls must never be left out of the tab order.
  const [scrollable, setScrollable] = useState(true);

  const measure = () => {
    const el = ref.current;
    if (el) setScrollable(el.scrollWidth > el.clientWidth + 1);
  };
  // After every render (the content may have changed) and whenever the region or its content is resized.
  useEffect(measure);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measure reads the ref only; one observer per mount
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  return (
    <section
      ref={ref}
      className={className ? `table-wrap ${className}` : 'table-wrap'}
      aria-label={label}
      tabIndex={scrollable ? 0 : undefined}
    >
      {children}
    </section>
  );
}
