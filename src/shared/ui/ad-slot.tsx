/**
 * An ad slot, only on routes that allow ads and only when a provider is configured at build time
 * (VITE_ADS_PROVIDER = 'adsense' with VITE_ADS_CLIENT). With nothing configured it renders nothing and loads nothing.
 */
import { useEffect, useRef } from 'react';

const provider = import.meta.env.VITE_ADS_PROVIDER as string | undefined;
const client = import.meta.env.VITE_ADS_CLIENT as string | undefined;

export function AdSlot({ allowed }: { allowed: boolean }) {
  const ref = useRef<HTMLModElement>(null);
  const enabled = allowed && provider === 'adsense' && !!client;
  useEffect(() => {
    if (!enabled || document.getElementById('adsense-script')) return;
    const s = document.createElement('script');
    s.id = 'adsense-script';
    s.async = true;
    s.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client as string)}`;
    s.crossOrigin = 'anonymous';
    document.head.appendChild(s);
  }, [enabled]);
  useEffect(() => {
    if (!enabled || !ref.current) return;
    const w = window as unknown as { adsbygoogle?: unknown[] };
    w.adsbygoogle = w.adsbygoogle || [];
    w.adsbygoogle.push({});
  }, [enabled]);
  if (!enabled) return null;
  return (
    <aside className="ad-slot" aria-label="advertisement">
      <ins
        ref={ref}
        className="adsbygoogle"
        style={{ display: 'block' }}
        data-ad-client={client}
        data-ad-format="auto"
      />
    </aside>
  );
}
