import { ApplicationStatus } from '@portal/domain/constants/application-status';
import type { RenewalDecision } from '@portal/domain/schemas/renewal';
import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { useDecideRenewal } from '@/features/staff/api/application-file';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import styles from './File.module.css';
import { FileSection } from './FileSection';
import { NoteField } from './NoteField';
import { RadioGroup } from './OptionGroup';
import { StaffActionForm } from './StaffActionForm';
import { useStaffRequestForm } from './use-staff-request-form';

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

interface RenewalDecisionValues {
  /** '' until a decision is chosen. */
  decision: Choice | '';
  reason: string;
}
const renewalDecisionFields = { decision: 'decision', reason: 'reason' } as const;
const loadRenewalDecisionSchema = () =>
  Promise.all([
    import('@portal/domain/schemas/renewal'),
    import('@/features/staff/lib/request-form-schema'),
  ]).then(([{ renewalDecisionSchema }, { requestFormSchema }]) =>
    requestFormSchema(renewalDecisionSchema, (values: RenewalDecisionValues) => values),
  );

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
  const { register, control, errors, formProps } = useStaffRequestForm({
    schema: loadRenewalDecisionSchema,
    defaultValues: { decision: '', reason: '' },
    fields: renewalDecisionFields,
    request: decide,
    doneMessage: (request) =>
      t(`staffConsole.file.renewal.done.${request.decision}`, { id: String(file.id) }),
    onCancel,
    onDone,
  });
  const decision = useWatch({ control, name: 'decision' });
  return (
    <StaffActionForm
      {...formProps}
      submitLabel={t('staffConsole.file.renewal.submit')}
      submitDisabled={decision === ''}
    >
      <RadioGroup
        legend={t('staffConsole.file.renewal.choice')}
        options={choices.map((value) => ({ value, label: t(`staffConsole.file.renewal.${value}`) }))}
        registration={register('decision')}
        error={errors.decision?.message}
      />
      <NoteField
        label={t('staffConsole.file.renewal.reason')}
        hint={t('staffConsole.file.renewal.reasonHint')}
        registration={register('reason')}
        error={errors.reason?.message}
        required={decision === 'decline'}
      />
    </StaffActionForm>
  );
}
