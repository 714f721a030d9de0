import { useTranslation } from 'react-i18next';

/**
 * Why a link brought the visitor home (an expired results link, a share link that could not be read). A chunk of
 * its own with the share texts: most home visits never show it, so the first load carries neither.
 */
export default function LinkNotice({
  kind,
  onClose,
}: {
  kind: 'expired' | 'sharedInvalid';
  onClose(): void;
}) {
  const { t } = useTranslation('share');
  return (
    <div className="notice notice-info" role="alert">
      <p>{t(kind === 'expired' ? 'linkNotices.expired' : 'linkNotices.sharedInvalid')}</p>
      <button type="button" className="button-secondary" onClick={onClose}>
        {t('common:actions.close')}
      </button>
    </div>
  );
}
