import type { NoticeDecision } from '@portal/domain/schemas/vacate';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { ErrorList } from '@/components/ui/ErrorList';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useDecideNotice, useStaffNotice } from '@/features/staff/api/notice-to-vacate';
import { spelledOutDate } from '@/lib/dates';
import { refusalMessage } from '@/lib/failure-message';
import { describeSubmitFailure, showFieldErrors } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { FactList } from './FactList';
import styles from './File.module.css';
import { FileSection } from './FileSection';
import { NoteField } from './NoteField';
import { StaffActionForm } from './StaffActionForm';

interface NoticeSectionProps {
  id: number;
  onDone: (message: string) => void;
}

interface DeclineValues {
  reason: string;
}
const declineFields = { reason: 'reason' } as const;
const loadDeclineSchema = () =>
  Promise.all([
    import('@portal/domain/schemas/vacate'),
    import('@/features/staff/lib/request-form-schema'),
  ]).then(([{ noticeDecisionSchema }, { requestFormSchema }]) =>
    requestFormSchema(noticeDecisionSchema, ({ reason }: DeclineValues) => ({
      decision: 'decline',
      reason,
    })),
  );

/** A notice to vacate on the file: what it says, and accepting it or declining it with a reason. */
export function NoticeSection({ id, onDone }: NoticeSectionProps) {
  const { t } = useTranslation();
  const notice = useStaffNotice(id);
  const decide = useDecideNotice(id);
  const [declining, setDeclining] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useSchemaForm<DeclineValues, NoticeDecision>({
    schema: loadDeclineSchema,
    defaultValues: { reason: '' },
    mode: 'onSubmit',
  });
  if (!notice.isSuccess) {
    return (
      <FileSection heading={t('staffConsole.file.notice.heading')}>
        <QueryFallback
          query={notice}
          loadingLabel={t('staffConsole.file.loading')}
          failure={{
            message: oops(t('staffConsole.file.loadFailed')),
            retryLabel: t('staffConsole.list.retry'),
          }}
        />
      </FileSection>
    );
  }
  const { data } = notice;
  const address = data.forwarding_address;
  const signature = !data.requires_signature ? 'noSignature' : data.is_signed ? 'signed' : 'notSigned';
  const facts: Array<[string, string]> = [
    [t('staffConsole.file.notice.state'), t(`staffConsole.file.notice.states.${data.state}`)],
    [t('staffConsole.file.notice.moveOut'), spelledOutDate(data.move_out_date)],
    [t('staffConsole.file.notice.reasons'), data.reasons.join(', ')],
    ...(data.other ? [[t('staffConsole.file.notice.other'), data.other] as [string, string]] : []),
    [
      t('staffConsole.file.notice.forwarding'),
      [
        address.address_street,
        address.address_line_2,
        `${address.address_city}, ${address.address_state} ${address.address_postal_code}`,
      ]
        .filter(Boolean)
        .join(', '),
    ],
    [t('staffConsole.file.notice.signature'), t(`staffConsole.file.notice.${signature}`)],
    ...(data.decline_reason
      ? [[t('staffConsole.file.notice.declineReason'), data.decline_reason] as [string, string]]
      : []),
  ];
  const accept = () =>
    decide.mutate(
      { decision: 'accept' },
      { onSuccess: () => onDone(t('staffConsole.file.notice.accepted', { id: String(id) })) },
    );
  const decline = handleSubmit((request) =>
    decide.mutate(request, {
      onSuccess: () => {
        setDeclining(false);
        onDone(t('staffConsole.file.notice.declined', { id: String(id) }));
      },
      onError: (error) => showFieldErrors(describeSubmitFailure(error, declineFields), setError),
    }),
  );
  return (
    <FileSection heading={t('staffConsole.file.notice.heading')}>
      <FactList facts={facts} />
      {data.state === 'given' ? (
        <>
          {decide.error && !declining ? (
            <ErrorList messages={[refusalMessage(decide.error, t('staffConsole.file.actions.failed'))]} />
          ) : null}
          <div className={styles.actions}>
            <Button
              aria-disabled={decide.isPending || undefined}
              onClick={() => !decide.isPending && accept()}
            >
              {t('staffConsole.file.notice.accept')}
            </Button>
            <Button variant="secondary" onClick={() => setDeclining(true)}>
              {t('staffConsole.file.notice.decline')}
            </Button>
          </div>
        </>
      ) : null}
      <Dialog
        heading={t('staffConsole.file.notice.declineHeading', { id: String(id) })}
        open={declining}
        onClose={() => setDeclining(false)}
      >
        <StaffActionForm
          pending={decide.isPending}
          error={decide.error}
          submitLabel={t('staffConsole.file.notice.declineSubmit')}
          onSubmit={decline}
          onCancel={() => setDeclining(false)}
        >
          <NoteField
            label={t('staffConsole.file.notice.declineReason')}
            hint={t('staffConsole.file.notice.declineHint')}
            registration={register('reason')}
            error={errors.reason?.message}
            required
          />
        </StaffActionForm>
      </Dialog>
    </FileSection>
  );
}
