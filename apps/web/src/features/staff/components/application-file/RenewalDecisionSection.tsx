import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { spelledOutDate } from '@portal/domain/dates/calendar-date';
import type { RenewalDecision } from '@portal/domain/schemas/renewal';
import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Dialog } from '../../../../components/ui/Dialog';
import { useTranslation } from '../../../../lib/i18n';
import { formatCents } from '../../../../lib/money';
import { useDecideRenewal } from '../../api/application-file';
import styles from './File.module.css';
import { FileSection } from './FileSection';
import { NoteField } from './NoteField';
import { OptionGroup } from './OptionGroup';
import { StaffActionForm } from './StaffActionForm';

interface RenewalDecisionSectionProps {
  file: StaffApplicationFile;
  onDone: (message: string) => void;
}

/** A resident's renewal request: what they chose, and approve or decline it (with the reason) in a dialog. */
export function RenewalDecisionSection({ file, onDone }: RenewalDecisionSectionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <FileSection heading={t('staffConsole.file.renewal.heading')}>
      <p>
        {t('staffConsole.file.renewal.intro', {
          term: t('leases.myLeases.termMonths', { count: Number(file.lease_term) }),
          rent: formatCents(file.monthly_rent_cents),
          start: file.move_in_date ? spelledOutDate(file.move_in_date) : '',
        })}
      </p>
      {file.status === ApplicationStatus.Submitted ? (
        <div className={styles.actions}>
          <Button onClick={() => setOpen(true)}>{t('staffConsole.file.renewal.decide')}</Button>
        </div>
      ) : (
        <p>{t('staffConsole.file.renewal.closed', { status: file.status_label })}</p>
      )}
      <Dialog
        heading={t('staffConsole.file.renewal.dialogHeading', { id: String(file.id) })}
        open={open}
        onClose={close}
      >
        <RenewalDecisionForm
          file={file}
          onCancel={close}
          onDone={(message) => {
            close();
            onDone(message);
          }}
        />
      </Dialog>
    </FileSection>
  );
}

type Choice = RenewalDecision['decision'];
const choices: readonly Choice[] = ['approve', 'decline'];

function RenewalDecisionForm({
  file,
  onCancel,
  onDone,
}: {
  file: StaffApplicationFile;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideRenewal(file.id);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === null || decide.isPending) return;
    decide.mutate(
      { decision: choice, reason },
      { onSuccess: () => onDone(t(`staffConsole.file.renewal.done.${choice}`, { id: String(file.id) })) },
    );
  };
  return (
    <StaffActionForm
      pending={decide.isPending}
      error={decide.error}
      submitLabel={t('staffConsole.file.renewal.submit')}
      submitDisabled={choice === null}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {(fieldError) => (
        <>
          <OptionGroup
            legend={t('staffConsole.file.renewal.choice')}
            kind="radio"
            options={choices.map((value) => ({ value, label: t(`staffConsole.file.renewal.${value}`) }))}
            chosen={choice ? [choice] : []}
            onToggle={(value) => setChoice(value)}
            error={fieldError('decision')}
          />
          <NoteField
            label={t('staffConsole.file.renewal.reason')}
            hint={t('staffConsole.file.renewal.reasonHint')}
            value={reason}
            onChange={setReason}
            error={fieldError('reason')}
            required={choice === 'decline'}
          />
        </>
      )}
    </StaffActionForm>
  );
}
