import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { isUnderReview } from '@portal/domain/decision/under-review';
import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { useTranslation } from '@/lib/i18n';
import { DecisionForm } from './DecisionForm';
import styles from './File.module.css';
import { FileSection } from './FileSection';
import { CriminalReviewLetterForm, DocumentRequestForm, GuarantorRequestForm } from './RequestForms';
import { useOpenDialog } from './use-open-dialog';

type OpenDialog = 'decide' | 'documents' | 'guarantor' | 'criminal';

interface DecisionActionsProps {
  file: StaffApplicationFile;
  onDone: (message: string) => void;
}

/**
 * Decide (a manager or an admin), or ask the household for more first: each in a modal dialog, only while
 * under review.
 */
export function DecisionActions({ file, onDone }: DecisionActionsProps) {
  const { t } = useTranslation();
  const { open, setOpen, close, done } = useOpenDialog<OpenDialog>(onDone);
  const id = String(file.id);
  return (
    <FileSection heading={t('staffConsole.file.actions.heading')}>
      {isUnderReview(file.status) && !file.can_decide ? (
        <p>{t('staffConsole.file.actions.decidedByManagers')}</p>
      ) : null}
      {isUnderReview(file.status) ? (
        <div className={styles.actions}>
          {file.can_decide ? (
            <Button onClick={() => setOpen('decide')}>{t('staffConsole.file.actions.decide')}</Button>
          ) : null}
          <Button variant="secondary" onClick={() => setOpen('documents')}>
            {t('staffConsole.file.actions.requestDocuments')}
          </Button>
          <Button variant="secondary" onClick={() => setOpen('guarantor')}>
            {t('staffConsole.file.actions.requestGuarantor')}
          </Button>
          {file.status === ApplicationStatus.PendingCriminalReview ? (
            <Button variant="secondary" onClick={() => setOpen('criminal')}>
              {t('staffConsole.file.actions.sendCriminalReviewLetter')}
            </Button>
          ) : null}
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
      <Dialog
        heading={t('staffConsole.file.criminalReview.dialogHeading')}
        open={open === 'criminal'}
        onClose={close}
      >
        <CriminalReviewLetterForm file={file} onCancel={close} onDone={done} />
      </Dialog>
    </FileSection>
  );
}
