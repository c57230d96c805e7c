import type { BankingData } from '@portal/domain/schemas/financial-sources';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useTranslation } from '@/lib/i18n';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { incomePages } from '../lib/income-pages';
import { allSources, streamOf, summaryFinishLabel, summaryState } from '../lib/summary';
import styles from './Income.module.css';
import { IncomeDocuments } from './IncomeDocuments';
import { IncomeHub, useIncomePath, useOfferedStreams } from './IncomeFrames';
import { IncomeTips } from './IncomeTips';
import { SourceSection } from './SourceSection';
import { useFinishIncomeStep } from './use-finish-income-step';

/**
 * The Summary (spec part 2 §2): income, assets and housing vouchers with their totals, add, edit and remove
 * links, the issue banners, Start Over and Continue (Submit on a renewal).
 */
export function IncomeSummary({ data }: { data: BankingData }) {
  const { t } = useTranslation();
  const incomePath = useIncomePath();
  const streams = useOfferedStreams(data);
  const state = summaryState(data);
  return (
    <IncomeHub heading={t('income.summary.heading')} intro={t('income.summary.intro')}>
      {state.moreInfoRequested ? (
        <StatusBanner tone="info" messages={[t('income.summary.moreInfoRequested')]} />
      ) : null}
      {state.issuesFound ? <StatusBanner tone="error" messages={[t('income.summary.issuesFound')]} /> : null}
      {allSources(data).length === 0 ? (
        <p className={styles.intro}>{t('income.summary.reportedNone')}</p>
      ) : null}
      {streams.map((stream) => (
        <SourceSection key={stream} stream={stream} {...streamOf(data, stream)} />
      ))}
      <IncomeDocuments />
      <IncomeTips requirement={data.income_requirement} />
      <div className={styles.links}>
        <Link to={incomePath(incomePages.addDocuments)}>{t('income.summary.addDocuments')}</Link>
        <Link to={incomePath(incomePages.startOver)}>{t('income.summary.startOver')}</Link>
      </div>
      <ContinueForm canContinue={state.canContinue} data={data} />
    </IncomeHub>
  );
}

/** Spec part 2 §4 "Summary Continue": held back while the banners above ask for changes. */
function ContinueForm({ canContinue, data }: { canContinue: boolean; data: BankingData }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const { finish, pending, failure } = useFinishIncomeStep();
  return (
    <StepForm
      className={styles.continue}
      onSubmit={() => (canContinue ? finish(async () => data) : Promise.resolve())}
      failure={failure}
    >
      <Button type="submit" className={styles.submit} aria-disabled={!canContinue || pending || undefined}>
        {pending ? t('income.summary.saving') : t(`income.summary.${summaryFinishLabel(transaction.type)}`)}
      </Button>
    </StepForm>
  );
}
