import { useTranslation } from 'react-i18next';

/**
 * Why a link brought the visitor home (an expired results link, a share link that could not be read). A chunk of
 * its own with the share texts: most home visits never show it, so the first load carries neither.
 */
export default function LinkNotice({
  kind,
  page = null,
  onClose,
}: {
  kind: 'expired' | 'sharedInvalid' | 'needChart';
  /** The page that needs a chart (its title key), for 'needChart'. */
  page?: 'transit' | 'consultant' | 'compatibility' | null;
  onClose(): void;
}) {
  const { t } = useTranslation(['share', 'seo']);
  return (
    <div className="notice notice-info" role="alert" data-testid="link-notice">
      <p>
        {kind === 'needChart'
          ? t('linkNotices.needChart', { page: t(`seo:titles.${page ?? 'results'}`) })
          : t(kind === 'expired' ? 'linkNotices.expired' : 'linkNotices.sharedInvalid')}
      </p>
      <button type="button" className="button-secondary" onClick={onClose}>
        {t('common:actions.close')}
      </button>
    </div>
  );
}
