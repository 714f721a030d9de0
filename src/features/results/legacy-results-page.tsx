import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { paths } from '../../shared/paths';
import { useAppStore } from '../../shared/stores/app-store';

/**
 * /results/shared: the original product's shared link. It opens on the shared route of its kind, read-only, with the
 * link's data (issue 33 §5): never on the visitor's own results, which would be cast again and written.
 */
function LegacyShared() {
  const { search, hash } = useLocation();
  const [to, setTo] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('../../core/share/share-payload').then(async ({ decodeSharePayload, payloadTextOf }) => {
      const payload = await decodeSharePayload(
        payloadTextOf(new URL(`${search}${hash}`, window.location.origin)),
      );
      if (!live) return;
      setTo(
        payload?.t === 'bazi' || payload?.t === 'astrology'
          ? `${payload.t === 'bazi' ? paths.baziShared : paths.astrologyShared}${search}${hash}`
          : '/?shared=invalid',
      );
    });
    return () => {
      live = false;
    };
  }, [search, hash]);
  return to ? <Navigate replace to={to} /> : null;
}

/** /results/{id}, the original product's results route: opens the stored results in their current page. */
export function Component() {
  const { t } = useTranslation('results');
  const results = useAppStore((s) => s.calculationResults);
  const type = useAppStore((s) => s.analysisType);
  const { id: asked } = useParams();
  const kept = useAppStore((s) => s.analysisHistory.some((h) => h.id === asked));
  const current = useAppStore((s) => s.resultId);
  if (asked === 'shared') return <LegacyShared />;
  if (results || kept) {
    // The analysis the old URL names when the device still holds it, else the current one.
    const id = (kept ? asked : current) ?? 'latest';
    return <Navigate replace to={type === 'bazi' ? paths.baziResults(id) : paths.astrologyResults(id)} />;
  }
  return (
    <div className="page">
      <h1>{t('legacy.title')}</h1>
      <p>{t('legacy.none')}</p>
      <Link className="button-primary" to={paths.home}>
        {t('common:actions.home')}
      </Link>
    </div>
  );
}
