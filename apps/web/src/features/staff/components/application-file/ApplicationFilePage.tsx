import { TransactionType } from '@portal/domain/constants/transaction-types';
import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useStaffApplicationFile } from '@/features/staff/api/application-file';
import { isNotFoundError } from '@/lib/api-client';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { PaymentBreakdownCard } from '@/shared/payment-breakdown/PaymentBreakdownCard';
import { StaffConsole } from '../StaffConsole';
import { AuditSection } from './AuditSection';
import { CriminalReviewSection } from './CriminalReviewSection';
import { DecisionActions } from './DecisionActions';
import styles from './File.module.css';
import { FileSummary } from './FileSummary';
import { HouseholdSection } from './HouseholdSection';
import { IncomeSection } from './IncomeSection';
import { LeaseDocumentsSection } from './LeaseDocumentsSection';
import { NoticeSection } from './NoticeSection';
import { OwnReportsSection } from './OwnReportsSection';
import { PaymentsSection } from './PaymentsSection';
import { RecommendationSection } from './RecommendationSection';
import { RenewalDecisionSection } from './RenewalDecisionSection';
import { ScreeningSection } from './ScreeningSection';

/**
 * `/:community/staff/applications/:id`: everything a decision is made from, the recommendation of the
 * community's screening policy criterion by criterion, the decision and requests, and the audit log.
 */
export function ApplicationFilePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const title = t('staffConsole.file.title', { id: String(id) });
  return (
    <StaffConsole title={title} heading={title}>
      {Number.isSafeInteger(id) && id > 0 ? (
        <ApplicationFile id={id} />
      ) : (
        <p>{t('staffConsole.file.notFound')}</p>
      )}
    </StaffConsole>
  );
}

function ApplicationFile({ id }: { id: number }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const file = useStaffApplicationFile(id);
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const announcementRef = useRef<HTMLParagraphElement>(null);
  const announce = (text: string) => setAnnouncement(({ count }) => ({ text, count: count + 1 }));
  // After an act the dialog that had focus is gone: focus goes to what happened. The dialog closes (and the
  // browser gives focus back to its opener) as the DOM is updated, before this effect runs.
  useEffect(() => {
    if (announcement.count > 0) announcementRef.current?.focus();
  }, [announcement.count]);
  return (
    <>
      <Link to={`/${community.slug}/staff/applications`}>{t('staffConsole.file.back')}</Link>
      <p ref={announcementRef} className={styles.announcement} role="status" tabIndex={-1}>
        {announcement.text}
      </p>
      {isNotFoundError(file.error) ? (
        <p>{t('staffConsole.file.notFound')}</p>
      ) : !file.isSuccess ? (
        // A failed read again keeps the file it had on screen, under the failure.
        <QueryFallback
          query={file}
          loadingLabel={t('staffConsole.file.loading')}
          failure={{
            message: oops(t('staffConsole.file.loadFailed')),
            retryLabel: t('staffConsole.list.retry'),
          }}
        />
      ) : null}
      {file.data ? (
        <div className={styles.file}>
          <FileSummary file={file.data} />
          {file.data.type === TransactionType.NoticeToVacate ? (
            // A notice is no application: nothing to screen, recommend or price, only the notice to answer.
            <>
              <NoticeSection id={id} onDone={announce} />
              <LeaseDocumentsSection file={file.data} onDone={announce} />
              <HouseholdSection file={file.data} />
            </>
          ) : (
            <ApplicationSections id={id} file={file.data} onDone={announce} />
          )}
          <AuditSection applicationId={id} />
        </div>
      ) : null}
    </>
  );
}

interface ApplicationSectionsProps {
  id: number;
  file: StaffApplicationFile;
  onDone: (message: string) => void;
}

/** An application's file: the recommendation, the decision, its lease, household, screening, income, money. */
function ApplicationSections({ id, file, onDone }: ApplicationSectionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {file.type === TransactionType.Renewal ? (
        // A renewal is decided on its offer: no screening recommendation, no application decision.
        <RenewalDecisionSection file={file} onDone={onDone} />
      ) : (
        <>
          <RecommendationSection file={file} />
          <DecisionActions file={file} onDone={onDone} />
        </>
      )}
      <LeaseDocumentsSection file={file} onDone={onDone} />
      <CriminalReviewSection reviews={file.criminal_reviews} />
      <HouseholdSection file={file} />
      <ScreeningSection household={file.household} leftOut={file.records_left_out_by_law} />
      <OwnReportsSection applicationId={id} household={file.household} onDone={onDone} />
      <IncomeSection applicationId={id} household={file.household} onDone={onDone} />
      {file.payment_breakdown ? (
        <PaymentBreakdownCard
          breakdown={file.payment_breakdown}
          heading={t('staffConsole.file.payments.quoteHeading')}
          applicantNames={new Map(file.household.map((person) => [person.applicant_id, person.name]))}
        />
      ) : null}
      <PaymentsSection file={file} />
    </>
  );
}
