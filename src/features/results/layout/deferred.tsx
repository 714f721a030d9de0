import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children one frame after the first paint, so the first screen (the chart) paints and becomes
 * interactive before the long sections below it are built. Those sections sit below the fold, so adding them
 * shifts nothing the reader sees.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setReady(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return ready ? children : null;
}
