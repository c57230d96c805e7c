import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { refusalMessage } from '@/lib/failure-message';
import { useTranslation } from '@/lib/i18n';
import styles from './Templates.module.css';

interface ResetConfirmProps {
  title: string;
  /** Goes back to the standard wording; a failure it throws is shown above the buttons. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/** The step before going back to the standard wording: what it does, then go back or keep the wording. */
export function ResetConfirm({ title, onConfirm, onCancel }: ResetConfirmProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  useEffect(() => headingRef.current?.focus(), []);

  async function confirm() {
    if (pending) return;
    setPending(true);
    setFailure([]);
    try {
      await onConfirm();
    } catch (error) {
      setFailure([refusalMessage(error, t('communityData.failed'))]);
      setPending(false);
    }
  }

  return (
    <div className={styles.confirm}>
      <h4 ref={headingRef} tabIndex={-1} className={styles.confirmHeading}>
        {t('communityData.templates.editor.resetHeading', { title })}
      </h4>
      <p>{t('communityData.templates.editor.resetText')}</p>
      <ErrorList messages={failure} />
      <div className={styles.actions}>
        <Button onClick={() => void confirm()} aria-disabled={pending || undefined}>
          {pending
            ? t('communityData.templates.editor.resetting')
            : t('communityData.templates.editor.resetConfirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('communityData.templates.editor.keep')}
        </Button>
      </div>
    </div>
  );
}
