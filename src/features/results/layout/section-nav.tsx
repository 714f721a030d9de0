import { useEffect, useRef, useState } from 'react';
import { revealAllSections, SECTIONS_ADDED } from './deferred';

export interface NavItem {
  id: string;
  label: string;
}

/**
 * In-page navigation of a results page: sticky under the site header, one scrollable row of links on phones.
 * The section in view is marked with aria-current (IntersectionObserver), and the active link is kept visible
 * inside the row.
 */
export function SectionNav({ items, label }: { items: NavItem[]; label: string }) {
  const [active, setActive] = useState(items[0]?.id ?? '');
  const ids = items.map((i) => i.id).join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries)
          visible.set(e.target.id, e.isIntersecting ? e.boundingClientRect.top : Infinity);
        const top = [...visible].filter(([, y]) => y !== Infinity).sort((a, b) => a[1] - b[1])[0];
        if (top) setActive(top[0]);
      },
      { rootMargin: '-120px 0px -55% 0px' },
    );
    // Sections below the first screen are built as the reader comes near them (DeferredSections): watch each
    // once it exists.
    const pending = new Set(ids.split(' '));
    const attach = () => {
      for (const id of [...pending]) {
        const el = document.getElementById(id);
        if (el) {
          observer.observe(el);
          pending.delete(id);
        }
      }
    };
    attach();
    window.addEventListener(SECTIONS_ADDED, attach);
    return () => {
      observer.disconnect();
      window.removeEventListener(SECTIONS_ADDED, attach);
    };
  }, [ids]);

  // On mount the first section is active and the row is at its start: only a later change scrolls the row.
  // Reading its widths on mount would force the page's first layout inside React's work (a long task on a phone).
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const link = document.querySelector<HTMLElement>(`.section-nav a[href="#${active}"]`);
    const row = link?.parentElement?.parentElement;
    if (link && row && row.scrollWidth > row.clientWidth) {
      row.scrollTo({ left: link.offsetLeft - 16, behavior: 'smooth' });
    }
  }, [active]);

  return (
    <nav className="section-nav" aria-label={label}>
      <ul>
        {items.map((i) => (
          <li key={i.id}>
            <a
              href={`#${i.id}`}
              aria-current={active === i.id ? 'location' : undefined}
              onClick={(e) => {
                // The sections are built as the reader scrolls: build them all before jumping.
                if (!document.getElementById(i.id)) revealAllSections();
                const el = document.getElementById(i.id);
                if (!el) return;
                e.preventDefault();
                el.scrollIntoView({ block: 'start' });
                history.replaceState(history.state, '', `#${i.id}`);
                setActive(i.id);
                // Move focus to the section so keyboard and screen-reader users land where they asked to go.
                const heading = el.querySelector<HTMLElement>('h2, summary');
                heading?.focus({ preventScroll: true });
              }}
            >
              {i.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
