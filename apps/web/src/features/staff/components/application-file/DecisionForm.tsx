import { parseDollarAmount } from '@portal/domain/income/dollar-amount';
import { type AdditionalDepositKind, additionalDepositKinds } from '@portal/domain/schemas/recommendation';
import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { type DenialReason, denialReasons, type StaffDecision } from '@portal/domain/schemas/staff-decision';
import { type FormEvent, useState } from 'react';
import { Field } from '../../../../components/ui/Field';
import { useTranslation } from '../../../../lib/i18n';
import { formatCents } from '../../../../lib/money';
import { useDecideApplication } from '../../api/application-file';
import { type DecisionChoice, decisionDefaults } from '../../lib/decision-defaults';
import { NoteField } from './NoteField';
import { OptionGroup } from './OptionGroup';
import { StaffActionForm } from './StaffActionForm';

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
  const defaults = decisionDefaults(file.recommendation);
  const [choice, setChoice] = useState<DecisionChoice | null>(defaults.choice);
  const [amount, setAmount] = useState(defaults.amount);
  const [kind, setKind] = useState<AdditionalDepositKind>(defaults.kind);
  const [reasons, setReasons] = useState<DenialReason[]>(defaults.reasons);
  const [note, setNote] = useState('');
  const [override, setOverride] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const recommended = file.recommendation?.decision ?? null;
  const departs = recommended !== null && choice !== null && choice !== recommended;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === null || decide.isPending) return;
    const overrideReason = departs ? { override_reason: override } : {};
    let decision: StaffDecision;
    if (choice === 'conditionally_approve') {
      const parsed = parseDollarAmount(amount.replace(/^\$/, ''));
      if ('problem' in parsed || parsed.cents <= 0) {
        setAmountError(t('staffConsole.file.decision.amountInvalid'));
        return;
      }
      decision = { decision: choice, additional_deposit_cents: parsed.cents, kind, ...overrideReason };
    } else if (choice === 'deny') {
      decision = { decision: choice, reasons, ...(note.trim() ? { note } : {}), ...overrideReason };
    } else {
      decision = { decision: choice, ...overrideReason };
    }
    setAmountError(undefined);
    decide.mutate(decision, {
      onSuccess: () => onDone(t(`staffConsole.file.decision.done.${choice}`, { id: String(file.id) })),
    });
  };

  return (
    <StaffActionForm
      pending={decide.isPending}
      error={decide.error}
      submitLabel={t('staffConsole.file.decision.submit')}
      submitDisabled={choice === null}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {(fieldError) => (
        <>
          <OptionGroup
            legend={t('staffConsole.file.decision.choice')}
            kind="radio"
            options={choices.map((value) => ({ value, label: t(`staffConsole.file.decision.${value}`) }))}
            chosen={choice ? [choice] : []}
            onToggle={(value) => setChoice(value)}
            error={fieldError('decision')}
          />
          {choice === 'conditionally_approve' ? (
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
                error={amountError ?? fieldError('additional_deposit_cents')}
                required
              >
                {(control) => (
                  <input
                    {...control}
                    inputMode="decimal"
                    value={amount}
                    onChange={(event) => setAmount(event.target.value)}
                  />
                )}
              </Field>
              <OptionGroup
                legend={t('staffConsole.file.decision.kind')}
                kind="radio"
                options={additionalDepositKinds.map((value) => ({
                  value,
                  label: t(`staffConsole.file.decision.${value}`),
                }))}
                chosen={[kind]}
                onToggle={(value) => setKind(value)}
                error={fieldError('kind')}
              />
            </>
          ) : null}
          {choice === 'deny' ? (
            <>
              <OptionGroup
                legend={t('staffConsole.file.decision.reasons')}
                kind="checkbox"
                options={denialReasons.map((value) => ({
                  value,
                  label: t(`staffConsole.file.decision.reason.${value}`),
                }))}
                chosen={reasons}
                onToggle={(value, checked) =>
                  setReasons((current) =>
                    checked ? [...current, value] : current.filter((reason) => reason !== value),
                  )
                }
                error={fieldError('reasons')}
              />
              <NoteField
                label={t('staffConsole.file.decision.note')}
                value={note}
                onChange={setNote}
                error={fieldError('note')}
              />
            </>
          ) : null}
          {departs ? (
            <NoteField
              label={t('staffConsole.file.decision.override')}
              hint={t('staffConsole.file.decision.overrideHint', {
                decision: t(`staffConsole.file.recommendation.decision.${recommended}`),
              })}
              value={override}
              onChange={setOverride}
              error={fieldError('override_reason')}
              required
            />
          ) : null}
        </>
      )}
    </StaffActionForm>
  );
}
