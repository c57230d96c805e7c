import { useId } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { QueryFallback } from '@/components/ui/QueryFallback';
import surface from '@/components/ui/Surface.module.css';
import { usePaymentBreakdown } from '@/features/payments/api/payment-breakdown';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { PaymentBreakdownCard } from '@/shared/payment-breakdown/PaymentBreakdownCard';
import type { agreementSchema } from '../lib/agreement-schema';
import styles from './Approved.module.css';
import { SigningStepFrame } from './SigningStepFrame';

type AgreementValues = { agreed: boolean };
const loadAgreementSchema = () => import('../lib/agreement-schema').then((module) => module.agreementSchema);

interface AgreementStepProps {
  onAgreed: () => void;
  onBack?: (() => void) | undefined;
}

/**
 * Step 2 (when the community's rental options are the source of truth): the rental options and monthly
 * charges the lease will hold, agreed to before signing.
 */
export function AgreementStep({ onAgreed, onBack }: AgreementStepProps) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const breakdown = usePaymentBreakdown(transaction.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<AgreementValues, z.output<typeof agreementSchema>>({
    schema: loadAgreementSchema,
    defaultValues: { agreed: false },
  });
  const showRequired = Boolean(errors.agreed);
  const agree = handleSubmit(() => onAgreed());
  const optionsId = useId();
  const errorId = useId();
  const options = transaction.selected_rental_options.filter((option) => option.quantity > 0);
  return (
    <SigningStepFrame
      title={t('approvedFlow.agreement.title')}
      heading={t('approvedFlow.agreement.heading')}
      intro={t('approvedFlow.agreement.intro')}
      onBack={onBack}
    >
      <section className={surface.section} aria-labelledby={optionsId}>
        <h2 id={optionsId} className={surface.sectionHeading}>
          {t('approvedFlow.agreement.optionsHeading')}
        </h2>
        {options.length === 0 ? (
          <p>{t('approvedFlow.agreement.noOptions')}</p>
        ) : (
          <ul>
            {options.map((option) => (
              <li key={option.id}>
                {t('approvedFlow.agreement.option', { name: option.name, quantity: String(option.quantity) })}
              </li>
            ))}
          </ul>
        )}
      </section>
      {breakdown.data ? (
        <PaymentBreakdownCard
          breakdown={breakdown.data}
          heading={t('approvedFlow.agreement.chargesHeading')}
          viewerApplicantId={transaction.applicant.id}
        />
      ) : (
        <QueryFallback
          query={breakdown}
          loadingLabel={t('approvedFlow.agreement.loadingCharges')}
          failure={{
            message: oops(t('approvedFlow.agreement.loadFailed')),
            retryLabel: t('approvedFlow.retry'),
          }}
        />
      )}
      <label className={styles.agree}>
        <input
          {...register('agreed')}
          type="checkbox"
          aria-describedby={showRequired ? errorId : undefined}
          aria-invalid={showRequired || undefined}
        />
        {t('approvedFlow.agreement.agree')}
      </label>
      {showRequired ? (
        <div id={errorId}>
          <ErrorList messages={[t('approvedFlow.agreement.agreeRequired')]} />
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={agree}>{t('approvedFlow.continue')}</Button>
      </div>
    </SigningStepFrame>
  );
}
