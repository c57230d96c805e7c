import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { showsIntro } from '../lib/summary';
import { ConnectIntro } from './ConnectIntro';
import { WithBankingData } from './IncomeFrames';
import { IncomeSummary } from './IncomeSummary';

/**
 * `/:community/transaction/:transactionId/income-employment`: the Connect intro until the applicant added
 * a source or said they have none, then the Summary.
 */
export function IncomeEmploymentPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  useDocumentTitle(t('income.title'), community.display_name);
  return (
    <WithBankingData>
      {(data) => (showsIntro(data) ? <ConnectIntro data={data} /> : <IncomeSummary data={data} />)}
    </WithBankingData>
  );
}
