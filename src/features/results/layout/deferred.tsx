import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children after the first paint, so the first screen (the chart) paints and becomes interactive
 * before the long sections below it are built. The render is a transition (React slices it into short tasks),
 * and `step` staggers sections by frames so no single task builds them all. They sit below the fold, so adding
 * them shifts nothing the reader sees.
 */
export function AfterFirstPaint({ children, step = 1 }: { children: ReactNode; step?: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let frame = 0;
    let left = step;
    const tick = () => {
      left -= 1;
      if (left <= 0) startTransition(() => setReady(true));
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [step]);
  return ready ? children : null;
}
