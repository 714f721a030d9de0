import {
  Children,
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';

/** Asks every DeferredSections on the page to build all its sections now (the section navigation sends it). */
const REVEAL_ALL = 'seimei:reveal-sections';
/** Sent after sections were added, so the section navigation can watch the new ones. */
export const SECTIONS_ADDED = 'seimei:sections-added';

/** Builds every section at once (synchronously): before a jump to one of them, a print, a find in page. */
export function revealAllSections(): void {
  window.dispatchEvent(new Event(REVEAL_ALL));
}

/**
 * How many sections were built, per page kind, for the chart (the person's birth data object) they showed: a
 * recalculation (a convention changed in "how this was calculated") rebuilds the page, which must come back as
 * far down as the reader was, and so must a return to the page by the back button.
 */
const built = new WeakMap<object, Map<string, number>>();

/** Ctrl+F / ⌘F: the browser searches the text in the page, so it must all be there. */
const isFindShortcut = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'f';

/**
 * The sections below a results page's first screen, built one after another as the reader comes near them: the
 * first screen (the chart) paints and becomes interactive without waiting for twenty screens of tables, and a
 * phone that never scrolls down never builds them. Each section is added in its own transition when a marker
 * after the last one comes within a screen of the viewport. All are built at once before anything needs the
 * whole page: a link to a section (the section navigation, a #fragment), printing, find in page. Without
 * IntersectionObserver everything is built after the first paint. `name` and `person` (the birth data shown) identify the page, so a
 * rebuilt page starts with as many sections as it had.
 */
export function DeferredSections({
  name,
  person,
  children,
}: {
  name: string;
  person: object;
  children: ReactNode;
}) {
  const items = Children.toArray(children);
  const count = items.length;
  const [shown, setShown] = useState(() => built.get(person)?.get(name) ?? 0);
  const marker = useRef<HTMLDivElement>(null);

  // A #fragment on arrival names a section: build them all before the first paint so it can be scrolled to.
  useLayoutEffect(() => {
    if (window.location.hash.length > 1) setShown(count);
  }, [count]);

  useEffect(() => {
    const all = () => flushSync(() => setShown(count));
    const onKey = (e: KeyboardEvent) => {
      if (isFindShortcut(e)) all();
    };
    window.addEventListener(REVEAL_ALL, all);
    window.addEventListener('beforeprint', all);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener(REVEAL_ALL, all);
      window.removeEventListener('beforeprint', all);
      window.removeEventListener('keydown', onKey);
    };
  }, [count]);

  useEffect(() => {
    if (!built.has(person)) built.set(person, new Map());
    built.get(person)?.set(name, shown);
  }, [person, name, shown]);

  useEffect(() => {
    if (shown > 0) window.dispatchEvent(new Event(SECTIONS_ADDED));
    if (shown >= count) return;
    const el = marker.current;
    const next = (n: number) => startTransition(() => setShown((s) => Math.max(s, n)));
    if (!el || typeof IntersectionObserver === 'undefined') {
      const frame = requestAnimationFrame(() => next(count));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          next(shown + 1);
        }
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown, count]);

  return (
    <>
      {items.slice(0, shown)}
      {shown < count && <div ref={marker} className="sections-pending" aria-hidden="true" />}
    </>
  );
}
