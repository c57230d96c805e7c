import { isUnderReview } from '@portal/domain/decision/under-review';
import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { Dialog } from '../../../../components/ui/Dialog';
import { DecisionForm } from './DecisionForm';
import styles from './File.module.css';
import { FileSection } from './FileSection';
import { DocumentRequestForm, GuarantorRequestForm } from './RequestForms';

type OpenDialog = 'decide' | 'documents' | 'guarantor' | null;

interface DecisionActionsProps {
  file: StaffApplicationFile;
  onDone: (message: string) => void;
}

/** Decide, or ask the household for more first: each in a modal dialog, only while under review. */
export function DecisionActions({ file, onDone }: DecisionActionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const done = (message: string) => {
    close();
    onDone(message);
  };
  const id = String(file.id);
  return (
    <FileSection heading={t('staffConsole.file.actions.heading')}>
      {isUnderReview(file.status) ? (
        <div className={styles.actions}>
          <Button onClick={() => setOpen('decide')}>{t('staffConsole.file.actions.decide')}</Button>
          <Button variant="secondary" onClick={() => setOpen('documents')}>
            {t('staffConsole.file.actions.requestDocuments')}
          </Button>
          <Button variant="secondary" onClick={() => setOpen('guarantor')}>
            {t('staffConsole.file.actions.requestGuarantor')}
          </Button>
        </div>
      ) : (
        <p>{t('staffConsole.file.actions.closed', { status: file.status_label })}</p>
      )}
      <Dialog
        heading={t('staffConsole.file.decision.heading', { id })}
        open={open === 'decide'}
        onClose={close}
      >
        <DecisionForm file={file} onCancel={close} onDone={done} />
      </Dialog>
      <Dialog
        heading={t('staffConsole.file.documentRequest.heading')}
        open={open === 'documents'}
        onClose={close}
      >
        <DocumentRequestForm file={file} onCancel={close} onDone={done} />
      </Dialog>
      <Dialog
        heading={t('staffConsole.file.guarantorRequest.heading')}
        open={open === 'guarantor'}
        onClose={close}
      >
        <GuarantorRequestForm file={file} onCancel={close} onDone={done} />
      </Dialog>
    </FileSection>
  );
}
