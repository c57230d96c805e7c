import { additionalDepositKinds, denialReasons } from '@portal/domain/constants/staff-decision';
import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/Field';
import { useDecideApplication } from '@/features/staff/api/application-file';
import {
  type DecisionChoice,
  type DecisionValues,
  decisionDefaults,
  decisionFields,
  decisionRequest,
  departsFrom,
} from '@/features/staff/lib/decision-form';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { NoteField } from './NoteField';
import { CheckboxGroup, RadioGroup } from './OptionGroup';
import { StaffActionForm } from './StaffActionForm';
import { useStaffRequestForm } from './use-staff-request-form';

interface DecisionFormProps {
  file: StaffApplicationFile;
  onCancel: () => void;
  onDone: (message: string) => void;
}

const choices: readonly DecisionChoice[] = ['approve', 'conditionally_approve', 'deny'];

/**
 * Approve, conditionally approve (an additional deposit or fee) or deny with reasons, starting from the
 * recommendation. Departing from it asks for a reason, which the audit log keeps.
 */
export function DecisionForm({ file, onCancel, onDone }: DecisionFormProps) {
  const { t } = useTranslation();
  const decide = useDecideApplication(file.id);
  const recommended = file.recommendation?.decision ?? null;
  const amountInvalid = t('staffConsole.file.decision.amountInvalid');
  const schema = useMemo(
    () => () =>
      Promise.all([
        import('@portal/domain/schemas/staff-decision'),
        import('@/features/staff/lib/request-form-schema'),
      ]).then(([{ staffDecisionSchema, ADDITIONAL_DEPOSIT_REQUIRED }, { requestFormSchema }]) =>
        requestFormSchema(
          staffDecisionSchema,
          (values: DecisionValues) => decisionRequest(values, recommended),
          {
            fields: decisionFields,
            // The page asks for dollars, where the API's words ask for more than $0.00.
            message: (_field, message) => (message === ADDITIONAL_DEPOSIT_REQUIRED ? amountInvalid : message),
          },
        ),
      ),
    [recommended, amountInvalid],
  );
  const { register, control, errors, formProps } = useStaffRequestForm({
    schema,
    defaultValues: decisionDefaults(file.recommendation),
    fields: decisionFields,
    request: decide,
    doneMessage: (request) =>
      t(`staffConsole.file.decision.done.${request.decision}`, { id: String(file.id) }),
    onCancel,
    onDone,
  });
  // Registered in the form's order, the order in which the first field with a problem is focused.
  const decisionField = register('decision');
  const { field: reasons } = useController({ control, name: 'reasons' });
  const decision = useWatch({ control, name: 'decision' });
  const departs = departsFrom(recommended, decision);

  return (
    <StaffActionForm
      {...formProps}
      submitLabel={t('staffConsole.file.decision.submit')}
      submitDisabled={decision === ''}
    >
      <RadioGroup
        legend={t('staffConsole.file.decision.choice')}
        options={choices.map((value) => ({ value, label: t(`staffConsole.file.decision.${value}`) }))}
        registration={decisionField}
        error={errors.decision?.message}
      />
      {decision === 'conditionally_approve' ? (
        <>
          <Field
            label={t('staffConsole.file.decision.amount')}
            hint={
              file.recommendation?.additional_deposit
                ? t('staffConsole.file.decision.amountHint', {
                    amount: formatCents(file.recommendation.additional_deposit.amount_cents),
                  })
                : undefined
            }
            error={errors.amount?.message}
            required
          >
            {(control) => <input {...control} inputMode="decimal" {...register('amount')} />}
          </Field>
          <RadioGroup
            legend={t('staffConsole.file.decision.kind')}
            options={additionalDepositKinds.map((value) => ({
              value,
              label: t(`staffConsole.file.decision.${value}`),
            }))}
            registration={register('kind')}
            error={errors.kind?.message}
          />
        </>
      ) : null}
      {decision === 'deny' ? (
        <>
          <CheckboxGroup
            legend={t('staffConsole.file.decision.reasons')}
            options={denialReasons.map((value) => ({
              value,
              label: t(`staffConsole.file.decision.reason.${value}`),
            }))}
            field={reasons}
            error={errors.reasons?.message}
          />
          <NoteField
            label={t('staffConsole.file.decision.note')}
            registration={register('note')}
            error={errors.note?.message}
          />
        </>
      ) : null}
      {recommended && departs ? (
        <NoteField
          label={t('staffConsole.file.decision.override')}
          hint={t('staffConsole.file.decision.overrideHint', {
            decision: t(`staffConsole.file.recommendation.decision.${recommended}`),
          })}
          registration={register('override_reason')}
          error={errors.override_reason?.message}
          required
        />
      ) : null}
    </StaffActionForm>
  );
}
