import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useHousehold } from '@/features/journey/api/household';
import { useCommunity } from '@/lib/community-context';
import type { TFunction } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { useDocumentTitle } from '@/lib/use-document-title';
import { transactionPath } from '@/shared/journey-step/drawer-inputs';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { roleLabel, statusLabel } from '@/shared/status/labels';
import styles from '@/shared/status/Status.module.css';
import { householdProgress, type MemberProgress } from '../lib/household-progress';
import { CancelApplication } from './CancelApplication';

/**
 * `/:community/transaction/:transactionId/application-complete`: the status summary once the caller has
 * finished their part. In Progress until every adult has finished, then Submitted; lists everyone on the
 * application with how far they have come.
 */
export function ApplicationCompletePage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  useDocumentTitle(t('status.complete.title'), community.display_name);
  const submitted =
    transaction.status !== ApplicationStatus.InProgress && transaction.status !== ApplicationStatus.New;

  return (
    <JourneyCard
      eyebrow={t('status.complete.eyebrow')}
      heading={submitted ? t('status.complete.submittedHeading') : t('status.complete.inProgressHeading')}
      intro={submitted ? t('status.complete.submittedIntro') : t('status.complete.inProgressIntro')}
    >
      <p className={styles.statusLine}>
        {t('status.statusLine', { status: statusLabel(t, transaction.status) })}
      </p>
      <Household />
      <div className={styles.actions}>
        <Link className={buttonClassName('secondary')} to={`/${community.slug}/my-activity`}>
          {t('status.common.myActivity')}
        </Link>
      </div>
      <CancelApplication community={community.slug} transaction={transaction} />
    </JourneyCard>
  );
}

function Household() {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const household = useHousehold(transaction.id);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('status.complete.householdHeading')}
      </h2>
      {household.isSuccess ? (
        <ul className={styles.list}>
          {householdProgress(transaction, household.data).map((member) => (
            <Member key={member.key} member={member} />
          ))}
        </ul>
      ) : (
        <QueryFallback
          query={household}
          loadingLabel={t('status.complete.loading')}
          failure={{ message: oops(t('status.complete.loadFailed')), retryLabel: t('status.common.retry') }}
        />
      )}
    </section>
  );
}

function Member({ member }: { member: MemberProgress }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <li className={styles.member}>
      <span className={styles.itemMain}>
        <span className={styles.name}>
          {name} {member.isYou ? t('status.complete.you') : null}
        </span>
        <span className={styles.muted}>{roleLabel(t, member.role)}</span>
      </span>
      <span className={styles.itemMain}>
        <span className={styles.state}>{t(`status.complete.states.${member.state}`)}</span>
        <span className={styles.muted}>{progressDetail(t, member)}</span>
      </span>
      {member.canEditInvite && member.invitee ? (
        <Link
          to={transactionPath(community.slug, transaction.id, `resend-invite?invitee=${member.invitee.id}`)}
          aria-label={t('status.complete.editResendNamed', { name })}
        >
          {t('status.complete.editResend')}
        </Link>
      ) : null}
    </li>
  );
}

function progressDetail(t: TFunction, member: MemberProgress): string | null {
  if (member.state === 'dependent') return null;
  if (member.state === 'invited') return t('status.complete.invited');
  return t('status.complete.steps', { done: String(member.stepsDone), total: String(member.stepsTotal) });
}
