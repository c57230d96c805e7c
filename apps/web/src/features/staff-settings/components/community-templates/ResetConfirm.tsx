import { useTranslation } from '@/lib/i18n';
import { ConfirmPanel } from '../RowPanel';
import styles from './Templates.module.css';

interface ResetConfirmProps {
  title: string;
  /** Goes back to the standard wording; a failure it throws is shown above the buttons. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/**
 * The step before going back to the standard wording: what it does, then go back or keep the wording.
 * Escape does not cancel it: inside the editor, Escape is left alone so that nothing typed is lost.
 */
export function ResetConfirm({ title, onConfirm, onCancel }: ResetConfirmProps) {
  const { t } = useTranslation();
  return (
    <ConfirmPanel
      heading={t('communityData.templates.editor.resetHeading', { title })}
      level={4}
      className={styles.confirm}
      text={t('communityData.templates.editor.resetText')}
      confirmLabel={t('communityData.templates.editor.resetConfirm')}
      pendingLabel={t('communityData.templates.editor.resetting')}
      cancelLabel={t('communityData.templates.editor.keep')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      escapeCancels={false}
    />
  );
}
