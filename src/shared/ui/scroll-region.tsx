import type { ReactNode } from 'react';

/**
 * A horizontally scrollable area (wide tables on phones), named and focusable so keyboard users can scroll it
 * (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
    <section className="table-wrap" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
