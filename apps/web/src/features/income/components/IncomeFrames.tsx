import {
  type FinancialStreamType,
  isFinancialSourceType,
} from '@portal/domain/constants/financial-source-types';
import type { BankingData, FinancialSource } from '@portal/domain/schemas/financial-sources';
import { type ReactNode, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/Button';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { transactionPath } from '@/shared/journey-step/drawer-inputs';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useBankingData } from '../api/financial-sources';
import { INCOME_ROUTE } from '../lib/income-pages';
import { allSources } from '../lib/summary';
import styles from './Income.module.css';

/** A page of the step by its path under income-employment (see incomePages); the step itself without one. */
export function useIncomePath(): (page?: string) => string {
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  return (page) =>
    transactionPath(community.slug, transaction.id, page ? `${INCOME_ROUTE}/${page}` : INCOME_ROUTE);
}

/** Income and assets always; housing vouchers where the community takes them (or one was added before). */
export function useOfferedStreams(data?: BankingData): FinancialStreamType[] {
  const community = useCommunity();
  const vouchers = community.enable_housing_authority_vouchers || (data?.vouchers_sources.length ?? 0) > 0;
  return vouchers ? ['income', 'asset', 'voucher'] : ['income', 'asset'];
}

/** "Employment", or "Other: Gold coins" for a source described by the applicant. */
export function useSourceName(): (source: Pick<FinancialSource, 'income_or_asset_type' | 'other'>) => string {
  const { t } = useTranslation();
  return (source) => {
    const code = source.income_or_asset_type;
    const type = t(`income.sourceTypes.${isFinancialSourceType(code) ? code : 140}`);
    return source.other ? `${type}: ${source.other}` : type;
  };
}

export function BackToIncome({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={useIncomePath()()} className={buttonClassName('secondary')}>
      {label ?? t('income.backToSummary')}
    </Link>
  );
}

/** A source or documents form's own buttons: Save (held while the files are not ready or it saves), Cancel. */
export function SaveOrCancel({ ready, saving }: { ready: boolean; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <Button type="submit" className={styles.submit} aria-disabled={!ready || saving || undefined}>
        {saving ? t('income.form.saving') : t('income.form.save')}
      </Button>
      <BackToIncome label={t('income.form.cancel')} />
    </div>
  );
}

interface IncomeHubProps {
  heading: string;
  intro: string;
  children: ReactNode;
}

/** The step's own page (the Connect intro or the Summary): its heading over the cards. */
export function IncomeHub({ heading, intro, children }: IncomeHubProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.hub} aria-labelledby={headingId}>
      <header className={styles.hubHeader}>
        <p className={styles.eyebrow}>{t('income.title')}</p>
        <h1 id={headingId} className={styles.heading}>
          {heading}
        </h1>
        <p className={styles.intro}>{intro}</p>
      </header>
      {children}
    </section>
  );
}

interface IncomeFormFrameProps {
  /** The page's name in the document title, and its heading unless `heading` is given. */
  title: string;
  heading?: string;
  intro?: string;
  children: ReactNode;
}

/** A form or a confirmation of the step, in the journey's card. */
export function IncomeFormFrame({ title, heading, intro, children }: IncomeFormFrameProps) {
  const { t } = useTranslation();
  const community = useCommunity();
  useDocumentTitle(title, t('income.title'), community.display_name);
  return (
    <JourneyCard eyebrow={t('income.title')} heading={heading ?? title} {...(intro ? { intro } : {})}>
      {children}
    </JourneyCard>
  );
}

/** Loads the caller's banking data and hands it to the page, or says why it cannot. */
export function WithBankingData({ children }: { children: (data: BankingData) => ReactNode }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const banking = useBankingData(transaction.id);
  if (!banking.isSuccess) return <QueryFallback query={banking} loadingLabel={t('income.loading')} />;
  return children(banking.data);
}

interface WithSourceProps {
  /** The page's name, for the page saying the source is not there. */
  title: string;
  children: (source: FinancialSource) => ReactNode;
}

/** Hands the page the caller's source its address names (`:sourceId`), or says it is not there. */
export function WithSource(props: WithSourceProps) {
  return <WithBankingData>{(data) => <SourceOf data={data} {...props} />}</WithBankingData>;
}

function SourceOf({ data, title, children }: WithSourceProps & { data: BankingData }) {
  const { sourceId } = useParams();
  const found = allSources(data).find((entry) => String(entry.id) === sourceId);
  // Kept as first found: once removed, the refreshed list no longer has it while the page moves on.
  const [first] = useState(found);
  const source = found ?? first;
  return source ? children(source) : <MissingSource title={title} />;
}

/** The page names a source the caller does not have (removed meanwhile, or never theirs). */
export function MissingSource({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <IncomeFormFrame title={title}>
      <p>{t('income.form.missing')}</p>
      <div>
        <BackToIncome />
      </div>
    </IncomeFormFrame>
  );
}
