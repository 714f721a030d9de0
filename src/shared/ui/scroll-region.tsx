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

  // Measured by a ResizeObserver on the region and its content: it reports after the browser's own layout (and
  // whenever either is resized), where reading the widths during React's commit would force an extra layout.
  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setScrollable(el.scrollWidth > el.clientWidth + 1));
    ro.observe(el);
    observer.current = ro;
    return () => {
      ro.disconnect();
      observer.current = null;
    };
  }, []);
  // The content may be replaced on a re-render: observe what is there now (observing a child again is harmless).
  useEffect(() => {
    const el = ref.current;
    if (el && observer.current) for (const child of el.children) observer.current.observe(child);
  });

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
