import { Button } from '@/components/ui/Button';
import formStyles from '@/components/ui/Form.module.css';
import { useTranslation } from '@/lib/i18n';

interface FormButtonsProps {
  busy: boolean;
  /** The submit button's label; "Save" unless told. */
  label?: string;
  onCancel?: () => void;
}

/** A section form's Save (saying "Saving…" while it is sent) and, in a panel, Cancel. */
export function FormButtons({ busy, label, onCancel }: FormButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className={formStyles.actions}>
      <Button type="submit" className={formStyles.submit} aria-disabled={busy || undefined}>
        {busy ? t('communitySections.saving') : (label ?? t('communitySections.save'))}
      </Button>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          {t('communitySections.cancel')}
        </Button>
      ) : null}
    </div>
  );
}
