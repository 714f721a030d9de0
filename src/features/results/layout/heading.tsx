import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { BirthCoordinates } from '../../../core/chart/birth-schemas';
import { birthplaceLabel } from '../../../shared/lib/birthplace-label';
import { birthMomentOf } from '../../../shared/lib/local-date';

/**
 * The results page's heading. It takes focus when the app navigates to the page (after the form is sent, keyboard
 * and screen-reader users land on the result, not on the control they left) without scrolling. A page opened
 * directly (a reload, a bookmark, a shared link: react-router's 'default' location) starts at the document's top
 * as any page does, and skips the layout a focus forces while the first screen is still being built. The focus
 * waits for the next frame: asked for inside React's commit it pulled the page's first layout into the same long
 * task (Lighthouse's forced-reflow finding).
 */
export function ResultsHeading({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const arrivedInApp = useLocation().key !== 'default';
  useEffect(() => {
    if (!arrivedInApp) return;
    const frame = requestAnimationFrame(() => ref.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [arrivedInApp]);
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
  user: {
    name: string;
    birthdate: string;
    birthHour: number;
    birthMinute: number;
    birthplace: string;
    coordinates?: BirthCoordinates | undefined;
    birthTimeUnknown?: boolean;
  };
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation('results');
  return (
    <header className="results-header">
      <ResultsHeading>{user.name ? `${user.name} — ${title}` : title}</ResultsHeading>
      <p className="results-sub">
        <span className="nowrap">
          {birthMomentOf(user, i18n.language)}
          {user.birthTimeUnknown ? ` ${t('unknownTime.timeUnknown')}` : ''}
        </span>{' '}
        · <span>{birthplaceLabel(user, i18n.language)}</span>
      </p>
      {children}
    </header>
  );
}
