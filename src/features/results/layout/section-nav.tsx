import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { revealAllSections, SECTIONS_ADDED } from '../../../shared/ui/deferred';

export interface NavItem {
  id: string;
  label: string;
}

/** Jumps to a section (building the deferred ones first) and moves focus to its heading. */
function jumpTo(id: string): boolean {
  // The sections are built as the reader scrolls: build them all before jumping.
  if (!document.getElementById(id)) revealAllSections();
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView({ block: 'start' });
  history.replaceState(history.state, '', `#${id}`);
  // Move focus to the section so keyboard and screen-reader users land where they asked to go.
  el.querySelector<HTMLElement>('h2, summary')?.focus({ preventScroll: true });
  return true;
}

/**
 * In-page navigation of a results page, sticky under the site header: one row of whole labels — never one cut at
 * the screen's edge — and, when they do not all fit (a phone), a "More" button with the rest (issue 30 §3). Which
 * fit is read after layout: the row wraps, and the links that wrapped below its first line go to the menu. The
 * section in view is marked with aria-current (IntersectionObserver); the button is, when that section is in it.
 */
export function SectionNav({ items, label }: { items: NavItem[]; label: string }) {
  const { t } = useTranslation('results');
  const [active, setActive] = useState(items[0]?.id ?? '');
  const ids = items.map((i) => i.id).join(' ');
  // How many links fit the row (all until measured), and the menu of the others.
  const [fit, setFit] = useState(items.length);
  const [open, setOpen] = useState(false);
  const row = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // Observed from the layout effect: the first measure lands before the first paint. Measured again when the labels
  // change (another language): the row keeps its size then, so its observer alone would not see it.
  const labels = items.map((i) => i.label).join('\u0001');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels are the trigger (their text sets the widths)
  useLayoutEffect(() => {
    const ul = row.current;
    if (!ul || typeof ResizeObserver === 'undefined') return;
    // All links laid out in the row (wrapping), then those below its first line set aside again.
    const measure = () => {
      const links = [...ul.children] as HTMLElement[];
      for (const li of links) li.classList.remove('overflow');
      const top = links[0]?.offsetTop ?? 0;
      const n = links.findIndex((li) => li.offsetTop > top + 2);
      for (const [i, li] of links.entries()) li.classList.toggle('overflow', n !== -1 && i >= n);
      setFit(n === -1 ? links.length : n);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(ul);
    return () => observer.disconnect();
  }, [labels]);

  // The menu closes on a click outside it; Escape closes it and returns focus to its button.
  useEffect(() => {
    if (!open) return;
    const close = (e: PointerEvent) => {
      if (!(e.target as Element).closest?.('.section-nav-more')) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);
  // Opened: focus on its first link.
  useEffect(() => {
    if (open) document.getElementById(menuId)?.querySelector('a')?.focus();
  }, [open, menuId]);
  const onMenuKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    setOpen(false);
    button.current?.focus();
  };

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

  const hidden = items.slice(fit);

  return (
    <nav className="section-nav" aria-label={label}>
      <ul ref={row} className={hidden.length > 0 ? 'has-more' : undefined}>
        {items.map((i, n) => (
          <li key={i.id} className={n >= fit ? 'overflow' : undefined} aria-hidden={n >= fit || undefined}>
            <a
              href={`#${i.id}`}
              tabIndex={n >= fit ? -1 : undefined}
              aria-current={active === i.id ? 'location' : undefined}
              onClick={(e) => {
                if (!jumpTo(i.id)) return;
                e.preventDefault();
                setActive(i.id);
              }}
            >
              {i.label}
            </a>
          </li>
        ))}
      </ul>
      {hidden.length > 0 && (
        <div className="section-nav-more">
          <button
            ref={button}
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            aria-current={hidden.some((i) => i.id === active) ? 'location' : undefined}
            data-testid="section-nav-more"
            onClick={() => setOpen(!open)}
            onKeyDown={onMenuKey}
          >
            {t('nav.more', { count: hidden.length })}
          </button>
          {open && (
            <ul id={menuId} className="section-nav-menu">
              {hidden.map((i) => (
                <li key={i.id}>
                  <a
                    href={`#${i.id}`}
                    aria-current={active === i.id ? 'location' : undefined}
                    onKeyDown={onMenuKey}
                    onClick={(e) => {
                      setOpen(false);
                      if (!jumpTo(i.id)) return;
                      e.preventDefault();
                      setActive(i.id);
                    }}
                  >
                    {i.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </nav>
  );
}
