import type { DocumentTemplateKind } from '@portal/domain/schemas/document-templates';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import formStyles from '@/components/ui/Form.module.css';
import { useResetTemplate } from '@/features/staff-settings/api/admin-templates';
import { useTranslation } from '@/lib/i18n';
import { ResetConfirm } from './ResetConfirm';

interface TemplateActionsProps {
  slug: string;
  kind: DocumentTemplateKind;
  title: string;
  /** Whether the document has its own wording, to go back from. */
  customized: boolean;
  saving: boolean;
  previewing: boolean;
  onPreview: () => void;
  onClose: (message?: string) => void;
}

/**
 * The editor's buttons: Save (the form's submit), Preview as PDF, Go back to the standard wording (its
 * confirmation opening under the buttons) and Close.
 */
export function TemplateActions({
  slug,
  kind,
  title,
  customized,
  saving,
  previewing,
  onPreview,
  onClose,
}: TemplateActionsProps) {
  const { t } = useTranslation();
  const reset = useResetTemplate(slug);
  const resetButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <div className={formStyles.actions}>
        <Button type="submit" aria-disabled={saving || undefined}>
          {saving ? t('communityData.templates.editor.saving') : t('communityData.templates.editor.save')}
        </Button>
        <Button variant="secondary" aria-disabled={previewing || undefined} onClick={onPreview}>
          {previewing
            ? t('communityData.templates.editor.previewing')
            : t('communityData.templates.editor.preview')}
        </Button>
        {customized ? (
          <Button
            ref={resetButton}
            variant="secondary"
            aria-expanded={confirming}
            onClick={() => setConfirming(!confirming)}
          >
            {t('communityData.templates.editor.reset')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => onClose()}>
          {t('communityData.templates.close')}
        </Button>
      </div>
      {confirming ? (
        <ResetConfirm
          title={title}
          onConfirm={async () => {
            await reset.mutateAsync(kind);
            onClose(t('communityData.templates.editor.resetDone', { title }));
          }}
          onCancel={() => {
            setConfirming(false);
            resetButton.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
