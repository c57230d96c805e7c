import { LinkStyle } from '@portal/domain/constants/financial-link';
import { offersLink } from '@portal/domain/income/link-flows';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { LoadingState } from '@/components/ui/LoadingState';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useCommunity } from '@/lib/community-context';
import { failureMessages } from '@/lib/forms/submit-failure';
import type { TFunction } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useLeavingAction } from '@/shared/journey-step/use-leaving-action';
import { addFinancialDocuments, financialDocumentsQueryKey } from '../api/financial-documents';
import { isUploading, uploadedIds } from '../lib/document-list';
import {
  filesStillNeeded,
  nextPayrollStep,
  type PayrollStep,
  type PayrollUploadStep,
  payrollProofs,
  payrollSteps,
} from '../lib/payroll-steps';
import { DocumentGroup } from './DocumentUploads';
import styles from './Income.module.css';
import { BackToIncome, IncomeFormFrame } from './IncomeFrames';
import { ProviderWindow } from './ProviderWindow';
import { useDocumentUploads } from './use-document-uploads';
import { useLinkedReport, useUnmountSignal } from './use-linked-report';
import { useProviderLink } from './use-provider-link';

type PayrollFlow = 'payroll_digital' | 'payroll_manual';
const isPayrollFlow = (value: string | null): value is PayrollFlow =>
  value === 'payroll_digital' || value === 'payroll_manual';

/**
 * `income-employment/payroll?flow=…` (spec part 2 §2 "Add income with payroll provider"): link payroll in
 * the provider window, add a tax form, add paystubs, add other income documents; then the loading report
 * until the Summary shows the income found.
 */
export function PayrollPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const flow = useSearchParams()[0].get('flow');
  if (!isPayrollFlow(flow) || !offersLink(community, LinkStyle.Plaid, flow)) {
    return (
      <IncomeFormFrame title={t('income.payroll.title')}>
        <p>{t('income.link.notOffered')}</p>
        <div>
          <BackToIncome label={t('income.link.backToIntro')} />
        </div>
      </IncomeFormFrame>
    );
  }
  return <PayrollSteps flow={flow} />;
}

function PayrollSteps({ flow }: { flow: PayrollFlow }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<PayrollStep>('link');
  const uploads = useDocumentUploads([]);
  const showReport = useLinkedReport(flow);
  const leaving = useUnmountSignal();
  const link = useProviderLink({ flow, afterLink: async () => setStep('taxForm') });
  const finishing = useLeavingAction();
  const title = t('income.payroll.title');
  const position = t('income.payroll.stepOf', {
    step: String(payrollSteps.indexOf(step) + 1),
    total: String(payrollSteps.length),
  });

  if (finishing.pending) {
    return (
      <IncomeFormFrame title={t('income.link.loading.title')}>
        <LoadingState label={t('income.link.loading.label')} />
        <p className={styles.hint}>{t('income.link.loading.hint')}</p>
      </IncomeFormFrame>
    );
  }

  if (step === 'link') {
    if (link.state.phase === 'window') {
      return (
        <IncomeFormFrame title={title} heading={t(`income.payroll.link.${flow}.heading`)} intro={position}>
          <ProviderWindow
            window={link.state.window}
            title={t('income.payroll.windowTitle')}
            onMessage={link.onMessage}
          />
        </IncomeFormFrame>
      );
    }
    return (
      <IncomeFormFrame title={title} heading={t(`income.payroll.link.${flow}.heading`)} intro={position}>
        {link.state.phase === 'idle' && link.state.error ? (
          <StatusBanner tone="error" messages={[link.state.error]} />
        ) : null}
        <p>{t(`income.payroll.link.${flow}.description`)}</p>
        <div className={styles.actions}>
          <Button
            className={styles.submit}
            onClick={() => void link.open()}
            aria-disabled={link.state.phase !== 'idle' || undefined}
          >
            {link.state.phase === 'idle' ? t(`income.payroll.link.${flow}.action`) : t('income.link.opening')}
          </Button>
          <BackToIncome label={t('income.link.backToIntro')} />
        </div>
      </IncomeFormFrame>
    );
  }

  const proof = payrollProofs(community.minimum_paystubs_required)[step];
  const entries = uploads.entries.filter((entry) => entry.proofTypeId === proof.proofTypeId);
  const needed = filesStillNeeded(proof, uploads.entries);
  const ready = needed === 0 && !isUploading(uploads.entries);
  const next = nextPayrollStep(step);

  const goOn = () => {
    if (!ready) return Promise.resolve();
    if (next) {
      setStep(next);
      return Promise.resolve();
    }
    return finishing.run(
      async () => {
        const ids = uploadedIds(uploads.entries);
        if (ids.length > 0) {
          const added = await addFinancialDocuments(transaction.id, ids);
          queryClient.setQueryData(financialDocumentsQueryKey(transaction.id), added);
        }
        await showReport(leaving());
      },
      (error) => failureMessages(error, t('income.link.errors.reportFailed')),
    );
  };

  return (
    <IncomeFormFrame title={title} heading={t(`income.payroll.${step}.heading`)} intro={position}>
      <StatusBanner tone="error" messages={finishing.failure} />
      <DocumentGroup
        proofTypeId={proof.proofTypeId}
        label={t(`income.payroll.${step}.label`)}
        description={uploadDescription(t, step, proof.min)}
        tip={step === 'paystubs' ? t('income.documents.paystubTip') : null}
        max={proof.max}
        entries={entries}
        uploads={uploads}
      />
      <p className={styles.hint} aria-live="polite">
        {needed > 0 ? t('income.payroll.stillNeeded', { count: needed }) : ''}
      </p>
      <div className={styles.actions}>
        <Button className={styles.submit} onClick={() => void goOn()} aria-disabled={!ready || undefined}>
          {next ? t('income.payroll.next') : t('income.payroll.submit')}
        </Button>
      </div>
    </IncomeFormFrame>
  );
}

function uploadDescription(t: TFunction, step: PayrollUploadStep, min: number): string {
  if (step === 'paystubs') return t('income.payroll.paystubs.description', { count: min });
  return t(`income.payroll.${step}.description`);
}
