import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { isLeaseChange } from '@portal/domain/constants/transaction-types';
import type { StaffApplicationFile, StaffLeaseDocument } from '@portal/domain/schemas/staff-application-file';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { useTranslation } from '@/lib/i18n';
import styles from './File.module.css';
import { FileSection } from './FileSection';
import {
  CountersignForm,
  GuestSignerForm,
  RemindSignersForm,
  SendLeaseForm,
  VoidDocumentForm,
} from './LeaseActionForms';
import { LeaseDocumentsTable } from './LeaseDocumentsTable';
import { useOpenDialog } from './use-open-dialog';

type OpenDialog = 'send' | 'guest' | 'remind' | 'countersign' | { void: StaffLeaseDocument };

interface LeaseDocumentsSectionProps {
  file: StaffApplicationFile;
  onDone: (message: string) => void;
}

const APPROVED: ReadonlySet<number> = new Set([
  ApplicationStatus.Approved,
  ApplicationStatus.ConditionallyApproved,
]);

/**
 * The lease out for signing: send it once approved, void a document sent with wrong data, add a guest
 * signer, remind those who have not signed, and countersign (managers) once everyone has.
 */
export function LeaseDocumentsSection({ file, onDone }: LeaseDocumentsSectionProps) {
  const { t } = useTranslation();
  const { open, setOpen, close, done } = useOpenDialog<OpenDialog>(onDone);
  const documents = file.lease_documents;
  const out = documents.filter((document) => document.status === 'sent');
  // A voided document may be written and sent again, as long as no newer one of the same name is out.
  const outNames = new Set(documents.filter((document) => document.status !== 'voided').map((d) => d.name));
  // A lease change is sent from its lease's page: its document is not rewritten from the application.
  const canSend =
    !isLeaseChange(file.type) &&
    APPROVED.has(file.status) &&
    (documents.length === 0 ||
      documents.some((document) => document.status === 'voided' && !outNames.has(document.name)));
  const waiting = out.some((document) => document.signers.some((signer) => signer.signed_at === null));
  const common = { applicationId: file.id, onCancel: close, onDone: done };
  const voiding = open !== null && typeof open === 'object' ? open.void : null;
  return (
    <FileSection heading={t('staffLease.heading')}>
      {documents.length === 0 ? (
        <p>{t(APPROVED.has(file.status) ? 'staffLease.none' : 'staffLease.notApproved')}</p>
      ) : (
        <LeaseDocumentsTable documents={documents} onVoid={(document) => setOpen({ void: document })} />
      )}
      <div className={styles.actions}>
        {canSend ? <Button onClick={() => setOpen('send')}>{t('staffLease.send')}</Button> : null}
        {file.can_countersign ? (
          <Button onClick={() => setOpen('countersign')}>{t('staffLease.countersign')}</Button>
        ) : null}
        {out.length > 0 ? (
          <Button variant="secondary" onClick={() => setOpen('guest')}>
            {t('staffLease.addGuest')}
          </Button>
        ) : null}
        {waiting ? (
          <Button variant="secondary" onClick={() => setOpen('remind')}>
            {t('staffLease.remind')}
          </Button>
        ) : null}
      </div>
      <Dialog heading={t('staffLease.sendHeading')} open={open === 'send'} onClose={close}>
        <SendLeaseForm {...common} />
      </Dialog>
      <Dialog heading={t('staffLease.countersignHeading')} open={open === 'countersign'} onClose={close}>
        <CountersignForm {...common} />
      </Dialog>
      <Dialog heading={t('staffLease.guestHeading')} open={open === 'guest'} onClose={close}>
        <GuestSignerForm {...common} documents={out} />
      </Dialog>
      <Dialog heading={t('staffLease.remindHeading')} open={open === 'remind'} onClose={close}>
        <RemindSignersForm {...common} />
      </Dialog>
      <Dialog
        heading={t('staffLease.voidHeading', { name: voiding?.name ?? '' })}
        open={voiding !== null}
        onClose={close}
      >
        {voiding ? <VoidDocumentForm document={voiding} onCancel={close} onDone={done} /> : null}
      </Dialog>
    </FileSection>
  );
}
