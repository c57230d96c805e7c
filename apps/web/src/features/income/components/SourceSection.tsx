import type { FinancialStreamType } from '@portal/domain/constants/financial-source-types';
import type { FinancialSource } from '@portal/domain/schemas/financial-sources';
import { useId } from 'react';
import { Link } from 'react-router';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { addPageOf, incomePages } from '../lib/income-pages';
import { canEdit, canRemove, canUploadDocuments, shownAmount, sourceReasons } from '../lib/summary';
import styles from './Income.module.css';
import { useIncomePath, useSourceName } from './IncomeFrames';

/** Income and vouchers are yearly amounts; an asset is what it is worth. */
function useAmountText(stream: FinancialStreamType): (amount: string) => string {
  const { t } = useTranslation();
  return (amount) => (stream === 'asset' ? amount : t('income.summary.perYear', { amount }));
}

interface SourceSectionProps {
  stream: FinancialStreamType;
  sources: readonly FinancialSource[];
  /** Cents, as the API adds the stream up. */
  total: number;
}

export function SourceSection({ stream, sources, total }: SourceSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const incomePath = useIncomePath();
  const amountText = useAmountText(stream);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.panelHeading}>
          {t(`income.summary.sections.${stream}.heading`)}
        </h2>
        <p className={styles.total}>
          {t('income.summary.total')}: {amountText(formatCents(total))}
        </p>
      </div>
      {sources.length === 0 ? (
        <p className={styles.hint}>{t(`income.summary.sections.${stream}.empty`)}</p>
      ) : (
        <ul className={styles.sources}>
          {sources.map((source) => (
            <SourceItem key={source.id} stream={stream} source={source} />
          ))}
        </ul>
      )}
      <div className={styles.links}>
        <Link to={incomePath(addPageOf[stream])}>{t(`income.summary.sections.${stream}.add`)}</Link>
      </div>
    </section>
  );
}

function SourceItem({ stream, source }: { stream: FinancialStreamType; source: FinancialSource }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const incomePath = useIncomePath();
  const amountText = useAmountText(stream);
  const name = useSourceName()(source);
  const amount = shownAmount(source);
  const documents = source.uploaded_documents.map((document) => document.name).join(', ');
  return (
    <li className={styles.source}>
      <div className={styles.sourceHeader}>
        <h3 className={styles.sourceName}>{name}</h3>
        <p className={styles.amount}>
          {amount === null ? (
            <>
              <span className={styles.verifying}>{t('income.summary.verifying')}</span>
              {amountText(t('income.summary.noAmount'))}
            </>
          ) : (
            amountText(formatCents(amount))
          )}
        </p>
      </div>
      <p className={styles.detail}>
        {amount === null ? (
          t('income.summary.stated', { amount: amountText(formatCents(source.estimated_amount)) })
        ) : (
          <>
            <span className={styles.detailLabel}>{t('income.summary.statusLabel')}</span>{' '}
            {t(`income.statuses.${source.status}`)}
          </>
        )}
      </p>
      <SourceReasons stream={stream} source={source} />
      <p className={styles.detail}>
        <span className={styles.detailLabel}>{t('income.summary.documentsLabel')}</span>{' '}
        {documents || t('income.summary.noDocuments')}
      </p>
      <div className={styles.links}>
        {canEdit(source) ? (
          <Link to={incomePath(incomePages.edit(source.id))}>
            {t('income.summary.edit')}
            <span className={styles.visuallyHidden}> {name}</span>
          </Link>
        ) : null}
        {canUploadDocuments(source, community) ? (
          <Link to={incomePath(incomePages.linkedDocuments(source.id))}>
            {t('income.summary.uploadDocuments')}
            <span className={styles.visuallyHidden}> {name}</span>
          </Link>
        ) : null}
        {canRemove(source) ? (
          <Link to={incomePath(incomePages.remove(source.id))}>
            {t('income.summary.remove')}
            <span className={styles.visuallyHidden}> {name}</span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** Spec part 2 §8 "Per-source reasons": what to fix before the step can be finished. */
function SourceReasons({ stream, source }: { stream: FinancialStreamType; source: FinancialSource }) {
  const { t } = useTranslation();
  const amountText = useAmountText(stream);
  const reasons = sourceReasons(source);
  if (reasons.length === 0) return null;
  return (
    <ul className={styles.reasons}>
      {reasons.map((reason) => (
        <li key={reason}>
          {t(`income.reasons.${reason}`)}
          {reason === 'unverified' ? (
            <ul>
              <li>{t('income.reasons.common.inaccurate')}</li>
              <li>{t('income.reasons.common.quality')}</li>
              <li>{t('income.reasons.common.unsupported')}</li>
            </ul>
          ) : null}
          {reason === 'insufficientDocuments' && source.adjusted_amount !== null
            ? ` ${t('income.reasons.adjustedAmount', { amount: amountText(formatCents(source.adjusted_amount)) })}`
            : null}
        </li>
      ))}
    </ul>
  );
}
