import { LinkStyle } from '@portal/domain/constants/financial-link';
import { type ConnectLink, connectChoices } from '@portal/domain/income/connect-choices';
import type { BankingData } from '@portal/domain/schemas/financial-sources';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { TaskCard } from '@/components/ui/TaskCard';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useReportNoIncomeAssets } from '../api/financial-sources';
import { incomePages, manualStartPage } from '../lib/income-pages';
import styles from './Income.module.css';
import { IncomeHub, useIncomePath, useOfferedStreams } from './IncomeFrames';
import { IncomeTips } from './IncomeTips';
import { useFinishIncomeStep } from './use-finish-income-step';

/** Where each way to link is done: the bank link page, or the payroll flow with its flow. */
function linkPage(link: ConnectLink): string {
  if (link.style === LinkStyle.Finicity || link.flow === 'bank') return incomePages.linkBank;
  return `${incomePages.payroll}?flow=${link.flow}`;
}

const linkKey = (link: ConnectLink) => (link.style === LinkStyle.Finicity ? 'bank' : link.flow);

/**
 * The Connect intro (spec part 2 §2), its buttons by the community's configuration (connectChoices): links
 * to the provider, "Add Income/Assets" by hand (by way of the housing-voucher decision where the community
 * takes vouchers), and "I Don't Have Income or Assets".
 */
export function ConnectIntro({ data }: { data: BankingData }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const incomePath = useIncomePath();
  const streams = useOfferedStreams(data);
  const choices = connectChoices(community);
  const description =
    choices.links.length > 0 ? t('income.intro.linkDescription') : t('income.intro.description');
  return (
    <IncomeHub heading={t('income.intro.heading')} intro={description}>
      <IncomeTips requirement={data.income_requirement} />
      <ul className={styles.cards} aria-label={t('income.intro.listLabel')}>
        {choices.links.map((link) => (
          <li key={linkKey(link)}>
            <TaskCard
              headingLevel={2}
              label={t(`income.intro.links.${linkKey(link)}.label`)}
              description={t(`income.intro.links.${linkKey(link)}.description`)}
              action={{
                to: incomePath(linkPage(link)),
                label: t(`income.intro.links.${linkKey(link)}.action`),
              }}
              goBackTo={false}
            />
          </li>
        ))}
        {choices.manual ? (
          <li>
            <TaskCard
              headingLevel={2}
              label={t('income.intro.manual.label')}
              description={t('income.intro.manual.description')}
              action={{
                to: incomePath(manualStartPage(streams.includes('voucher'))),
                label: t('income.intro.manual.action'),
              }}
              goBackTo={false}
            />
          </li>
        ) : null}
      </ul>
      <NoIncomeForm />
    </IncomeHub>
  );
}

/** Spec part 2 §7: report_no_income_assets='True', then the step is complete. */
function NoIncomeForm() {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const report = useReportNoIncomeAssets(transaction.id);
  const { finish, pending, failure } = useFinishIncomeStep();
  const hintId = useId();
  return (
    <StepForm
      className={styles.noIncome}
      onSubmit={() => finish(() => report.mutateAsync())}
      failure={failure}
    >
      <Button
        type="submit"
        variant="secondary"
        aria-describedby={hintId}
        aria-disabled={pending || undefined}
      >
        {pending ? t('income.summary.saving') : t('income.intro.noIncome')}
      </Button>
      <p id={hintId} className={styles.hint}>
        {t('income.intro.noIncomeHint')}
      </p>
    </StepForm>
  );
}
